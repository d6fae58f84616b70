import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";

/** Members' favourite verses (the heart on the verse of the day card). */
export async function isFavoriteVerse(db: Kysely<Database>, userId: string, reference: string): Promise<boolean> {
  const row = await db
    .selectFrom("favorite_verses")
    .select("reference")
    .where("user_id", "=", userId)
    .where("reference", "=", reference)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds or removes a favourite (in the caller's transaction, if any); returns whether the verse is now a favourite. */
export async function toggleFavoriteVerse(db: Kysely<Database>, userId: string, reference: string, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const removed = await trx.deleteFrom("favorite_verses").where("user_id", "=", userId).where("reference", "=", reference).executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return false;
    await trx
      .insertInto("favorite_verses")
      .values({ user_id: userId, reference, created_at: now.toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return true;
  });
}
