import type { Transaction } from "kysely";
import type { Database } from "#db/schema.ts";

type Trx = Transaction<Database>;

/** The member's stats row, created with zeros when there is none yet. */
export async function ensureStats(trx: Trx, userId: string): Promise<void> {
  await trx
    .insertInto("member_stats")
    .values({ user_id: userId })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

/**
 * Makes one member's writes that count before they write take turns: holds the member's stats
 * row until the transaction ends. A note is paid as the member's n-th and refused past the
 * most allowed; on PostgreSQL two notes written at once (two instances, or two connections of
 * the pool) would both count n. The second now waits here until the first commits and then
 * counts it; SQLite runs one write transaction at a time anyway.
 */
export async function takeMemberTurn(trx: Trx, userId: string): Promise<void> {
  await ensureStats(trx, userId);
  await trx
    .updateTable("member_stats")
    .set((eb) => ({ points: eb.ref("points") }))
    .where("user_id", "=", userId)
    .execute();
}
