import { execFile } from "node:child_process";
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { findBook } from "#app/areas/bible/books.ts";
import { openDatabase } from "#db/index.ts";
import { findHalfWritten } from "../crash/half-written.ts";
import { readSnapshot } from "../crash/snapshot.ts";
import { freshPostgresDatabase, type FreshDatabase } from "../support/fresh-postgres.ts";
import { e2eEngine, startServer } from "../support/server-process.ts";
import { ownAddress, PASSWORD, uniqueEmail } from "../support/members.ts";

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/** npm run db:backup -- <file>, as the operator runs it, against the database DATABASE_URL names. */
const backup = (databaseUrl: string, file: string) => run(process.execPath, ["scripts/db-backup.ts", file], { DATABASE_URL: databaseUrl });

/** A PostgreSQL dump restored as docs/backup-and-restore.md says: pg_restore into a new database. */
async function restoreDump(file: string): Promise<FreshDatabase> {
  const restored = await freshPostgresDatabase("lampada_restaurado");
  const result = await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${restored.url}`, file]);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return restored;
}

async function logIn(api: APIRequestContext, email: string): Promise<void> {
  const response = await api.post("/login", { form: { intent: "login", email, senha: PASSWORD }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
}

const noteForm = (titulo: string) => ({ intent: "nota-criar", titulo, referencia: "Sl 119:105", conteudo: "Lâmpada para os meus pés." });

test("a backup taken while the server writes restores into a new server with the member's data", async ({ playwright }) => {
  // Two production servers start in this test (the one copied and the one restored).
  test.setTimeout(120_000);
  const postgres = e2eEngine() === "postgres";
  const file = join(mkdtempSync(join(tmpdir(), "lampada-backup-")), postgres ? "copia.dump" : "copia.db");
  const email = uniqueEmail("copia");
  const headers = ownAddress();

  const server = await startServer({ TRUST_PROXY: "1" }, "test-results/backup-server.log");
  const api = await playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: { ...headers, Origin: server.url } });
  let restoredDump: FreshDatabase | null = null;
  try {
    const signUp = { intent: "signup", nome: "Célia Cópia", idade: "41", email, senha: PASSWORD, confirmarSenha: PASSWORD };
    // A sign-up, then the login that gives the session cookie.
    expect((await api.post("/login", { form: signUp, maxRedirects: 0 })).status()).toBe(302);
    expect((await api.post("/login", { form: { intent: "login", email, senha: PASSWORD }, maxRedirects: 0 })).status()).toBe(302);
    expect(await (await api.post("/perfil/notas", { form: noteForm("Nota antes da cópia") })).text()).toContain("Nota criada.");

    // Notes keep coming while the copy is taken.
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 1; writing; n++) {
        const title = `Nota durante a cópia ${n}`;
        if ((await api.post("/perfil/notas", { form: noteForm(title) })).status() === 200) acknowledged.push(title);
      }
    })();
    await expect.poll(() => acknowledged.length).toBeGreaterThan(0);
    const beforeBackup = [...acknowledged];
    const copied = await backup(server.databaseUrl, file);
    writing = false;
    await writer;
    expect(copied.stderr).toBe("");
    const kind = postgres ? "PostgreSQL, pg_dump formato custom" : "SQLite, integridade verificada";
    expect(copied.stdout).toBe(`Cópia gravada em ${file}: ${/[\d.]+ MB em [\d.]+ s/.exec(copied.stdout)?.[0]} (${kind}).\n`);

    // An existing file is never overwritten.
    const size = statSync(file).size;
    const again = await backup(server.databaseUrl, file);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("O arquivo de destino já existe");
    expect(statSync(file).size).toBe(size);

    // Restored (SQLite: the copy is the database; PostgreSQL: pg_restore into a new one), it is
    // consistent: nothing half-written (the points ledger, the ranking counts, every note paid).
    restoredDump = postgres ? await restoreDump(file) : null;
    const restoredUrl = restoredDump?.url ?? `file:${file}`;
    const { db } = openDatabase(restoredUrl);
    const snapshot = await readSnapshot(db).finally(() => db.destroy());
    expect(findHalfWritten(snapshot.integrity, (id) => findBook(id)?.capitulos)).toEqual([]);

    // A new server on it: the member logs in and finds the notes written before the copy began.
    const restored = await startServer({ TRUST_PROXY: "1", DATABASE_URL: restoredUrl }, "test-results/backup-restored.log");
    const member = await playwright.request.newContext({ baseURL: restored.url, extraHTTPHeaders: { ...headers, Origin: restored.url } });
    try {
      await logIn(member, email);
      const notes = await (await member.get("/perfil/notas")).text();
      for (const title of ["Nota antes da cópia", ...beforeBackup]) expect(notes).toContain(title);
    } finally {
      await member.dispose();
      await restored.stop();
    }
  } finally {
    await api.dispose();
    await server.stop();
    await restoredDump?.drop();
  }
});
