import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// A service order's start time (decision 0055): 'HH:MM', or null when the order has none; the
// projection's opening screen counts down to it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("service_orders").addColumn("starts_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("service_orders").dropColumn("starts_at").execute();
}
