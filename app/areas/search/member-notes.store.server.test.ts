import { expect, it } from "vitest";
import { changeVerseMarks } from "#app/areas/bible/marks.store.server.ts";
import { createNote } from "#app/areas/profile/notes.store.server.ts";
import { theFirstChurch } from "#tests/support/churches.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { insertTestUser } from "#tests/support/test-databases.ts";
import { searchEverything } from "./search.server.ts";

const now = new Date("2026-11-30T12:00:00Z");

/** The one search finds a member's own notes and verse marks, and never another member's. */
describeStorage("a member's notes in the one search", (storage) => {
  const search = async (query: string, memberId: string | null, kind: "notas" | null = null) =>
    searchEverything(storage.db, storage.engine, {
      query,
      version: "acf",
      kind,
      perGroup: 5,
      today: { year: 2026, month: 11, day: 30 },
      memberId,
      church: await theFirstChurch(storage.db),
    });

  it("finds the member's note and verse note, first, marked; another member and a visitor find nothing of them", async () => {
    const ana = await insertTestUser(storage.db, "ana-notas");
    const bia = await insertTestUser(storage.db, "bia-notas");
    await createNote(storage.db, ana, { titulo: "Visita", referencia: "Rm 12:13", conteudo: "Orar pela família Ferreira na quinta." }, now);
    await changeVerseMarks(storage.db, ana, { book: "rt", chapter: 1 }, [16], { note: "Lembrar da família Ferreira" }, now);
    await changeVerseMarks(storage.db, ana, { book: "sl", chapter: 23 }, [1], { color: "verde" }, now);

    const [notes] = await search("família Ferreira", ana);
    expect(notes).toMatchObject({ kind: "notas", label: "Suas notas", count: 2 });
    expect(notes!.items.map((i) => [i.href, i.context])).toEqual(
      expect.arrayContaining([
        ["/perfil?tab=notes", "Nota · Rm 12:13"],
        ["/biblia/rt/1#v16", "Nota no versículo"],
      ]),
    );
    expect(
      notes!.items
        .flatMap((i) => i.text ?? [])
        .filter((p) => p.match)
        .map((p) => p.text),
    ).toContain("Ferreira");
    // A highlight is found by its colour.
    expect((await search("destaque verde", ana, "notas"))[0]).toMatchObject({ count: 1, items: [{ title: [{ text: "Salmos 23:1" }] }] });

    expect((await search("família Ferreira", bia)).find((g) => g.kind === "notas")).toBeUndefined();
    expect((await search("família Ferreira", null)).find((g) => g.kind === "notas")).toBeUndefined();
  });
});
