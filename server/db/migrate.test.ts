import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";
import { testDatabases } from "../../tests/support/test-databases.ts";

describe.each(testDatabases)("migrations on $name", (engine) => {
  let handle: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  it("creates the schema and is idempotent, even when run concurrently", async () => {
    await Promise.all([migrateToLatest(handle.db), migrateToLatest(handle.db)]);
    const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db);
    expect(rows.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
  });

  it("enforces foreign keys", async () => {
    await expect(
      handle.db
        .insertInto("sessions")
        .values({ token_hash: "x", user_id: "nobody", created_at: "", last_used_at: "", expires_at: "" })
        .execute(),
    ).rejects.toThrow();
  });

  it("round-trips a row", async () => {
    const now = new Date().toISOString();
    await handle.db
      .insertInto("users")
      .values({ id: "u1", email: "a@b.c", name: "Ana", age: 20, password_hash: "h", created_at: now, last_access_at: null })
      .execute();
    const user = await handle.db.selectFrom("users").selectAll().where("id", "=", "u1").executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: "a@b.c", name: "Ana", age: 20, last_access_at: null });
  });
});
