import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// A confirmation link remembers the browser that signed up (decision 0043, amended for issue 45):
// the SHA-256 of a random key that browser holds in a short-lived cookie. Null for every other link.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("account_tokens").addColumn("browser_hash", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("account_tokens").dropColumn("browser_hash").execute();
}
