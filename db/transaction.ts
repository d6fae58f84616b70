import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema.ts";

/** The database or a transaction in it: what a store function that may join a caller's transaction takes. */
export type Db = Kysely<Database> | Transaction<Database>;

/**
 * Runs `work` in a transaction, joining the caller's when `db` already is one, so a
 * request's writes (a login, its award, the merged visitor lists) commit or fail together.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
