import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, expect, it } from "vitest";
import { books } from "#app/areas/bible/books.ts";
import { searchVerses } from "#app/areas/bible/search.store.server.ts";
import { storeBook } from "#app/areas/bible/text.store.server.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { verseQueryOf } from "./search.server.ts";

/**
 * The ranking over the whole ACF (BIBLE_DATA_DIR, default ../shared/data/bible-source/versions/pt-br,
 * read in place): skipped where the text is not beside the project, as the content checks are.
 */
const dataDir = resolve(process.env.BIBLE_DATA_DIR ?? "../shared/data/bible-source/versions/pt-br", "acf");
const haveAcf = existsSync(dataDir);

describeStorage("the search's ranking over the whole ACF", (storage) => {
  beforeAll(async () => {
    if (!haveAcf) return;
    for (const book of books) {
      const file = join(dataDir, book.sourceCode, `${book.sourceCode}.json`);
      const { chapters } = JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, "")) as { chapters: string[][] };
      await storeBook(storage.db, "acf", book, chapters, "import", new Date("2026-11-28T12:00:00Z"));
    }
  }, 300_000);

  it.skipIf(!haveAcf)("'amor': 1Jo 4:8 ('Deus é amor') in the top 10, no 'amorreu'", async () => {
    const found = await searchVerses(storage.db, storage.engine, "acf", verseQueryOf("amor"), 1);
    const top = found.rows.slice(0, 10);
    expect(found.total).toBeGreaterThan(250);
    expect(top.map((r) => `${r.book} ${r.chapter}:${r.verse}`)).toContain("1jo 4:8");
    expect(top.filter((r) => /amorr/i.test(r.text))).toEqual([]);
    // Every one of the ten holds the word as typed.
    for (const row of top) expect(row.text).toMatch(/\bamor\b/i);
  });
});
