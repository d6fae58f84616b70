import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The one limiter: a counter per (action, subject) and window, checked and counted in
  // one statement. It replaces auth_attempts, whose rows named other people's addresses.
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_window").on("rate_limits").column("window_start").execute();
  await db.schema.dropTable("auth_attempts").execute();

  // Sessions: the device that opened it, for the member's list of active sessions.
  await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();

  // The member's time zone for daily awards, and a change waiting for the moment both
  // zones show the same date (so a change never re-opens or skips a paid day).
  await db.schema
    .alterTable("users")
    .addColumn("time_zone", "text", (c) => c.notNull().defaultTo("America/Sao_Paulo"))
    .execute();
  await db.schema.alterTable("users").addColumn("next_time_zone", "text").execute();
  await db.schema.alterTable("users").addColumn("next_time_zone_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("next_time_zone_at").execute();
  await db.schema.alterTable("users").dropColumn("next_time_zone").execute();
  await db.schema.alterTable("users").dropColumn("time_zone").execute();
  await db.schema.alterTable("sessions").dropColumn("user_agent").execute();
  await db.schema
    .createTable("auth_attempts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.dropTable("rate_limits").execute();
}
