import type { Kysely } from "kysely";

// Frozen: imports nothing from the app.
// Ids older than any session are purged as sessions start (decision 0017): the index keeps that
// delete from reading the whole table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("client_writes_created_at").on("client_writes").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("client_writes_created_at").execute();
}
