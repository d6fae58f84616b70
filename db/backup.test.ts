import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { BackupError, backupPostgres, backupSqlite, pgDumpArguments, sourceProblem, targetProblem, withoutPassword } from "./backup.ts";

function folderWithDatabase() {
  const folder = mkdtempSync(join(tmpdir(), "lampada-backup-test-"));
  const source = join(folder, "lampada.db");
  const db = new DatabaseSync(source);
  db.exec("PRAGMA journal_mode = WAL; create table notes (title text); insert into notes values ('Graça'), ('Fé');");
  return { folder, source, db };
}

describe("database backups", () => {
  it("copies an SQLite database that another connection keeps open in WAL mode", async () => {
    const { folder, source, db } = folderWithDatabase();
    db.exec("insert into notes values ('Esperança')"); // committed to the WAL, not checkpointed
    await backupSqlite(source, join(folder, "copia.db"));
    db.close();
    const copy = new DatabaseSync(join(folder, "copia.db"), { readOnly: true });
    expect(
      copy
        .prepare("select title from notes order by rowid")
        .all()
        .map((r) => r.title),
    ).toEqual(["Graça", "Fé", "Esperança"]);
    copy.close();
    expect(readdirSync(folder).filter((f) => f.includes("parcial"))).toEqual([]);
    expect(statSync(join(folder, "copia.db")).mode & 0o777).toBe(0o600);
  });

  it("never overwrites a file, and says so in Portuguese", async () => {
    const { folder, source, db } = folderWithDatabase();
    db.close();
    const target = join(folder, "existente.db");
    writeFileSync(target, "não apagar");
    expect(targetProblem(target)).toBe(`O arquivo de destino já existe: ${target}. A cópia nunca sobrescreve um arquivo; escolha outro nome.`);
    await expect(backupSqlite(source, target)).rejects.toThrow(BackupError);
    expect(readFileSync(target, "utf8")).toBe("não apagar");
    expect(targetProblem(join(folder, "falta", "copia.db"))).toBe(`A pasta de destino não existe: ${join(folder, "falta")}.`);
  });

  it("refuses a missing SQLite database instead of copying a new empty one", async () => {
    const folder = mkdtempSync(join(tmpdir(), "lampada-backup-test-"));
    const missing = join(folder, "nao-existe.db");
    expect(sourceProblem(`file:${missing}`)).toBe(`O banco não existe: ${missing}. Confira DATABASE_URL.`);
    expect(sourceProblem("postgres://127.0.0.1/lampada")).toBeNull();
    await expect(backupSqlite(missing, join(folder, "copia.db"))).rejects.toThrow("O banco não existe");
    expect(existsSync(missing)).toBe(false);
  });

  it("dumps PostgreSQL with pg_dump in custom format, and says how when pg_dump is missing", async () => {
    expect(pgDumpArguments("postgres://u@h/db", "c.dump")).toEqual([
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      "--file=c.dump",
      "--dbname=postgres://u@h/db",
    ]);
    const folder = mkdtempSync(join(tmpdir(), "lampada-backup-test-"));
    const target = join(folder, "lampada.dump");
    await expect(backupPostgres("postgres://u@h/db", target, join(folder, "sem-pg_dump"))).rejects.toThrow(
      `pg_dump --format=custom --no-owner --no-privileges --file=${target} --dbname="$DATABASE_URL"`,
    );
    expect(readdirSync(folder)).toEqual([]);
  });

  it("hands pg_dump the password in PGPASSWORD, never in its arguments, and writes the dump readable by its owner only", async () => {
    expect(withoutPassword("postgres://lampada:s%40nha%20forte@db.exemplo:5432/lampada")).toEqual({
      url: "postgres://lampada@db.exemplo:5432/lampada",
      password: "s@nha forte",
    });
    expect(withoutPassword("postgres://lampada@db.exemplo/lampada")).toEqual({ url: "postgres://lampada@db.exemplo/lampada", password: null });
    // A stand-in pg_dump: writes what it was given (its arguments and PGPASSWORD) as the dump.
    const folder = mkdtempSync(join(tmpdir(), "lampada-backup-test-"));
    const standIn = join(folder, "pg_dump");
    writeFileSync(
      standIn,
      '#!/bin/sh\nfor a in "$@"; do case "$a" in --file=*) f="${a#--file=}";; esac; done\nprintf \'%s\\n\' "$*" "PGPASSWORD=$PGPASSWORD" > "$f"\n',
    );
    chmodSync(standIn, 0o755);
    const target = join(folder, "lampada.dump");
    await backupPostgres("postgres://lampada:segredo-123@db.exemplo/lampada", target, standIn);
    const [args, env] = readFileSync(target, "utf8").trim().split("\n");
    expect(args).not.toContain("segredo-123");
    expect(args).toContain("--dbname=postgres://lampada@db.exemplo/lampada");
    expect(env).toBe("PGPASSWORD=segredo-123");
    expect(statSync(target).mode & 0o777).toBe(0o600);
  });
});
