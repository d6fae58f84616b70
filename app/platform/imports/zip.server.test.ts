import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { zipOf } from "#tests/support/zip-writer.ts";
import { inflateEntry, listZip, ZipError } from "./zip.server.ts";

const LIMITS = { entries: 10, entryBytes: 1024, totalBytes: 2048 };
/** One zip's wanted entries, inflated, as an upload of that zip alone reads them. */
function readZip(bytes: Uint8Array, limits: typeof LIMITS, wanted: (name: string) => boolean) {
  const listed = listZip(bytes, limits.entries, wanted).wanted;
  const big = listed.find((e) => e.size > limits.entryBytes);
  if (big) throw new ZipError(`${big.name}: arquivo maior que ${limits.entryBytes / 1024} KB`);
  if (listed.reduce((sum, e) => sum + e.size, 0) > limits.totalBytes) throw new ZipError(`mais de ${limits.totalBytes / 1024} KB descompactados`);
  return listed.map((e) => ({ name: e.name, bytes: inflateEntry(bytes, e) }));
}
const all = () => true;
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
/** The zip command (Info-ZIP), where the machine has it. */
const hasZipCommand = spawnSync("zip", ["-v"]).status === 0;

describe("reading a zip", () => {
  it("gives the wanted entries with their folders, in the zip's order", () => {
    const zip = zipOf([
      { name: "2026-04/info.yml", text: "title: Trimestre" },
      { name: "2026-04/cover.png", text: "não lido" },
      { name: "2026-04/01/01.md", text: "Olá, ção" },
    ]);
    const entries = readZip(zip, LIMITS, (name) => !name.endsWith(".png"));
    expect(entries.map((e) => [e.name, text(e.bytes)])).toEqual([
      ["2026-04/info.yml", "title: Trimestre"],
      ["2026-04/01/01.md", "Olá, ção"],
    ]);
  });

  it.skipIf(!hasZipCommand)("reads what the zip command writes, folders left out", () => {
    const zip = execFileSync("sh", ["-c", "cd tests/fixtures/lessons/pt && zip -qr - 2026-04"]);
    const names = readZip(new Uint8Array(zip), { entries: 100, entryBytes: 64 * 1024, totalBytes: 1024 * 1024 }, all).map((e) => e.name);
    expect(names).toContain("2026-04/info.yml");
    expect(names).toContain("2026-04/02/07.md");
    expect(names.some((n) => n.endsWith("/"))).toBe(false);
  });

  it("refuses what is not a zip, a damaged entry, too many entries and too many bytes, in Portuguese", () => {
    const refuse =
      (bytes: Uint8Array, limits = LIMITS) =>
      () =>
        readZip(bytes, limits, all);
    expect(refuse(new TextEncoder().encode("texto qualquer"))).toThrow(new ZipError("não é um arquivo zip válido"));
    expect(refuse(zipOf([{ name: "a.txt", text: "conteúdo de teste" }], { corrupt: true }))).toThrow(/^a\.txt: zip corrompido/);
    const many = zipOf(Array.from({ length: 11 }, (_, i) => ({ name: `${i}.txt`, text: "x" })));
    expect(refuse(many)).toThrow("o zip tem mais de 10 itens");
    expect(refuse(zipOf([{ name: "grande.txt", text: "a".repeat(2000) }]))).toThrow("grande.txt: arquivo maior que 1 KB");
    const two = zipOf([
      { name: "1.txt", text: "a".repeat(1000) },
      { name: "2.txt", text: "a".repeat(1000) },
      { name: "3.txt", text: "a".repeat(1000) },
    ]);
    expect(refuse(two)).toThrow("mais de 2 KB descompactados");
  });
});
