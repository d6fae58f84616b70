import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// Members' favourite verses of the day, and each verse they shared (versesShared).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("favorite_verses")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("favorite_verses_pk", ["user_id", "reference"])
    .execute();

  await db.schema
    .createTable("verse_shares")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("shared_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("verse_shares_user_id").on("verse_shares").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("verse_shares").execute();
  await db.schema.dropTable("favorite_verses").execute();
}
