import { beforeAll, expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { findBook } from "./books.ts";
import { parseVerseQuery } from "./search.ts";
import { searchVerses } from "./search.store.server.ts";
import { isBookStored, readChapter, storeBook } from "./text.store.server.ts";

const now = new Date("2026-05-01T10:00:00Z");
const ruth = findBook("rt")!;
const john = findBook("jo")!;

describeStorage("Bible text", (storage) => {
  beforeAll(async () => {
    await storeBook(storage.db, "acf", john, [["No princípio era o Verbo."], [], ["Porque Deus amou o mundo de tal maneira."]], "import", now);
    await storeBook(storage.db, "acf", ruth, [["Primeiro versículo de Rute.", "", "Terceiro, com CORAÇÃO."], ["Capítulo dois."]], "source", now);
    await storeBook(storage.db, "nvi", john, [[], [], ["Porque Deus tanto amou o mundo."]], "import", now);
  });

  it("reads a chapter's verses in order, numbered by their place, empty ones skipped", async () => {
    expect(await readChapter(storage.db, "acf", "rt", 1)).toEqual([
      { number: 1, text: "Primeiro versículo de Rute." },
      { number: 3, text: "Terceiro, com CORAÇÃO." },
    ]);
    expect(await readChapter(storage.db, "nvi", "rt", 1)).toEqual([]);
  });

  it("knows which books it holds", async () => {
    expect(await isBookStored(storage.db, "acf", "rt")).toBe(true);
    expect(await isBookStored(storage.db, "nvi", "rt")).toBe(false);
  });

  it("replaces a book when it is stored again (import is idempotent)", async () => {
    await storeBook(storage.db, "acf", ruth, [["Texto novo."]], "import", now);
    await storeBook(storage.db, "acf", ruth, [["Texto novo."]], "import", now);
    expect(await readChapter(storage.db, "acf", "rt", 1)).toEqual([{ number: 1, text: "Texto novo." }]);
    expect(await readChapter(storage.db, "acf", "rt", 2)).toEqual([]);
    expect((await searchVerses(storage.db, storage.engine, "acf", parseVerseQuery("coração"), 1)).total).toBe(0);
    await storeBook(storage.db, "acf", ruth, [["Primeiro versículo de Rute.", "", "Terceiro, com CORAÇÃO."], ["Capítulo dois."]], "source", now);
  });

  it("searches without regard to case or accents, by whole words, per version", async () => {
    const accentless = await searchVerses(storage.db, storage.engine, "acf", parseVerseQuery("coracao"), 1);
    expect(accentless.rows.map((r) => [r.book, r.chapter, r.verse])).toEqual([["rt", 1, 3]]);
    expect((await searchVerses(storage.db, storage.engine, "acf", parseVerseQuery("PRIMEIR"), 1)).total).toBe(0);
    const whole = await searchVerses(storage.db, storage.engine, "acf", parseVerseQuery("PRIMEIRO"), 1);
    expect(whole.rows.map((r) => r.book)).toEqual(["rt"]);
    const everyWord = await searchVerses(storage.db, storage.engine, "acf", parseVerseQuery("Deus mundo"), 1);
    expect(everyWord).toEqual({ total: 1, rows: [{ book: "jo", chapter: 3, verse: 1, text: "Porque Deus amou o mundo de tal maneira." }] });
    const ordered = await searchVerses(storage.db, storage.engine, "acf", parseVerseQuery("o", "bible"), 1);
    expect(ordered.rows.map((r) => `${r.book} ${r.chapter}:${r.verse}`)).toEqual(["jo 1:1", "jo 3:1"]);
    expect(await searchVerses(storage.db, storage.engine, "acf", parseVerseQuery("cora"), 1)).toMatchObject({ total: 0 });
    expect(await searchVerses(storage.db, storage.engine, "acf", parseVerseQuery("cor"), 1)).toMatchObject({ total: 0 });
    expect(await searchVerses(storage.db, storage.engine, "acf", parseVerseQuery("o"), 5)).toEqual({ total: 2, rows: [] });
    expect((await searchVerses(storage.db, storage.engine, "nvi", parseVerseQuery("tanto"), 1)).total).toBe(1);
  });
});
