import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";
import { tooManyRequests } from "#app/platform/limits/too-many-requests.server.ts";

export type Once<T> = { repeat: true } | { repeat: false; value: T };

/** Carries a refused write's answer out of its transaction, which is rolled back with the id. */
class NotApplied<T> extends Error {
  readonly value: T;
  constructor(value: T) {
    super("write not applied");
    this.value = value;
  }
}

/** The ids one member may have stored: far more than the offline queues of a few devices (200 each). */
export const CLIENT_WRITES_PER_MEMBER = 500;
/** How long a member waits when full: the timer purge frees ids as their sessions end. */
const FULL_RETRY_MS = 60 * 60_000;

/** The 429 a write is refused with (thrown: the action's answer). */
const refusal = (until: number, now: Date) => tooManyRequests({ until, now }, "requests", (message) => message);

/**
 * Runs a member's write once per client-generated id (decision 0017): the id is stored by the
 * write's own transaction, keyed by (member, id), so the same write sent again — later, or at the
 * same moment from another tab — finds it and changes nothing. Without an id the write just runs.
 * A write that `applied` says did nothing (a note not found) keeps no id: sent again, it is tried again.
 * A member holds at most 500 ids: past it, a 429 (the offline queue keeps the write and sends it
 * again later). The member's write rate is counted before, by the action's guard (requireWritingMember).
 */
export async function writeOnce<T>(
  db: Kysely<Database>,
  userId: string,
  clientWriteId: string | undefined,
  now: Date,
  write: (trx: Kysely<Database>) => Promise<T>,
  applied: (value: T) => boolean = () => true,
): Promise<Once<T>> {
  if (clientWriteId === undefined) return { repeat: false, value: await write(db) };
  try {
    return await inTransaction(db, async (trx): Promise<Once<T>> => {
      // The claim comes first: a concurrent copy waits on its key until this one commits or fails.
      const claimed = await trx
        .insertInto("client_writes")
        .values({ user_id: userId, id: clientWriteId, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(["user_id", "id"]).doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return { repeat: true };
      const held = await trx
        .selectFrom("client_writes")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      if (Number(held.n) > CLIENT_WRITES_PER_MEMBER) throw refusal(now.getTime() + FULL_RETRY_MS, now);
      const value = await write(trx);
      if (!applied(value)) throw new NotApplied(value);
      return { repeat: false, value };
    });
  } catch (error) {
    if (error instanceof NotApplied) return { repeat: false, value: error.value as T };
    throw error;
  }
}

/**
 * Forgets the ids given before `cutoff`. A queued write is sent in the session that queued it
 * (a 401 drops the queue, a visitor's page empties it), so an id older than every open session
 * is never sent again: logins and the hourly purge call this with the oldest open session's start.
 */
export async function forgetClientWritesBefore(db: Kysely<Database>, cutoff: Date): Promise<void> {
  await db.deleteFrom("client_writes").where("created_at", "<", cutoff.toISOString()).execute();
}
