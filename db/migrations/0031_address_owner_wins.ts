import { sql, type Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// The address's owner always wins (decision 0043): when the account's current password was set
// (null: the account has no usable password until its owner makes one), a secret of the server's
// own kept in the database (the key of the wrong-password records), and those records, keyed
// before by an unsalted hash of the typed address, dropped (they only ever counted the last 24 hours).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("password_set_at", "text").execute();
  // Existing passwords count as set when the account was made: a password set before its
  // address was proven is not trusted for a role until its owner makes a new one.
  await sql`update users set password_set_at = created_at`.execute(db);
  await db.schema.alterTable("users").addColumn("unproven_until", "text").execute();
  await db.schema.createIndex("users_unproven_until").on("users").column("unproven_until").execute();

  await db.schema
    .createTable("server_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  await sql`delete from failed_password_attempts`.execute(db);
  await db.schema.createIndex("failed_password_attempts_failed_at").on("failed_password_attempts").column("failed_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("failed_password_attempts_failed_at").execute();
  await db.schema.dropTable("server_secrets").execute();
  await db.schema.dropIndex("users_unproven_until").execute();
  await db.schema.alterTable("users").dropColumn("unproven_until").execute();
  await db.schema.alterTable("users").dropColumn("password_set_at").execute();
}
