import { parseArgs, type ParseArgsOptionsConfig } from "node:util";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { loadConfigOrExit } from "#app/platform/config/config.ts";
import { openImportDatabase } from "./command-database.store.server.ts";
import { problemLines, type FileProblem, type ReadFiles } from "./problems.ts";
import { count } from "#app/platform/site/count.ts";

export type CommandValues = Record<string, string | boolean | undefined>;

/** What one import answers the command: the lines of its report, or the problems that refused it. */
export type CommandAnswer = { ok: true; report: (seconds: string) => string[] } | { ok: false; problems: readonly FileProblem[] };

export interface ImportCommand {
  /** 'uso: npm run …', printed with any mistake in the arguments. */
  usage: string;
  options: ParseArgsOptionsConfig;
  /** A mistake in the flags' values, in Portuguese, or null. */
  checkValues?: (values: CommandValues) => string | null;
  read: (path: string, values: CommandValues) => Promise<ReadFiles>;
  run: (db: Kysely<Database>, read: ReadFiles, values: CommandValues, path: string) => Promise<CommandAnswer>;
}

/**
 * The shell every import command shares (decision 0053): one path and the command's flags; the
 * files read before the database is opened; the database named by DATABASE_URL migrated; the
 * report on stdout (exit 0), or every problem on stderr and nothing written (exit 1); a mistake
 * in the arguments or an unreadable path exits 2 with the usage.
 */
export async function runImportCommand(command: ImportCommand, args: string[] = process.argv.slice(2)): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, options: command.options, allowPositionals: true });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${command.usage}`);
    return 2;
  }
  const [path] = parsed.positionals;
  const values = parsed.values as CommandValues;
  const mistake = command.checkValues?.(values) ?? null;
  if (!path || parsed.positionals.length !== 1 || mistake) {
    console.error(mistake ? `${mistake}\n${command.usage}` : command.usage);
    return 2;
  }
  const started = performance.now();
  let read;
  try {
    read = await command.read(path, values);
  } catch (error) {
    console.error(`Não foi possível ler ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n${command.usage}`);
    return 2;
  }
  const config = loadConfigOrExit();
  const db = await openImportDatabase(config.DATABASE_URL);
  try {
    const answer = await command.run(db, read, values, path);
    if (!answer.ok) {
      console.error(`Importação cancelada, nada foi gravado — ${count(answer.problems.length, "problema", "problemas")}:`);
      for (const line of problemLines(answer.problems)) console.error(`  ${line}`);
      return 1;
    }
    for (const line of answer.report(((performance.now() - started) / 1000).toFixed(2))) console.log(line);
    return 0;
  } finally {
    await db.destroy();
  }
}
