import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// A member's marks on a verse in the reader: a highlight colour and a short note, either or both.
// A row with neither is deleted, never kept empty.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("verse_marks")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("book", "text", (c) => c.notNull())
    .addColumn("chapter", "integer", (c) => c.notNull())
    .addColumn("verse", "integer", (c) => c.notNull())
    .addColumn("color", "text")
    .addColumn("note", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("verse_marks_pk", ["user_id", "book", "chapter", "verse"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("verse_marks").execute();
}
