import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// The church's own hymnal (decision 0044), imported by an admin from OpenLyrics or plain text:
// one row per hymn number, its stanzas joined by a blank line, its one chorus apart. An import
// writes all its rows in one transaction; the newest `imported_at` and the count tell every
// server process that the hymnal changed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("imported_hymns")
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("stanzas", "text", (c) => c.notNull())
    .addColumn("chorus", "text")
    .addColumn("author", "text")
    .addColumn("copyright", "text")
    .addColumn("source_file", "text", (c) => c.notNull())
    .addColumn("imported_at", "text", (c) => c.notNull())
    .execute();
  // Unique rather than the primary key: SQLite would make an integer primary key the row id.
  await db.schema.createIndex("imported_hymns_number").on("imported_hymns").column("number").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("imported_hymns").execute();
}
