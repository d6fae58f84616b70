import type { Kysely } from "kysely";

// Frozen: imports nothing from the app; types shared by SQLite and PostgreSQL.
// The ids a member's browser gave its writes (queued offline, decision 0017): a write sent again
// with the same id changes nothing. The key is (member, id), so one member cannot block another's id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("client_writes")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("client_writes_pk", ["user_id", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("client_writes").execute();
}
