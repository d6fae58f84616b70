import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { importVersion, readVersionFiles } from "./import.store.server.ts";
import { countStoredBooks, readChapter } from "./text.store.server.ts";

const now = new Date("2026-05-01T10:00:00Z");
const bookJson = (abbrev: string, chapters: string[][]) => JSON.stringify({ abbrev, name: abbrev, author: "", group: "", chapters });

let dir: string;
const folder = (name: string, files: Record<string, string>) => {
  const root = join(dir, name);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "lampada-import-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("reading a version's files", () => {
  it("reads the source's layout (code/code.json, source codes, BOM) in Bible order", async () => {
    const root = folder("layout", {
      "re/re.json": "\uFEFF" + bookJson("re", [["Apocalipse um."]]),
      "ps/ps.json": bookJson("ps", [["Salmo um."]]),
    });
    const list = await readVersionFiles(root);
    expect(list.map((b) => b.book.id)).toEqual(["sl", "ap"]);
  });

  it("reads one file holding a list of books", async () => {
    const file = join(dir, "all.json");
    writeFileSync(file, JSON.stringify([JSON.parse(bookJson("jd", [["Judas um."]])), JSON.parse(bookJson("gn", [["Gênesis um."]]))]));
    expect((await readVersionFiles(file)).map((b) => b.book.id)).toEqual(["gn", "jd"]);
  });

  it.each([
    ["a bad file, by name and reason", { "ps/ps.json": bookJson("ps", [["ok"]]), "jd/jd.json": "{" }, /jd\.json: não é um JSON válido/],
    ["an unknown book", { "xx.json": bookJson("xx", [["?"]]) }, /xx\.json: livro desconhecido "xx"/],
    ["a book given twice", { "ps.json": bookJson("ps", [["a"]]), "sl.json": bookJson("sl", [["b"]]) }, /Salmos aparece duas vezes/],
    ["an empty folder", {}, /nenhum arquivo de livro/],
  ])("refuses %s", async (_case, files, message) => {
    const root = folder(`bad-${Math.random().toString(36).slice(2)}`, files);
    mkdirSync(root, { recursive: true });
    await expect(readVersionFiles(root)).rejects.toThrow(message);
  });
});

describeStorage("importing", (storage) => {
  it("writes every book and can run again without duplicating anything", async () => {
    const root = folder(`ok-${storage.name}`, {
      "rt/rt.json": bookJson("rt", [["Rute 1:1.", "Rute 1:2."], ["Rute 2:1."]]),
      "jn/jn.json": bookJson("jn", [["Jonas 1:1."]]),
    });
    const list = await readVersionFiles(root);
    expect(await importVersion(storage.db, "acf", list, now)).toBe(4);
    expect(await importVersion(storage.db, "acf", list, now)).toBe(4);
    expect(await readChapter(storage.db, "acf", "rt", 1)).toEqual([
      { number: 1, text: "Rute 1:1." },
      { number: 2, text: "Rute 1:2." },
    ]);
    expect(await countStoredBooks(storage.db, "acf")).toBe(2);
  });
});
