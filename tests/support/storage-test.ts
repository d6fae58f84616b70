import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe } from "vitest";
import type { Engine } from "#db/index.ts";
import type { Database } from "#db/schema.ts";
import { insertTestUser, testDatabases, type TestDatabase, type TestUserFields } from "./test-databases.ts";

/** What the body of a storage test sees: the engine it runs on and, in hooks and tests, the database. */
export interface StorageUnderTest {
  /** "sqlite", "postgres" (a real server, TEST_DATABASE_URL) or "pglite": the end of every test's title. */
  readonly name: string;
  /** The SQL dialect the storage code is told: "sqlite" or "postgres". */
  readonly engine: Engine;
  /** The block's own migrated database: open before its first test, closed after its last. */
  readonly db: Kysely<Database>;
}

export interface StorageTestOptions {
  /** Only these dialects (a feature one engine alone has); every engine by default. */
  engines?: Engine[];
  /** Members inserted right after the database opens: id → fields (see insertTestUser). */
  members?: Record<string, TestUserFields>;
}

type Body = (storage: StorageUnderTest) => void;

/**
 * The preamble every storage test shares: one `describe` block per engine (SQLite, and
 * PostgreSQL or PGlite), titled "<title> on <engine>", with a fresh migrated database opened
 * before the block's tests (the same database for all of them, in order) and closed after.
 *
 *   describeStorage("quiz best scores", { members: { ana: {} } }, (storage) => {
 *     it("keeps the best result", async () => {
 *       await recordQuizScore(storage.db, "ana", …);
 *     });
 *   });
 *
 * Hooks the body adds run after the database is open and members are in, and end before it
 * closes.
 */
export function describeStorage(title: string, body: Body): void;
export function describeStorage(title: string, options: StorageTestOptions, body: Body): void;
export function describeStorage(title: string, optionsOrBody: StorageTestOptions | Body, maybeBody?: Body): void {
  const [options, body] = typeof optionsOrBody === "function" ? [{}, optionsOrBody] : [optionsOrBody, maybeBody!];
  const engines = testDatabases.filter((testDatabase) => !options.engines || options.engines.includes(testDatabase.engine));
  describe.each(engines)(`${title} on $name`, (testDatabase: TestDatabase) => {
    let opened: Awaited<ReturnType<TestDatabase["open"]>> | undefined;
    beforeAll(async () => {
      opened = await testDatabase.open();
      for (const [id, fields] of Object.entries(options.members ?? {})) await insertTestUser(opened.db, id, fields);
    });
    afterAll(() => opened?.close());
    body({
      name: testDatabase.name,
      engine: testDatabase.engine,
      get db() {
        if (!opened) throw new Error(`the ${testDatabase.name} database is open only in hooks and tests, not while the block is collected`);
        return opened.db;
      },
    });
  });
}
