import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { checkQuarterFiles, type ImportedQuarter } from "./quarter-import.ts";
import { importedQuartersStamp, listImportedQuarters, removeImportedQuarter, saveImportedQuarter } from "./quarters.store.server.ts";
import { findQuarterOn, sabbathSchoolOn, todaysLessons } from "./sabbath-school.server.ts";

const FIXTURE = "tests/fixtures/lessons/pt/2026-04";

function fixtureQuarter(): ImportedQuarter {
  const files = readdirSync(FIXTURE, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => ({
      name: `2026-04/${relative(FIXTURE, join(e.parentPath, e.name))}`,
      bytes: new Uint8Array(readFileSync(join(e.parentPath, e.name))),
    }));
  const checked = checkQuarterFiles(files);
  if (!checked.ok) throw new Error("the fixture quarter is refused");
  return checked.quarter;
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
    expect(await saveImportedQuarter(storage.db, quarter, "2026-04.zip", t0)).toEqual({ replaced: false });
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
    expect(await saveImportedQuarter(storage.db, changed, "2026-04", later)).toEqual({ replaced: true });
    expect((await listImportedQuarters(storage.db)).map((q) => [q.id, q.titulo, q.source])).toEqual([
      ["2026-04", "Sementes do Reino (revisto)", "2026-04"],
    ]);
    expect((await findQuarterOn(storage.db, "adultos", inside))?.tema).toBe("Sementes do Reino (revisto)");

    expect(await removeImportedQuarter(storage.db, "2026-04")).toBe(true);
    expect(await removeImportedQuarter(storage.db, "2026-04")).toBe(false);
    expect((await findQuarterOn(storage.db, "adultos", inside))?.importado).toBeUndefined();
  });
});
