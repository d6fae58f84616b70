import type { Kysely } from "kysely";
import type { Database } from "../../../server/db/schema.ts";
import { inTransaction } from "../../../server/db/transaction.ts";

export type Once<T> = { repeat: true } | { repeat: false; value: T };

/**
 * Runs a member's write once per client-generated id (decision 0017): the id is stored by the
 * write's own transaction, keyed by (member, id), so the same write sent again — later, or at the
 * same moment from another tab — finds it and changes nothing. Without an id the write just runs.
 */
export async function writeOnce<T>(
  db: Kysely<Database>,
  userId: string,
  clientWriteId: string | undefined,
  now: Date,
  write: (trx: Kysely<Database>) => Promise<T>,
): Promise<Once<T>> {
  if (clientWriteId === undefined) return { repeat: false, value: await write(db) };
  return inTransaction(db, async (trx): Promise<Once<T>> => {
    // The claim comes first: a concurrent copy waits on its key until this one commits or fails.
    const claimed = await trx
      .insertInto("client_writes")
      .values({ user_id: userId, id: clientWriteId, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["user_id", "id"]).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return { repeat: true };
    return { repeat: false, value: await write(trx) };
  });
}
