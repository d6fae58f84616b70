import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { checkQuarterFiles, type ImportedQuarter } from "./quarter-import.ts";
import { importedQuartersStamp, listImportedQuarters, removeImportedQuarter, saveImportedQuarters } from "./quarters.store.server.ts";
import { findQuarterOn, sabbathSchoolOn, todaysLessons } from "./sabbath-school.server.ts";

function fixtureQuarter(folder = "2026-04"): ImportedQuarter {
  const fixture = `tests/fixtures/lessons/pt/${folder}`;
  const files = readdirSync(fixture, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => ({
      name: `${folder}/${relative(fixture, join(e.parentPath, e.name))}`,
      bytes: new Uint8Array(readFileSync(join(e.parentPath, e.name))),
    }));
  const checked = checkQuarterFiles(files);
  if (!checked.ok) throw new Error("the fixture quarter is refused");
  return checked.quarters[0]!;
}

const t0 = new Date("2026-11-28T12:00:00Z");
const later = new Date("2026-11-28T12:05:00Z");
/** Tuesday of the fixture's second week, and a day after the quarter. */
const inside = { year: 2026, month: 10, day: 13 };
const after = { year: 2026, month: 10, day: 17 };

describeStorage("imported Sabbath School quarters", (storage) => {
  it("stores a quarter whole, replaces it on a new import, and the classes follow it on its dates only", async () => {
    const quarter = fixtureQuarter();
    const before = await importedQuartersStamp(storage.db);
    expect(await saveImportedQuarters(storage.db, [quarter], "2026-04.zip", t0)).toEqual([{ replaced: false }]);
    const [stored] = await listImportedQuarters(storage.db);
    expect(stored).toEqual({ ...quarter, source: "2026-04.zip", importedAt: t0.toISOString() });
    expect(await importedQuartersStamp(storage.db)).not.toBe(before);

    // 'Lição de hoje' on the Tuesday of week 2 opens that quarter's day; the youth keep the example.
    expect(await todaysLessons(storage.db, inside)).toEqual([
      {
        categoria: "adultos",
        nome: "Adultos",
        licao: { numero: 2, titulo: "O grão de mostarda", semana: "Semana de 10 a 16 de outubro" },
        dia: { id: "terca", nome: "Terça-feira", titulo: "Galhos para as aves" },
        exemplo: false,
      },
      expect.objectContaining({ categoria: "jovens", exemplo: true }),
    ]);
    expect((await findQuarterOn(storage.db, "adultos", inside))?.tema).toBe("Sementes do Reino");
    // After its last Friday, the shipped example again.
    expect((await sabbathSchoolOn(storage.db, after)).map((q) => q.importado)).toEqual([undefined, undefined]);

    // Importing it again replaces it whole.
    const changed = { ...quarter, titulo: "Sementes do Reino (revisto)" };
    expect(await saveImportedQuarters(storage.db, [changed], "2026-04", later)).toEqual([{ replaced: true }]);
    expect((await listImportedQuarters(storage.db)).map((q) => [q.id, q.titulo, q.source])).toEqual([
      ["2026-04", "Sementes do Reino (revisto)", "2026-04"],
    ]);
    expect((await findQuarterOn(storage.db, "adultos", inside))?.tema).toBe("Sementes do Reino (revisto)");

    expect(await removeImportedQuarter(storage.db, "2026-04")).toBe(true);
    expect(await removeImportedQuarter(storage.db, "2026-04")).toBe(false);
    expect((await findQuarterOn(storage.db, "adultos", inside))?.importado).toBeUndefined();
  });

  it("stores the youth's Sunday-to-Sabbath quarter beside the adults' in one import; 'Lição de hoje' opens each class's real day", async () => {
    expect(await saveImportedQuarters(storage.db, [fixtureQuarter(), fixtureQuarter("2026-04-cq")], "src.zip", t0)).toEqual([
      { replaced: false },
      { replaced: false },
    ]);
    // Saturday 3 October 2026: the youth's seventh day (their Sabbath), the adults' first.
    const saturday = { year: 2026, month: 10, day: 3 };
    expect(await todaysLessons(storage.db, saturday)).toEqual([
      expect.objectContaining({ categoria: "adultos", exemplo: false, dia: { id: "sabado", nome: "Sábado à tarde", titulo: "Uma semente na mão" } }),
      {
        categoria: "jovens",
        nome: "Jovens",
        licao: { numero: 1, titulo: "A árvore junto ao ribeiro", semana: "Semana de 27 de setembro a 3 de outubro" },
        dia: { id: "sabado", nome: "Sábado", titulo: "Raízes para a semana que vem" },
        exemplo: false,
      },
    ]);
    // Sunday 27 September: the youth's first day, before the adults' quarter starts.
    expect(await todaysLessons(storage.db, { year: 2026, month: 9, day: 27 })).toEqual([
      expect.objectContaining({ categoria: "adultos", exemplo: true }),
      expect.objectContaining({ categoria: "jovens", exemplo: false, dia: { id: "domingo", nome: "Domingo", titulo: "Plantada, não largada" } }),
    ]);
  });
});
