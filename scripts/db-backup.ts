import { statSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadConfigOrExit } from "#app/platform/config/config.ts";
import { BackupError, backupPostgres, backupSqlite, sourceProblem, targetProblem } from "#db/backup.ts";

/**
 * npm run db:backup -- <arquivo>
 * A consistent copy of the database DATABASE_URL names, taken while the portal serves:
 * SQLite through VACUUM INTO, PostgreSQL through pg_dump (custom format). Never overwrites
 * a file. Bad arguments exit with 2; a failed copy with 1. See docs/backup-and-restore.md.
 */
const USAGE = "uso: npm run db:backup -- <arquivo>   (ex.: npm run db:backup -- backups/lampada-2026-11-23.db)";

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ options: {}, allowPositionals: true });
  } catch {
    console.error(`Este comando não tem opções: informe só o arquivo de destino.\n${USAGE}`);
    return 2;
  }
  const [target] = args.positionals;
  if (!target) return (console.error(`Informe o arquivo onde gravar a cópia.\n${USAGE}`), 2);
  if (args.positionals.length > 1)
    return (console.error(`Informe um só arquivo de destino (recebidos: ${args.positionals.join(", ")}).\n${USAGE}`), 2);
  const databaseUrl = loadConfigOrExit(process.env, 2).DATABASE_URL;
  const problem = targetProblem(target) ?? sourceProblem(databaseUrl);
  if (problem) return (console.error(problem), 2);

  const started = performance.now();
  try {
    if (databaseUrl.startsWith("file:")) await backupSqlite(databaseUrl.slice("file:".length), target);
    else await backupPostgres(databaseUrl, target);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
  const megabytes = (statSync(target).size / 1024 / 1024).toFixed(1);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const kind = databaseUrl.startsWith("file:") ? "SQLite, integridade verificada" : "PostgreSQL, pg_dump formato custom";
  console.log(`Cópia gravada em ${target}: ${megabytes} MB em ${seconds} s (${kind}).`);
  return 0;
}

process.exit(await main());
