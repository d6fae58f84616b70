import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("quiz_best_scores")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("quiz_id", "text", (c) => c.notNull())
    .addColumn("correct", "integer", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("achieved_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("quiz_best_scores_pk", ["user_id", "quiz_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quiz_best_scores").execute();
}
