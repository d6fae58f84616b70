import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// Reminders by Web Push: the server's VAPID key pair (made by the first instance that starts,
// shared by the others), each member's choices, their devices' push subscriptions, and one row
// per reminder sent, claimed by its unique key before sending so no instance sends it twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("push_keys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("private_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("reminder_settings")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("verse", "integer", (c) => c.notNull())
    .addColumn("plan", "integer", (c) => c.notNull())
    .addColumn("sabbath_school", "integer", (c) => c.notNull())
    .addColumn("sabbath_class", "text", (c) => c.notNull())
    .addColumn("hour", "integer", (c) => c.notNull())
    .addColumn("quiet_from", "integer", (c) => c.notNull())
    .addColumn("quiet_to", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("push_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("endpoint", "text", (c) => c.notNull().unique())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth_secret", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("push_subscriptions_user").on("push_subscriptions").column("user_id").execute();

  await db.schema
    .createTable("reminder_deliveries")
    .addColumn("subscription_id", "text", (c) => c.notNull().references("push_subscriptions.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("local_date", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("reminder_deliveries_pk", ["subscription_id", "kind", "local_date"])
    .execute();
  await db.schema.createIndex("reminder_deliveries_sent_at").on("reminder_deliveries").column("sent_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("reminder_deliveries").execute();
  await db.schema.dropTable("push_subscriptions").execute();
  await db.schema.dropTable("reminder_settings").execute();
  await db.schema.dropTable("push_keys").execute();
}
