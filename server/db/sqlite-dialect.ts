import { DatabaseSync } from "node:sqlite";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from "kysely";

/** Adapts node:sqlite to the better-sqlite3 shape Kysely's SqliteDialect expects. */
function adapt(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const statement = database.prepare(sql);
      const bind = (parameters: ReadonlyArray<unknown>) => parameters as never[];
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => statement.run(...bind(parameters)),
        iterate: (parameters) => statement.iterate(...bind(parameters)),
      };
    },
  };
}

/** Opens (creating its folder) an SQLite file in WAL mode with durable commits. */
export function createSqliteDialect(path: string): SqliteDialect {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const database = new DatabaseSync(path, { timeout: 5000, enableForeignKeyConstraints: true });
  database.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON; PRAGMA cache_size = -16000;",
  );
  return new SqliteDialect({ database: adapt(database) });
}
