import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The ledger: one row per award; the key makes the same event pay once.
  await db.schema
    .createTable("awards")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("points", "integer", (c) => c.notNull())
    .addColumn("awarded_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("awards_pk", ["user_id", "source", "subject"])
    .execute();

  // Totals kept in the same transaction as the awards that change them.
  await db.schema
    .createTable("member_stats")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("chapters_read", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("devotionals_read", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("studies_completed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("bookmarks_added", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("notes_created", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("verses_shared", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("days_active", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("streak_current", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("streak_longest", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_access_at", "text")
    .execute();
  await db.schema.createIndex("member_stats_ranking").on("member_stats").columns(["points desc", "user_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("member_stats").execute();
  await db.schema.dropTable("awards").execute();
}
