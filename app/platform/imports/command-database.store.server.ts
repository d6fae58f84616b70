import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { openDatabase } from "#db/index.ts";
import { migrateToLatest } from "#db/migrate.ts";

/** The database an import command writes to (the one DATABASE_URL names), migrated to the latest schema first. */
export async function openImportDatabase(url: string): Promise<Kysely<Database>> {
  const { db } = openDatabase(url);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
