import { sql, PostgresAdapter, type Kysely, type Transaction } from "kysely";
import type { Database } from "./schema.ts";

/** The database or a transaction in it: what a store function that may join a caller's transaction takes. */
export type Db = Kysely<Database> | Transaction<Database>;

/**
 * The church a request acts for, as its guard found it (decision 0065): every store function
 * that reads or writes church things takes it, never a church named by the request.
 */
export interface ChurchRef {
  readonly id: string;
}

/**
 * Runs `work` in a transaction, joining the caller's when `db` already is one, so a
 * request's writes (a login, its award, the merged visitor lists) commit or fail together.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/** What the row-level security policies compare each church row's church_id with (migration 0047). */
const CHURCH_SETTING = "app.church";
/** The conference's roll-ups read every church: the policies let this value see all rows. */
const EVERY_CHURCH = "*";

function bound<T>(db: Db, value: string, work: (db: Db) => Promise<T>): Promise<T> {
  // SQLite has no row-level security: the stores' own filters are the isolation there.
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work(db);
  const run = async (trx: Transaction<Database>) => {
    await sql`select set_config(${CHURCH_SETTING}, ${value}, true)`.execute(trx);
    return work(trx);
  };
  return db.isTransaction ? run(db as Transaction<Database>) : db.transaction().execute(run);
}

/**
 * Runs a store's queries on church things bound to this church: on PostgreSQL in a transaction
 * whose `app.church` the row-level security policies compare with each row, so a query that
 * forgot its filter still sees only this church's rows (decision 0065).
 */
export function inChurch<T>(db: Db, church: ChurchRef, work: (db: Db) => Promise<T>): Promise<T> {
  return bound(db, church.id, work);
}

/** The conference's read-only roll-ups: every church's rows. */
export function acrossChurches<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  return bound(db, EVERY_CHURCH, work);
}
