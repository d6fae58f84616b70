import { sql, type Kysely } from "kysely";
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

/**
 * After migrating as the owner (MIGRATION_DATABASE_URL), gives the serving role its rows on every
 * table and nothing more: no DDL, no ownership, so the row-level security binds it (decision 0065).
 */
export async function grantServingRole(owner: Kysely<Database>, servingUrl: string): Promise<void> {
  const role = decodeURIComponent(new URL(servingUrl).username);
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role)) throw new Error(`Papel do banco inválido em DATABASE_URL: ${role}`);
  const me = await sql<{ role: string }>`select current_user as role`.execute(owner);
  if (me.rows[0]?.role === role) return; // one role migrates and serves: nothing to grant
  await sql.raw(`grant select, insert, update, delete on all tables in schema public to ${role}`).execute(owner);
  await sql.raw(`revoke all on kysely_migration, kysely_migration_lock from ${role}`).execute(owner);
}
