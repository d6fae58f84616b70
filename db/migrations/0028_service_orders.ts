import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// A member's service orders ('roteiros do culto'): a title and the hymns and passages to
// project in order, as a JSON list in `items`. `shared` is 0/1: 1 lets anyone with the link
// open and project it. `revision` counts the changes, so two changes at once cannot both
// write over the same list (the second one reads it again).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("service_orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("items", "text", (c) => c.notNull())
    .addColumn("shared", "integer", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("service_orders_user").on("service_orders").columns(["user_id", "updated_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("service_orders").execute();
}
