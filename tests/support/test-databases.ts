import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGliteDialect, type Kysely } from "kysely";
import { databaseFromDialect, openDatabase, type Engine } from "#db/index.ts";
import { migrateToLatest } from "#db/migrate.ts";
import type { Database } from "#db/schema.ts";
import { freshPostgresDatabase } from "./fresh-postgres.ts";

/**
 * The engines every storage test runs on: SQLite always; PostgreSQL through
 * TEST_DATABASE_URL (a real server, each suite in a database of its own), else PGlite.
 */
export interface TestDatabase {
  name: string;
  engine: Engine;
  open(): Promise<{ db: Kysely<Database>; close(): Promise<void> }>;
}

const sqlite: TestDatabase = {
  name: "sqlite",
  engine: "sqlite",
  async open() {
    const dir = mkdtempSync(join(tmpdir(), "lampada-test-"));
    const { db } = openDatabase(`file:${join(dir, "test.db")}`);
    await migrateToLatest(db);
    return {
      db,
      async close() {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

function postgresServer(url: string): TestDatabase {
  return {
    name: "postgres",
    engine: "postgres",
    async open() {
      const fresh = await freshPostgresDatabase("lampada_test", url);
      const { db } = openDatabase(fresh.url);
      await migrateToLatest(db);
      return {
        db,
        async close() {
          await db.destroy();
          await fresh.drop();
        },
      };
    },
  };
}

const pglite: TestDatabase = {
  name: "pglite",
  engine: "postgres",
  async open() {
    const { db } = databaseFromDialect(new PGliteDialect({ pglite: async () => new PGlite() }), "postgres");
    await migrateToLatest(db);
    return { db, close: () => db.destroy() };
  },
};

export const testDatabases: TestDatabase[] = [sqlite, process.env.TEST_DATABASE_URL ? postgresServer(process.env.TEST_DATABASE_URL) : pglite];

/** What a test member may set; the rest has defaults (see insertTestUser). */
export interface TestUserFields {
  email?: string;
  name?: string;
  createdAt?: Date;
}

/**
 * A member row for storage tests whose subject is not the account itself (no usable
 * password). E-mail defaults to `<id>@exemplo.com`, name to the id.
 */
export async function insertTestUser(db: Kysely<Database>, id: string, fields: TestUserFields = {}): Promise<string> {
  await db
    .insertInto("users")
    .values({
      id,
      email: fields.email ?? `${id}@exemplo.com`,
      name: fields.name ?? id,
      age: 20,
      password_hash: "!",
      created_at: (fields.createdAt ?? new Date()).toISOString(),
    })
    .execute();
  return id;
}
