import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import type { ImportedHymn } from "./hymn-formats.ts";
import { churchHymnal, findHymn } from "./hymnal.server.ts";
import { importedHymnalStamp, listImportedHymns, saveImportedHymns } from "./hymnal.store.server.ts";

const t0 = new Date("2026-11-28T12:00:00Z");
const later = new Date("2026-11-28T12:05:00Z");
const last = new Date("2026-11-28T12:10:00Z");

const hymn = (numero: number, titulo: string, extra: Partial<ImportedHymn> = {}): ImportedHymn => ({
  numero,
  titulo,
  estrofes: [`Primeira estrofe do ${numero}\nsegunda linha`, "Outra estrofe"],
  coro: "Coro curto",
  autor: "Coral",
  copyright: "© 2026 Igreja",
  arquivo: `${numero}.txt`,
  ...extra,
});

describeStorage("the church's imported hymnal", (storage) => {
  it("imports, re-imports (updates) and replaces; the hymnal shows them over the shipped examples", async () => {
    const first = [hymn(5, "Cinco da igreja"), ...Array.from({ length: 450 }, (_, i) => hymn(101 + i, `Hino ${101 + i}`))];
    expect(await saveImportedHymns(storage.db, first, { replace: false }, t0)).toEqual({ created: 451, updated: 0, removed: 0 });
    expect(await listImportedHymns(storage.db)).toHaveLength(451);
    expect((await listImportedHymns(storage.db))[0]).toEqual(hymn(5, "Cinco da igreja"));

    const hymnal = await churchHymnal(storage.db);
    expect(hymnal.byNumber.get(5)).toMatchObject({ titulo: "Cinco da igreja", importado: true, copyright: "© 2026 Igreja" });
    expect(hymnal.byNumber.get(4)?.importado).toBeUndefined();
    expect(hymnal.hymns.at(-1)?.numero).toBe(550);
    expect(await churchHymnal(storage.db)).toBe(hymnal);

    // Re-importing updates the numbers it names and leaves the others.
    expect(
      await saveImportedHymns(storage.db, [hymn(301, "Novo título", { coro: null }), hymn(600, "Seiscentos")], { replace: false }, later),
    ).toEqual({
      created: 1,
      updated: 1,
      removed: 0,
    });
    expect((await findHymn(storage.db, "301"))?.titulo).toBe("Novo título");
    expect((await findHymn(storage.db, "301"))?.letra).not.toContain("Coro:");
    expect((await churchHymnal(storage.db)).hymns.length).toBeGreaterThan(hymnal.hymns.length);

    // --replace: only the new set stays; the shipped example 5 comes back.
    expect(await saveImportedHymns(storage.db, [hymn(700, "Só este")], { replace: true }, last)).toEqual({ created: 1, updated: 0, removed: 452 });
    expect((await listImportedHymns(storage.db)).map((h) => h.numero)).toEqual([700]);
    expect((await findHymn(storage.db, "5"))?.importado).toBeUndefined();
    expect(await findHymn(storage.db, "301")).toBeUndefined();
    expect((await findHymn(storage.db, "700"))?.titulo).toBe("Só este");
  });

  it("stores nothing when any row fails, even after hundreds were written (one transaction)", async () => {
    const stamp = await importedHymnalStamp(storage.db);
    const broken = [...Array.from({ length: 450 }, (_, i) => hymn(1000 + i, "Bom")), hymn(2000, null as unknown as string)];
    await expect(saveImportedHymns(storage.db, broken, { replace: false }, later)).rejects.toThrow();
    await expect(saveImportedHymns(storage.db, broken, { replace: true }, later)).rejects.toThrow();
    expect((await listImportedHymns(storage.db)).map((h) => h.numero)).toEqual([700]);
    expect(await importedHymnalStamp(storage.db)).toBe(stamp);
  });
});
