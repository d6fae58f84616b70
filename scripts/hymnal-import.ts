import { parseArgs } from "node:util";
import { problemLines } from "#app/areas/hymnal/hymn-import.ts";
import { importHymnFiles, readHymnPath } from "#app/areas/hymnal/hymnal-import.server.ts";
import { loadConfigOrExit } from "#app/platform/config/config.ts";
import { openDatabase } from "#db/index.ts";
import { migrateToLatest } from "#db/migrate.ts";

/**
 * npm run hymnal:import -- <arquivo, zip ou pasta> [--replace]
 * Imports the church's own hymns (OpenLyrics .xml or plain .txt, decision 0044) into the database
 * named by DATABASE_URL: every file checked first, then all in one transaction or nothing.
 * --replace: the imported hymnal becomes exactly these files (the others imported before go).
 */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const USAGE = "uso: npm run hymnal:import -- <arquivo.xml|arquivo.txt|arquivo.zip|pasta> [--replace]";

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ options: { replace: { type: "boolean", default: false } }, allowPositionals: true });
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
    read = await readHymnPath(path);
  } catch (error) {
    console.error(`Não foi possível ler ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n${USAGE}`);
    return 2;
  }
  const config = loadConfigOrExit();
  const { db } = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const answer = await importHymnFiles(db, read.files, { replace: args.values.replace }, new Date(), read.problems);
    if (!answer.ok) {
      const count = answer.problems.length;
      console.error(`Importação cancelada, nada foi gravado — ${count} ${count === 1 ? "problema" : "problemas"}:`);
      for (const line of problemLines(answer.problems)) console.error(`  ${line}`);
      return 1;
    }
    const { created, updated, removed } = answer.outcome;
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const counts = [plural(created, "novo", "novos"), plural(updated, "atualizado", "atualizados")];
    if (args.values.replace) counts.push(plural(removed, "removido", "removidos"));
    console.log(`Hinário da igreja: ${plural(answer.hymns, "hino importado", "hinos importados")} (${counts.join(", ")}) em ${seconds} s`);
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exit(await main());
