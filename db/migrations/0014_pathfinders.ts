import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A member's checked class items (key class-area-item); a row means checked.
  await db.schema
    .createTable("pathfinder_progress")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("item_key", "text", (c) => c.notNull())
    .addColumn("checked_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("pathfinder_progress_pk", ["user_id", "item_key"])
    .execute();
  // Specialties a member marked as completed.
  await db.schema
    .createTable("pathfinder_specialties")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("specialty_id", "integer", (c) => c.notNull())
    .addColumn("completed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("pathfinder_specialties_pk", ["user_id", "specialty_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("pathfinder_specialties").execute();
  await db.schema.dropTable("pathfinder_progress").execute();
}
