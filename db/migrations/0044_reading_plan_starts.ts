import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// The reading plans a member started with 'Começar' (decision 0057): the home's plan card follows
// the plan started or ticked last, before any day is done.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("reading_plan_starts")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("plan_id", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("reading_plan_starts_pk", ["user_id", "plan_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("reading_plan_starts").execute();
}
