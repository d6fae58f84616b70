import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readChapter } from "#app/areas/bible/text.store.server.ts";
import { openDatabase } from "#db/index.ts";

/** `npm run bible:import` on a small fixture in the source's layout. */
const dir = mkdtempSync(join(tmpdir(), "lampada-import-cli-"));
const databaseUrl = `file:${join(dir, "db.sqlite")}`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeBook(folder: string, code: string, content: string) {
  mkdirSync(join(folder, code), { recursive: true });
  writeFileSync(join(folder, code, `${code}.json`), content);
}
const run = (...args: string[]) =>
  spawnSync(process.execPath, ["scripts/bible-import.ts", ...args], { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: "utf8" });

describe("bible:import", () => {
  const good = join(dir, "good");
  writeBook(good, "ob", JSON.stringify({ abbrev: "ob", chapters: [["Obadias um.", "Obadias dois."]] }));
  writeBook(good, "jd", "\uFEFF" + JSON.stringify({ abbrev: "jd", chapters: [["Judas um."]] }));

  it("imports a version with progress, and again without duplicates", async () => {
    for (let i = 0; i < 2; i++) {
      const result = run("--version", "nvi", good);
      expect(result.status).toBe(0);
      expect(result.stdout).toContain("gravando 2/2: Judas");
      expect(result.stdout).toContain("NVI: 2 livros, 3 versículos importados");
    }
    const { db } = openDatabase(databaseUrl);
    expect(await readChapter(db, "nvi", "ob", 1)).toEqual([
      { number: 1, text: "Obadias um." },
      { number: 2, text: "Obadias dois." },
    ]);
    await db.destroy();
  });

  it("names a bad file with its reason and imports nothing", async () => {
    const bad = join(dir, "bad");
    writeBook(bad, "rt", JSON.stringify({ abbrev: "rt", chapters: [["Rute um."]] }));
    writeBook(bad, "tt", JSON.stringify({ abbrev: "tt", chapters: "nada" }));
    const result = run("--version", "acf", bad);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `Importação cancelada, nada foi gravado — ${join(bad, "tt", "tt.json")}: a lista de capítulos está vazia ou ausente`,
    );
    const { db } = openDatabase(databaseUrl);
    expect(await readChapter(db, "acf", "rt", 1)).toEqual([]);
    await db.destroy();
  });

  it("explains its usage for a wrong version", () => {
    const result = run("--version", "xyz", good);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("uso: npm run bible:import -- --version <acf|nvi> <pasta ou arquivo>");
  });
});
