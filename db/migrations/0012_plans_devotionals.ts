import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// Members' completed reading-plan days and favourite devotionals (recent list and books' days).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("reading_plan_days")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("plan_id", "text", (c) => c.notNull())
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("completed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("reading_plan_days_pk", ["user_id", "plan_id", "day"])
    .execute();
  await db.schema
    .createTable("devotional_favorites")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("devotional_favorites_pk", ["user_id", "kind", "item_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("devotional_favorites").execute();
  await db.schema.dropTable("reading_plan_days").execute();
}
