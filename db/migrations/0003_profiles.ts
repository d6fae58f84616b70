import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Profile fields and preferences, with their defaults.
  // Active days, streaks and points are the ledger's (0007).
  const profileColumns: Array<[string, "text" | "integer", string | number | null]> = [
    ["phone", "text", null],
    ["birth_date", "text", null],
    ["church", "text", null],
    ["church_role", "text", null],
    ["font_size", "text", "medium"],
    ["bible_version", "text", "arc"],
    ["notifications", "integer", 1],
    ["daily_devotional", "integer", 1],
    ["daily_goal_minutes", "integer", 15],
  ];
  for (const [name, type, fallback] of profileColumns) {
    await db.schema
      .alterTable("users")
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }

  await db.schema
    .createTable("user_photos")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("data_base64", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("notes_user_updated_at").on("notes").columns(["user_id", "updated_at"]).execute();

  // Failed logins and sign-ups, counted for the abuse limits (kept here so they hold across
  // restarts and instances).
  await db.schema
    .createTable("auth_attempts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("auth_attempts_email").on("auth_attempts").columns(["kind", "email", "created_at"]).execute();
  await db.schema.createIndex("auth_attempts_address").on("auth_attempts").columns(["kind", "address", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("auth_attempts").execute();
  await db.schema.dropTable("notes").execute();
  await db.schema.dropTable("user_photos").execute();
  for (const name of [
    "phone",
    "birth_date",
    "church",
    "church_role",
    "font_size",
    "bible_version",
    "notifications",
    "daily_devotional",
    "daily_goal_minutes",
  ]) {
    await db.schema.alterTable("users").dropColumn(name).execute();
  }
}
