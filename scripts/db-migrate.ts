import { loadConfigOrExit } from "#app/platform/config/config.ts";
import { openDatabase } from "#db/index.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { migrations } from "#db/migrations/index.ts";

/**
 * npm run db:migrate
 * Brings the database DATABASE_URL names up to date, as every server does at start, and exits.
 * For a PostgreSQL deployment whose instances connect as a role that owns nothing (README,
 * Production): the owner role runs this before the instances restart on a new version. A
 * failed migration exits with 1.
 */
async function main(): Promise<number> {
  const { db } = openDatabase(loadConfigOrExit(process.env, 2).DATABASE_URL);
  try {
    await migrateToLatest(db);
    console.log(`Banco em dia: as ${Object.keys(migrations).length} migrações estão aplicadas.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
