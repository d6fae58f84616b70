import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("reading_history")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("book", "text")
    .addColumn("chapter", "integer")
    .addColumn("read_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("reading_history_user_read_at").on("reading_history").columns(["user_id", "read_at"]).execute();

  await db.schema
    .createTable("verse_bookmarks")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("book", "text", (c) => c.notNull())
    .addColumn("chapter", "integer", (c) => c.notNull())
    .addColumn("verse", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("verse_bookmarks_pk", ["user_id", "book", "chapter", "verse"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("verse_bookmarks").execute();
  await db.schema.dropTable("reading_history").execute();
}
