import { href, type RouterContextProvider } from "react-router";
import type { ChurchRef } from "#db/transaction.ts";
import { getApp } from "#app/platform/http/context.ts";
import { accountMail } from "#app/areas/accounts/mail-context.server.ts";
import { notify } from "#app/areas/notifications/notify.server.ts";
import { leaderOf, otherMembers } from "./small-groups.store.server.ts";

/** The groups' notices (decision 0049): a new member reaches the leader, a new message the group. */

type Args = { context: Readonly<RouterContextProvider> };

/** How much of a message a notice quotes. */
const QUOTED = 80;

export async function tellGroupOfMessage(
  args: Args,
  church: ChurchRef,
  group: { id: string; name: string },
  author: string,
  authorId: string,
  body: string,
  now: Date,
): Promise<void> {
  const { db } = getApp(args.context);
  const quote = body.length > QUOTED ? `${body.slice(0, QUOTED - 1)}…` : body;
  await notify(
    db,
    accountMail(args),
    await otherMembers(db, church, group.id, authorId),
    { kind: "mural", text: `${author} escreveu no mural de ${group.name}: “${quote}”`, link: href("/grupos/:grupo", { grupo: group.id }) },
    now,
  );
}

export async function tellLeaderOfMember(
  args: Args,
  church: ChurchRef,
  group: { id: string; name: string },
  member: string,
  now: Date,
): Promise<void> {
  const { db } = getApp(args.context);
  await notify(
    db,
    accountMail(args),
    await leaderOf(db, church, group.id),
    { kind: "pedido", text: `${member} entrou no grupo ${group.name} pelo link de convite.`, link: href("/grupos/:grupo", { grupo: group.id }) },
    now,
  );
}
