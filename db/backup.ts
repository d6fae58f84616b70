import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, closeSync, existsSync, fsyncSync, linkSync, openSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * Copies of the database while the portal serves (npm run db:backup; docs/backup-and-restore.md).
 * A copy is written beside its target under a temporary name and only then given the target's
 * name, without ever replacing a file: a half-made copy never carries the name, and an
 * existing file is never overwritten.
 */
export class BackupError extends Error {}

/** What is wrong with a target path, in Portuguese, or null. */
export function targetProblem(target: string): string | null {
  if (existsSync(target)) return `O arquivo de destino já existe: ${target}. A cópia nunca sobrescreve um arquivo; escolha outro nome.`;
  const folder = dirname(resolve(target));
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return `A pasta de destino não existe: ${folder}.`;
  return null;
}

/** What is wrong with the database to copy, in Portuguese, or null: an SQLite file must exist (opening it would create an empty one). */
export function sourceProblem(databaseUrl: string): string | null {
  const path = databaseUrl.startsWith("file:") ? databaseUrl.slice("file:".length) : null;
  return path !== null && !existsSync(path) ? `O banco não existe: ${path}. Confira DATABASE_URL.` : null;
}

/** A copy holds every member's data: only its owner may read it. */
const COPY_MODE = 0o600;

/**
 * Writes into a temporary file beside `target`, created readable by its owner only, then gives it
 * the target's name (failing if one appeared meanwhile).
 */
async function writeThenName(target: string, write: (temporary: string) => Promise<void> | void): Promise<void> {
  const problem = targetProblem(target);
  if (problem) throw new BackupError(problem);
  const temporary = join(dirname(resolve(target)), `.${basename(target)}.${randomBytes(4).toString("hex")}.parcial`);
  try {
    closeSync(openSync(temporary, "wx", COPY_MODE));
    await write(temporary);
    chmodSync(temporary, COPY_MODE);
    const fd = openSync(temporary, "r");
    fsyncSync(fd);
    closeSync(fd);
    linkSync(temporary, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new BackupError(targetProblem(target)!);
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * SQLite: `VACUUM INTO` through node:sqlite (the portal's driver), which reads the whole
 * database in one read transaction, so the copy is the database as of one commit while
 * the server goes on writing (WAL: readers and the writer do not wait for each other).
 * The copy is checked with `PRAGMA integrity_check` before it gets its name.
 */
export async function backupSqlite(sourcePath: string, target: string): Promise<void> {
  const problem = sourceProblem(`file:${sourcePath}`);
  if (problem) throw new BackupError(problem);
  await writeThenName(target, (temporary) => {
    const source = new DatabaseSync(sourcePath, { timeout: 5000 });
    try {
      source.prepare("VACUUM INTO ?").run(temporary);
    } finally {
      source.close();
    }
    const copy = new DatabaseSync(temporary, { readOnly: true });
    try {
      const rows = copy.prepare("PRAGMA integrity_check").all() as Array<{ integrity_check: string }>;
      const verdict = rows.map((r) => r.integrity_check).join("; ");
      if (verdict !== "ok") throw new BackupError(`A cópia não passou na verificação de integridade: ${verdict}`);
    } finally {
      copy.close();
    }
  });
}

/** The pg_dump arguments for a custom-format dump (one consistent snapshot, restored with pg_restore). */
export function pgDumpArguments(databaseUrl: string, file: string): string[] {
  return ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${databaseUrl}`];
}

/**
 * DATABASE_URL split for pg_dump: the address without its password (arguments are visible to
 * every user of the machine in /proc) and the password apart, handed over in PGPASSWORD.
 */
export function withoutPassword(databaseUrl: string): { url: string; password: string | null } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return { url: databaseUrl, password: null };
  }
  if (!url.password) return { url: databaseUrl, password: null };
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.href, password };
}

/** PostgreSQL: runs `pg_dump` (the PG_DUMP variable, else the one on PATH); a missing pg_dump is a BackupError. */
export async function backupPostgres(databaseUrl: string, target: string, pgDump = process.env.PG_DUMP || "pg_dump"): Promise<void> {
  const { url, password } = withoutPassword(databaseUrl);
  const env = password === null ? process.env : { ...process.env, PGPASSWORD: password };
  await writeThenName(
    target,
    (temporary) =>
      new Promise<void>((done, failed) => {
        const child = spawn(pgDump, pgDumpArguments(url, temporary), { stdio: ["ignore", "inherit", "inherit"], env });
        child.on("error", (error: NodeJS.ErrnoException) =>
          failed(
            error.code === "ENOENT"
              ? new BackupError(
                  `pg_dump não foi encontrado (${pgDump}). Instale o cliente do PostgreSQL (Debian: apt install postgresql-client) ` +
                    `ou rode você mesmo:\n  pg_dump ${pgDumpArguments('"$DATABASE_URL"', target).join(" ")}`,
                )
              : error,
          ),
        );
        child.on("exit", (code) => (code === 0 ? done() : failed(new BackupError(`pg_dump terminou com código ${code}; nada foi gravado.`))));
      }),
  );
}
