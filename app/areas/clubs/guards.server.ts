import { data, type RouterContextProvider } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { requireMember } from "#app/areas/accounts/guards.server.ts";
import type { SessionUser } from "#app/areas/accounts/session.store.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import type { Church } from "#app/areas/churches/churches.store.server.ts";
import { may, ROLE_LABELS, PERMISSIONS, type Permission } from "./clubs.ts";
import { membershipOf, type Membership } from "./clubs.store.server.ts";

interface RequestArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export const NOT_IN_CLUB = "Você não participa de um clube. Crie um ou peça para entrar em /clube.";

/**
 * The one check of every club page and action, on the server, on every request: the member's
 * role is read from the database (never from the form), and the action needs a role that holds
 * the permission. A visitor gets 401, a member outside any club or without the role 403. The
 * place is looked up only in the clubs of the member's church (churchOfVisit, decision 0065):
 * a member who moved to another church no longer reaches the old club; the church comes back
 * for every store call of the page.
 */
export async function requireClubRole(
  args: RequestArgs,
  permission: Permission | "member",
): Promise<{ user: SessionUser; me: Membership; church: Church }> {
  const user = await requireMember(args);
  const church = await churchOfVisit(args);
  const me = await membershipOf(getApp(args.context).db, church, user.id);
  if (!me || me.status !== "ativo") throw data({ error: NOT_IN_CLUB }, { status: 403 });
  if (permission !== "member" && !may(me.role, permission)) {
    const roles = PERMISSIONS[permission].map((r) => ROLE_LABELS[r]).join(", ");
    throw data({ error: `Esta ação é só para: ${roles}.` }, { status: 403 });
  }
  return { user, me, church };
}
