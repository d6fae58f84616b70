import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// Accounts a church can trust (decision 0027): a confirmed address, one-time links (confirm an
// address, reset a password, sign in by e-mail) kept as hashes, roles held by the account
// instead of a list of e-mails in the environment, a record of each admin read of personal
// data, and wrong passwords counted per account whatever the address they come from.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_confirmed_at", "text").execute();

  await db.schema
    .createTable("account_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("account_tokens_user").on("account_tokens").columns(["user_id", "purpose"]).execute();
  await db.schema.createIndex("account_tokens_expires").on("account_tokens").column("expires_at").execute();

  await db.schema
    .createTable("account_roles")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("granted_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("account_roles_pk", ["user_id", "role"])
    .execute();

  await db.schema
    .createTable("admin_reads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("what", "text", (c) => c.notNull())
    .addColumn("read_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("admin_reads_read_at").on("admin_reads").column("read_at").execute();

  await db.schema
    .createTable("failed_password_attempts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_key", "text", (c) => c.notNull())
    .addColumn("failed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("failed_password_attempts_account").on("failed_password_attempts").columns(["account_key", "failed_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("failed_password_attempts").execute();
  await db.schema.dropTable("admin_reads").execute();
  await db.schema.dropTable("account_roles").execute();
  await db.schema.dropTable("account_tokens").execute();
  await db.schema.alterTable("users").dropColumn("email_confirmed_at").execute();
}
