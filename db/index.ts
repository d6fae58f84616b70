import { Kysely, PostgresDialect, type Dialect } from "kysely";
import pg from "pg";
import { createSqliteDialect } from "./sqlite-dialect.ts";
import { countStatement } from "./statement-count.ts";
import type { Database } from "./schema.ts";

export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
}

interface OpenOptions {
  /** Count each request's statements (COUNT_STATEMENTS=1, db/statement-count.ts). */
  countStatements?: boolean;
}

/** Opens the database DATABASE_URL names: `file:<path>` (SQLite) or `postgres://…`. */
export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  const log = options.countStatements ? countStatement : undefined;
  if (url.startsWith("file:")) {
    return { db: new Kysely<Database>({ dialect: createSqliteDialect(url.slice("file:".length)), log }), engine: "sqlite" };
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server dropped (restart, admin command): the pool opens a new
  // one on next use; without a listener the error would end the process.
  pool.on("error", () => {});
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log }), engine: "postgres" };
}

/** Wraps an already-built dialect (PGlite in tests). @internal For tests (PGlite). */
export function databaseFromDialect(dialect: Dialect, engine: Engine): DatabaseHandle {
  return { db: new Kysely<Database>({ dialect }), engine };
}
