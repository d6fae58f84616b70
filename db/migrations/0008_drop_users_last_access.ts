import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// users.last_access_at was written at login and read by nothing: the previous login the
// streak needs is member_stats.last_access_at (0007). SQLite drops a column that no index,
// key, constraint, trigger or view names, as here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("last_access_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("last_access_at", "text").execute();
}
