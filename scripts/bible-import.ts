import { parseArgs } from "node:util";
import { ImportError, importVersion, readVersionFiles } from "#app/areas/bible/import.store.server.ts";
import { isTextVersion, TEXT_VERSIONS } from "#app/areas/bible/versions.ts";
import { loadConfigOrExit } from "#app/platform/config/config.ts";
import { openDatabase } from "#db/index.ts";
import { migrateToLatest } from "#db/migrate.ts";

/**
 * npm run bible:import -- --version acf <folder or file>
 * Loads a whole Bible version into the database named by DATABASE_URL; all or nothing.
 */
const USAGE = `uso: npm run bible:import -- --version <${TEXT_VERSIONS.join("|")}> <pasta ou arquivo>`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ options: { version: { type: "string" } }, allowPositionals: true });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const version = args.values.version?.toLowerCase() ?? "";
  const [path] = args.positionals;
  if (!isTextVersion(version) || !path || args.positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const started = performance.now();
  const config = loadConfigOrExit();
  const { db } = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const list = await readVersionFiles(path, (message) => console.log(message));
    const verses = await importVersion(db, version, list, new Date(), (message) => console.log(message));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${version.toUpperCase()}: ${list.length} livros, ${verses} versículos importados em ${seconds} s`);
    return 0;
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    console.error(`Importação cancelada, nada foi gravado — ${error.message}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exit(await main());
