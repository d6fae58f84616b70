import { beforeAll, expect, it } from "vitest";
import type { Church } from "#app/areas/churches/churches.store.server.ts";
import { aSecondChurch, theFirstChurch } from "#tests/support/churches.ts";
import { describeStorage, type StorageUnderTest } from "#tests/support/storage-test.ts";
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

/** The block's first church, found once its database is open. */
function firstChurchOf(storage: StorageUnderTest): () => Church {
  let found: Church | undefined;
  beforeAll(async () => {
    found = await theFirstChurch(storage.db);
  });
  return () => found!;
}

describeStorage("the church's imported hymnal", (storage) => {
  const church = firstChurchOf(storage);

  it("imports, re-imports (updates) and replaces; the hymnal shows them over the shipped examples", async () => {
    const first = [hymn(5, "Cinco da igreja"), ...Array.from({ length: 450 }, (_, i) => hymn(101 + i, `Hino ${101 + i}`))];
    expect(await saveImportedHymns(storage.db, church(), first, { replace: false, scope: "church" }, t0)).toEqual({
      created: 451,
      updated: 0,
      removed: 0,
    });
    expect(await listImportedHymns(storage.db, church(), "church")).toHaveLength(451);
    expect((await listImportedHymns(storage.db, church(), "church"))[0]).toEqual(hymn(5, "Cinco da igreja"));

    const hymnal = await churchHymnal(storage.db, church());
    expect(hymnal.byNumber.get(5)).toMatchObject({ titulo: "Cinco da igreja", importado: true, copyright: "© 2026 Igreja" });
    expect(hymnal.byNumber.get(4)?.importado).toBeUndefined();
    expect(hymnal.hymns.at(-1)?.numero).toBe(550);
    expect(await churchHymnal(storage.db, church())).toBe(hymnal);

    // Re-importing updates the numbers it names and leaves the others.
    expect(
      await saveImportedHymns(
        storage.db,
        church(),
        [hymn(301, "Novo título", { coro: null }), hymn(600, "Seiscentos")],
        { replace: false, scope: "church" },
        later,
      ),
    ).toEqual({
      created: 1,
      updated: 1,
      removed: 0,
    });
    expect((await findHymn(storage.db, church(), "301"))?.titulo).toBe("Novo título");
    expect((await findHymn(storage.db, church(), "301"))?.letra).not.toContain("Coro:");
    expect((await churchHymnal(storage.db, church())).hymns.length).toBeGreaterThan(hymnal.hymns.length);

    // --replace: only the new set stays; the shipped example 5 comes back.
    expect(await saveImportedHymns(storage.db, church(), [hymn(700, "Só este")], { replace: true, scope: "church" }, last)).toEqual({
      created: 1,
      updated: 0,
      removed: 452,
    });
    expect((await listImportedHymns(storage.db, church(), "church")).map((h) => h.numero)).toEqual([700]);
    expect((await findHymn(storage.db, church(), "5"))?.importado).toBeUndefined();
    expect(await findHymn(storage.db, church(), "301")).toBeUndefined();
    expect((await findHymn(storage.db, church(), "700"))?.titulo).toBe("Só este");
  });

  it("stores nothing when any row fails, even after hundreds were written (one transaction)", async () => {
    const stamp = await importedHymnalStamp(storage.db, church());
    const broken = [...Array.from({ length: 450 }, (_, i) => hymn(1000 + i, "Bom")), hymn(2000, null as unknown as string)];
    await expect(saveImportedHymns(storage.db, church(), broken, { replace: false, scope: "church" }, later)).rejects.toThrow();
    await expect(saveImportedHymns(storage.db, church(), broken, { replace: true, scope: "church" }, later)).rejects.toThrow();
    expect((await listImportedHymns(storage.db, church(), "church")).map((h) => h.numero)).toEqual([700]);
    expect(await importedHymnalStamp(storage.db, church())).toBe(stamp);
  });
});

describeStorage("each church's hymnal and the conference's", (storage) => {
  const church = firstChurchOf(storage);
  const own = { replace: false, scope: "church" } as const;
  const shared = { replace: false, scope: "conference" } as const;

  it("a church's own hymns are its alone: another church sees, lists and replaces none of them", async () => {
    const other = await aSecondChurch(storage.db);
    await saveImportedHymns(storage.db, church(), [hymn(5, "Cinco da primeira"), hymn(800, "Oitocentos da primeira")], own, t0);
    expect(await listImportedHymns(storage.db, other, "church")).toEqual([]);
    expect((await findHymn(storage.db, other, "5"))?.importado).toBeUndefined();
    expect(await findHymn(storage.db, other, "800")).toBeUndefined();
    const stamp = await importedHymnalStamp(storage.db, church());

    // The second church's replace removes only its own (none) and adds its hymn.
    expect(await saveImportedHymns(storage.db, other, [hymn(900, "Da segunda")], { replace: true, scope: "church" }, later)).toEqual({
      created: 1,
      updated: 0,
      removed: 0,
    });
    expect((await listImportedHymns(storage.db, church(), "church")).map((h) => h.numero)).toEqual([5, 800]);
    expect(await findHymn(storage.db, church(), "900")).toBeUndefined();
    expect(await importedHymnalStamp(storage.db, church())).toBe(stamp);
    expect((await findHymn(storage.db, other, "900"))?.titulo).toBe("Da segunda");
  });

  it("the conference's hymns reach every church, and the conference's replace leaves each church's own", async () => {
    const other = await aSecondChurch(storage.db, "terceira-igreja", "Terceira Igreja");
    expect(await saveImportedHymns(storage.db, church(), [hymn(4, "Quatro da associação"), hymn(950, "Da associação")], shared, last)).toEqual({
      created: 2,
      updated: 0,
      removed: 0,
    });
    expect((await findHymn(storage.db, other, "950"))?.titulo).toBe("Da associação");
    expect((await findHymn(storage.db, church(), "4"))?.titulo).toBe("Quatro da associação");
    expect((await listImportedHymns(storage.db, other, "conference")).map((h) => h.numero)).toEqual([4, 950]);
    expect(await listImportedHymns(storage.db, other, "church")).toEqual([]);

    expect(await saveImportedHymns(storage.db, church(), [hymn(951, "Só da associação")], { replace: true, scope: "conference" }, last)).toEqual({
      created: 1,
      updated: 0,
      removed: 2,
    });
    expect((await listImportedHymns(storage.db, church(), "church")).map((h) => h.numero)).toEqual([5, 800]);
    expect((await findHymn(storage.db, other, "4"))?.importado).toBeUndefined();
  });
});
