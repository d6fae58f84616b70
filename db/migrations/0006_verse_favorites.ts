import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// Members' favourite verses of the day (shares are counted by the points ledger, 0007).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("favorite_verses")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("favorite_verses_pk", ["user_id", "reference"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("favorite_verses").execute();
}
