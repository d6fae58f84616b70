import { DatabaseSync, type StatementSync } from "node:sqlite";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from "kysely";

/** How many prepared statements an SQLite connection keeps for reuse (least recently used go). */
const STATEMENTS_KEPT = 500;

/**
 * Kysely's transactions begin with a plain `begin`, which takes the write lock only at the first
 * write: a transaction that reads first (the points ledger) then fails at once with "database is
 * locked" when another process (a second instance, a backup, a script) wrote in between, as its
 * WAL snapshot is stale and the busy timeout does not apply. Taking the lock at `begin` makes it
 * wait its turn instead.
 */
const BEGIN_WRITING = "begin immediate";

/**
 * Adapts node:sqlite to the better-sqlite3 shape Kysely's SqliteDialect expects. Kysely
 * prepares every query it runs; preparing parses the SQL again and each statement holds
 * native memory until the collector finalises it, so statements are kept by their SQL and
 * reused (calls are synchronous, so one statement never serves two queries at once).
 */
function adapt(database: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, { statement: StatementSync; reader: boolean }>();
  function prepared(sql: string) {
    let entry = statements.get(sql);
    if (entry) statements.delete(sql);
    else {
      const statement = database.prepare(sql === "begin" ? BEGIN_WRITING : sql);
      entry = { statement, reader: statement.columns().length > 0 };
      if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value!);
    }
    statements.set(sql, entry); // most recently used last
    return entry;
  }
  const bind = (parameters: ReadonlyArray<unknown>) => parameters as never[];
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const { statement, reader } = prepared(sql);
      return {
        reader,
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => statement.run(...bind(parameters)),
        // A stream keeps its statement stepping until it is read to the end: one of its own.
        iterate: (parameters) => database.prepare(sql).iterate(...bind(parameters)),
      };
    },
  };
}

/**
 * Opens (creating its folder) an SQLite file in WAL mode. `synchronous = NORMAL` (decision 0031):
 * a commit is in the WAL when the statement returns, so a killed process loses nothing; the WAL is
 * fsynced at checkpoints, not on the event loop at every commit.
 */
export function createSqliteDialect(path: string): SqliteDialect {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const database = new DatabaseSync(path, { timeout: 5000, enableForeignKeyConstraints: true });
  database.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON; PRAGMA cache_size = -16000;",
  );
  return new SqliteDialect({ database: adapt(database) });
}
