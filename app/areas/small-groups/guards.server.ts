import { data, type RouterContextProvider } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { requireMember } from "#app/areas/accounts/guards.server.ts";
import type { SessionUser } from "#app/areas/accounts/session.store.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import type { Church } from "#app/areas/churches/churches.store.server.ts";
import { GROUP_MESSAGES, type GroupRole } from "./small-groups.ts";
import { findGroup, findMembership, type GroupRecord, type Membership } from "./small-groups.store.server.ts";

interface RequestArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export interface GroupAccess {
  user: SessionUser;
  /** The church the member acts in (their home church): the group must be one of its groups. */
  church: Church;
  group: GroupRecord;
  membership: Membership;
}

/**
 * The one check of every small-group page and action, on the server, on every request: the
 * member must be in the group (its role read from the database, per membership). A visitor gets
 * 401; anyone outside the group 404, as if it did not exist (a group's id tells an outsider
 * nothing); a member without the role asked for ('leader') 403. The writes that depend on the
 * role check it again in their own transaction (small-groups.store.server.ts). A group of another
 * church than the member's is outside too (decision 0065).
 */
export async function requireGroupRole(args: RequestArgs, groupId: string, role: GroupRole | "any" = "any"): Promise<GroupAccess> {
  const user = await requireMember(args);
  const church = await churchOfVisit(args);
  const db = getApp(args.context).db;
  const membership = await findMembership(db, church, groupId, user.id);
  const group = membership && (await findGroup(db, church, groupId));
  if (!membership || !group) throw data({ error: GROUP_MESSAGES.notFound }, { status: 404 });
  if (role === "leader" && membership.role !== "leader") throw data({ error: GROUP_MESSAGES.leaderOnly }, { status: 403 });
  return { user, church, group, membership };
}
