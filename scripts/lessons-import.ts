import { parseArgs } from "node:util";
import { problemLines } from "#app/areas/hymnal/hymn-import.ts";
import { importQuarterFiles, readQuarterPath } from "#app/areas/sabbath-school/lessons-import.server.ts";
import { loadConfigOrExit } from "#app/platform/config/config.ts";
import { openDatabase } from "#db/index.ts";
import { migrateToLatest } from "#db/migrate.ts";

/**
 * npm run lessons:import -- <pasta do trimestre|arquivo.zip>
 * Imports the real Sabbath School quarters (one, or several side by side, like src/pt/2026-04 and
 * src/pt/2026-04-cq) in the layout of the public sabbath-school-lessons
 * repository (src/pt/2026-04: info.yml, <semana>/info.yml, <semana>/01.md … 07.md; decision 0045)
 * into the database named by DATABASE_URL: every file checked first, then stored in one
 * transaction or nothing. Importing a quarter again replaces it.
 */
const USAGE = "uso: npm run lessons:import -- <pasta do trimestre, como src/pt/2026-04, ou a pasta com vários, como src/pt | arquivo.zip>";

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ options: {}, allowPositionals: true });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const [path] = args.positionals;
  if (!path || args.positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const started = performance.now();
  let read;
  try {
    read = await readQuarterPath(path);
  } catch (error) {
    console.error(`Não foi possível ler ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n${USAGE}`);
    return 2;
  }
  const config = loadConfigOrExit();
  const { db } = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const answer = await importQuarterFiles(db, read, path, new Date());
    if (!answer.ok) {
      const count = answer.problems.length;
      console.error(`Importação cancelada, nada foi gravado — ${count} ${count === 1 ? "problema" : "problemas"}:`);
      for (const line of problemLines(answer.problems)) console.error(`  ${line}`);
      return 1;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    for (const { quarter, replaced } of answer.quarters)
      console.log(
        `Escola Sabatina: trimestre ${quarter.id} "${quarter.titulo}" ${replaced ? "reimportado" : "importado"} — ${quarter.semanas.length} ${quarter.semanas.length === 1 ? "semana" : "semanas"}, de ${quarter.inicio} a ${quarter.fim}, em ${seconds} s`,
      );
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exit(await main());
