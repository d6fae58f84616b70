import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { migrations } from "./migrations/index.ts";
import type { Database } from "./schema.ts";

/**
 * Brings the schema up to date. Kysely's migrator takes a lock (an advisory lock on
 * PostgreSQL), so several instances starting at once migrate exactly once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migração falhou${failed ? ` em ${failed.migrationName}` : ""}: ${String(error)}`);
  }
}
