import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("library_positions")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("book_id", "text", (c) => c.notNull())
    .addColumn("chapter", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("library_positions_pk", ["user_id", "book_id"])
    .execute();
  await db.schema
    .createTable("lesson_completions")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("course_id", "text", (c) => c.notNull())
    .addColumn("lesson", "integer", (c) => c.notNull())
    .addColumn("completed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("lesson_completions_pk", ["user_id", "course_id", "lesson"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lesson_completions").execute();
  await db.schema.dropTable("library_positions").execute();
}
