import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// Real Sabbath School quarters (decision 0045), imported by an admin in the layout of the public
// sabbath-school-lessons repository: one row per quarter ("2026-04", "2026-04-cq"), its dates
// as yyyy-mm-dd, its weeks and days as one JSON text (always read whole). Re-importing a quarter
// replaces its row; the count and the newest `imported_at` tell every server process it changed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("imported_quarters")
    .addColumn("quarter_id", "text", (c) => c.primaryKey())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("human_date", "text")
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("end_date", "text", (c) => c.notNull())
    .addColumn("weeks", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("imported_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("imported_quarters").execute();
}
