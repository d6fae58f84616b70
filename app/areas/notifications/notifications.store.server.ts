import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";
import { NOTIFICATIONS_SHOWN, type NotificationKind } from "./notifications.ts";

/** The members' notices and the e-mails each turned off (rows go with the account). */

export interface NewNotice {
  kind: NotificationKind;
  text: string;
  link: string;
}

/** One notice for each member named. */
export async function addNotifications(db: Kysely<Database>, userIds: readonly string[], notice: NewNotice, now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto("member_notices")
    .values(userIds.map((user_id) => ({ id: randomUUID(), user_id, ...notice, created_at: now.toISOString(), seen_at: null })))
    .execute();
}

/** The member's newest notices, newest first. */
export async function notificationsOf(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom("member_notices")
    .select(["id", "kind", "text", "link", "created_at", "seen_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(NOTIFICATIONS_SHOWN)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as NotificationKind,
    text: r.text,
    link: r.link,
    createdAt: r.created_at,
    seen: r.seen_at !== null,
  }));
}

/** How many notices the member has not seen. */
export async function unseenNotifications(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom("member_notices")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("seen_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks every notice of the member seen. */
export async function markNotificationsSeen(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db.updateTable("member_notices").set({ seen_at: now.toISOString() }).where("user_id", "=", userId).where("seen_at", "is", null).execute();
}

/** The kinds of e-mail the member turned off. */
export async function mailOptOuts(db: Kysely<Database>, userId: string): Promise<NotificationKind[]> {
  const rows = await db.selectFrom("notice_mail_opt_outs").select("kind").where("user_id", "=", userId).execute();
  return rows.map((r) => r.kind as NotificationKind);
}

/** Replaces the kinds of e-mail the member turned off. */
export async function setMailOptOuts(db: Kysely<Database>, userId: string, off: readonly NotificationKind[]): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("notice_mail_opt_outs").where("user_id", "=", userId).execute();
    if (off.length)
      await trx
        .insertInto("notice_mail_opt_outs")
        .values(off.map((kind) => ({ user_id: userId, kind })))
        .execute();
  });
}

/**
 * Whom an e-mail of this kind may go to among these members: an account with a confirmed address
 * (a roster entry has none, and an address nobody proved is not written to) that did not turn the
 * kind off.
 */
export async function mailRecipients(db: Kysely<Database>, userIds: readonly string[], kind: NotificationKind) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom("users")
    .select(["users.id", "users.email", "users.name"])
    .where("users.id", "in", userIds)
    .where("users.email_confirmed_at", "is not", null)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom("notice_mail_opt_outs as o").select("o.kind").whereRef("o.user_id", "=", "users.id").where("o.kind", "=", kind)),
      ),
    )
    .execute();
}
