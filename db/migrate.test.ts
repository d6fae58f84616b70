import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { expect, it } from "vitest";
import { migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";
import { describeStorage } from "#tests/support/storage-test.ts";

describeStorage("migrations", (storage) => {
  it("creates the schema and is idempotent, even when run concurrently", async () => {
    await Promise.all([migrateToLatest(storage.db), migrateToLatest(storage.db)]);
    const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(storage.db);
    expect(rows.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
  });

  it("enforces foreign keys", async () => {
    await expect(
      storage.db.insertInto("sessions").values({ token_hash: "x", user_id: "nobody", created_at: "", last_used_at: "", expires_at: "" }).execute(),
    ).rejects.toThrow();
  });

  it("round-trips a row", async () => {
    const now = new Date().toISOString();
    await storage.db.insertInto("users").values({ id: "u1", email: "a@b.c", name: "Ana", age: 20, password_hash: "h", created_at: now }).execute();
    const user = await storage.db.selectFrom("users").selectAll().where("id", "=", "u1").executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: "a@b.c", name: "Ana", age: 20, phone: null });
  });

  it("drops users.last_access_at keeping every member and their rows, down and up again (0008)", async () => {
    const migrator = new Migrator({ db: storage.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0007_gamification")).error).toBeUndefined();
    await sql`insert into users (id, email, name, age, password_hash, created_at, last_access_at)
      values ('u8', 'u8@b.c', 'Bia', 30, 'h', '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z')`.execute(storage.db);
    await sql`insert into sessions (token_hash, user_id, created_at, last_used_at, expires_at)
      values ('t8', 'u8', '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-02-01T00:00:00.000Z')`.execute(storage.db);
    await migrateToLatest(storage.db);
    const user = await storage.db.selectFrom("users").selectAll().where("id", "=", "u8").executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: "Bia", created_at: "2026-01-01T00:00:00.000Z" });
    expect(user).not.toHaveProperty("last_access_at");
    expect(await storage.db.selectFrom("sessions").select("user_id").where("token_hash", "=", "t8").executeTakeFirst()).toEqual({ user_id: "u8" });
  });

  it("gives earlier pledges the reference their PIX code carried: the id without hyphens, cut to 25 (0034)", async () => {
    const migrator = new Migrator({ db: storage.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0032_imported_hymns")).error).toBeUndefined();
    await sql`insert into donation_pledges (id, user_id, amount_cents, method, project_id, created_at)
      values ('0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b', null, 5000, 'pix', null, '2026-11-01T12:00:00.000Z')`.execute(storage.db);
    await migrateToLatest(storage.db);
    const pledge = await storage.db
      .selectFrom("donation_pledges")
      .select(["reference", "received_at", "pix_key"])
      .where("id", "=", "0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b")
      .executeTakeFirstOrThrow();
    expect(pledge).toEqual({ reference: "0f8e2a4c1b3d4e5f8a9b0c1d2", received_at: null, pix_key: null });
  });
});
