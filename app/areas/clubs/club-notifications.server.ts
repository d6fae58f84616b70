import { href, type RouterContextProvider } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { accountMail } from "#app/areas/accounts/mail-context.server.ts";
import { loadClasses } from "#app/areas/pathfinders/classes.content.server.ts";
import { findSpecialty } from "#app/areas/pathfinders/specialties.content.server.ts";
import { notify } from "#app/areas/notifications/notify.server.ts";
import type { ChurchRef } from "#db/transaction.ts";
import { SPECIALTY_KEY_PATTERN } from "./clubs.ts";
import { directorUserIds } from "./clubs.store.server.ts";
import { noticeRecipient } from "./children.store.server.ts";

/** The club's notices (decision 0049): nobody waits in silence for a request or a sign-off. */

type Args = { context: Readonly<RouterContextProvider> };

/** A join request reaches the club's director. */
export async function tellDirectorOfRequest(args: Args, church: ChurchRef, clubId: string, who: string, now: Date): Promise<void> {
  const { db } = getApp(args.context);
  await notify(
    db,
    accountMail(args),
    await directorUserIds(db, church, clubId),
    { kind: "pedido", text: `${who} pediu para entrar no clube. Aprove ou recuse em Pessoas e unidades.`, link: href("/clube/pessoas") },
    now,
  );
}

/** How an item reads in a notice: the requirement's words and its class, or the specialty's name. */
function itemName(key: string): string {
  if (SPECIALTY_KEY_PATTERN.test(key)) return `a especialidade ${findSpecialty(Number(key.slice(4)))?.nome ?? key}`;
  const [classId, area, item] = key.split("-").map(Number);
  const found = loadClasses().find((c) => c.id === classId);
  const text = found?.areas[area!]?.itens[item!];
  return found && text ? `“${text}” (classe ${found.titulo})` : `o item ${key}`;
}

/**
 * An approval or a return reaches the Pathfinder with an account, or the guardian of a child
 * (the notice names the child and opens the family's page); a roster entry has nobody to tell.
 */
export async function tellOfReview(
  args: Args,
  church: ChurchRef,
  clubId: string,
  personId: string,
  review: { key: string; action: "aprovar" | "devolver"; by: string; note: string | null },
  now: Date,
): Promise<void> {
  const { db } = getApp(args.context);
  const to = await noticeRecipient(db, church, clubId, personId);
  if (!to) return;
  const name = itemName(review.key) + (to.childName ? ` de ${to.childName}` : "");
  const notice =
    review.action === "aprovar"
      ? { kind: "aprovacao" as const, text: `${review.by} aprovou ${name}.` }
      : { kind: "devolucao" as const, text: `${review.by} devolveu ${name}${review.note ? `: ${review.note}` : "."}` };
  const link = to.childName ? href("/clube/criancas") : href("/progresso-desbravador");
  await notify(db, accountMail(args), [to.userId], { ...notice, link }, now);
}
