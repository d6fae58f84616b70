import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { beforeAll, expect, it } from "vitest";
import { migrateToLatest } from "#db/migrate.ts";
import { migrations } from "#db/migrations/index.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { findBook } from "./books.ts";
import { parseReference } from "./references.ts";
import { SEARCH_PAGE_SIZE, parseVerseQuery, versePlaces } from "./search.ts";
import { searchVerses } from "./search.store.server.ts";
import { storeBook } from "./text.store.server.ts";

const now = new Date("2026-05-01T10:00:00Z");
const genesis = findBook("gn")!;
const psalms = findBook("sl")!;
const revelation = findBook("ap")!;

/** A chapter of `count` verses, each "<word> <n>". */
const verses = (count: number, word: string) => Array.from({ length: count }, (_, i) => `${word} ${i + 1}`);
const places = (rows: Array<{ book: string; chapter: number; verse: number }>) => rows.map((r) => `${r.book} ${r.chapter}:${r.verse}`);

describeStorage("verse search", (storage) => {
  const search = (version: "acf" | "nvi", query: string, page = 1) =>
    searchVerses(storage.db, storage.engine, version, parseVerseQuery(query, "bible"), page);

  beforeAll(async () => {
    // Stored out of Bible order, as books fetched on first reading are: Revelation first.
    await storeBook(storage.db, "acf", revelation, [verses(3, "Cordeiro luz")], "source", now);
    // Psalms 1–150 with the last chapters and Ps 119's 176 verses, the largest places.
    const psalmChapters = Array.from({ length: 150 }, (_, c) => (c === 118 ? verses(176, "Lâmpada luz") : c >= 148 ? ["Aleluia luz"] : []));
    await storeBook(storage.db, "acf", psalms, psalmChapters, "import", now);
    await storeBook(storage.db, "acf", genesis, [verses(31, "Princípio luz"), verses(25, "Jardim")], "import", now);
    // The same text in another version: never in ACF's results.
    await storeBook(storage.db, "nvi", genesis, [verses(31, "Princípio luz")], "import", now);
  });

  it("finds in Bible order whatever order the books were stored in", async () => {
    const luz = await search("acf", "luz");
    expect(luz.total).toBe(31 + 176 + 2 + 3);
    expect(places(luz.rows)).toEqual(places(Array.from({ length: SEARCH_PAGE_SIZE }, (_, i) => ({ book: "gn", chapter: 1, verse: i + 1 }))));
    const last = await search("acf", "luz", Math.ceil(luz.total / SEARCH_PAGE_SIZE));
    expect(last).toMatchObject({ total: 212 });
    expect(places(last.rows)).toEqual([
      ...[170, 171, 172, 173, 174, 175, 176].map((v) => `sl 119:${v}`),
      "sl 149:1",
      "sl 150:1",
      "ap 1:1",
      "ap 1:2",
      "ap 1:3",
    ]);
  });

  it("walks every page in order, the total the same on each, an empty page past the last", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 11; page++) {
      const found = await search("acf", "luz", page);
      expect(found.total).toBe(212);
      seen.push(...places(found.rows));
    }
    expect(seen).toHaveLength(212);
    expect(seen.slice(30, 33)).toEqual(["gn 1:31", "sl 119:1", "sl 119:2"]);
    expect(seen.slice(-3)).toEqual(["ap 1:1", "ap 1:2", "ap 1:3"]);
    expect(await search("acf", "luz", 12)).toEqual({ total: 212, rows: [] });
    expect(await search("acf", "lampada", 10)).toEqual({ total: 176, rows: [] });
  });

  it("counts a full page's matches and a partial page's alike", async () => {
    expect((await search("acf", "jardim")).total).toBe(25);
    expect((await search("acf", "jardim", 2)).rows).toHaveLength(5);
    expect((await search("acf", "jardim", 2)).total).toBe(25);
    expect(await search("acf", "cordeiro")).toMatchObject({ total: 3 });
    expect(await search("acf", "principio jardim")).toEqual({ total: 0, rows: [] });
  });

  it("keeps each version apart", async () => {
    expect((await search("nvi", "principio")).total).toBe(31);
    expect((await search("nvi", "jardim")).total).toBe(0);
    expect((await search("acf", "principio")).total).toBe(31);
  });

  it("follows a book stored again and a verse's text changed in place", async () => {
    await storeBook(storage.db, "acf", revelation, [["Cordeiro"], ["Trono luz"]], "source", now);
    expect(places((await search("acf", "cordeiro")).rows)).toEqual(["ap 1:1"]);
    expect(places((await search("acf", "trono")).rows)).toEqual(["ap 2:1"]);
    await storage.db
      .updateTable("bible_verses")
      .set({ text: "Noiva" })
      .where("version", "=", "acf")
      .where("book", "=", "ap")
      .where("chapter", "=", 2)
      .execute();
    expect((await search("acf", "trono")).total).toBe(0);
    expect(places((await search("acf", "noiva")).rows)).toEqual(["ap 2:1"]);
    await storage.db.deleteFrom("bible_verses").where("version", "=", "acf").where("book", "=", "ap").execute();
    expect((await search("acf", "noiva")).total).toBe(0);
  });
});

describeStorage("verse search by relevance", (storage) => {
  const search = (query: string, page = 1) => searchVerses(storage.db, storage.engine, "acf", parseVerseQuery(query), page);

  beforeAll(async () => {
    await storeBook(
      storage.db,
      "acf",
      findBook("gn")!,
      [
        [
          "E o amorreu, e o girgaseu, e o heveu.",
          "E o amor de Deus estava com eles, e os filhos de Israel andavam pelo caminho que o Senhor lhes ordenara desde o princípio.",
          "A oração do justo e o oráculo do profeta.",
        ],
      ],
      "import",
      now,
    );
    // "amores" is rarer than "amor" and its verse short: it still comes after every "amor".
    await storeBook(storage.db, "acf", findBook("ct")!, [["Amores, amores."]], "import", now);
    await storeBook(
      storage.db,
      "acf",
      findBook("1jo")!,
      [[], [], [], ["Amados, amemo-nos uns aos outros.", "", "", "", "", "", "", "Deus é amor."]],
      "import",
      now,
    );
    await storeBook(
      storage.db,
      "acf",
      findBook("1co")!,
      Array.from({ length: 13 }, (_, c) => (c === 12 ? ["O amor é paciente, o amor é bondoso; o amor não inveja."] : [])),
      "import",
      now,
    );
  });

  it("finds whole words only: 'amor' is not 'amorreu', 'oração' is not 'oráculo'", async () => {
    expect(places((await search("amor")).rows).sort()).toEqual(["1co 13:1", "1jo 4:8", "ct 1:1", "gn 1:2"]);
    expect(places((await search("amorreu")).rows)).toEqual(["gn 1:1"]);
    expect(places((await search("oração")).rows)).toEqual(["gn 1:3"]);
    expect(places((await search("ORACULO")).rows)).toEqual(["gn 1:3"]);
    expect((await search("amo")).total).toBe(0);
    // A word's plural and singular are the same word.
    expect(places((await search("orações")).rows)).toEqual(["gn 1:3"]);
  });

  it("puts first a verse with the word several times or a short one, as each engine ranks them", async () => {
    const amor = await search("amor");
    // 1Co 13:1 has it three times, 1Jo 4:8 is three words long: both before Gn 1:2's long verse;
    // Ct 1:1 has only its plural, last.
    expect(places(amor.rows).slice(2)).toEqual(["gn 1:2", "ct 1:1"]);
    expect(places(amor.rows).slice(0, 2).sort()).toEqual(["1co 13:1", "1jo 4:8"]);
    // Asked as "amores", the plural comes first.
    expect(places((await search("amores")).rows)[0]).toBe("ct 1:1");
    // In Bible order on request.
    const inOrder = await searchVerses(storage.db, storage.engine, "acf", parseVerseQuery("amor", "bible"), 1);
    expect(places(inOrder.rows)).toEqual(["gn 1:2", "ct 1:1", "1co 13:1", "1jo 4:8"]);
  });

  it("puts the featured verses first among those that match alike, never before a verse with the words as typed", async () => {
    const featuring = (query: string, featured: string[]) =>
      searchVerses(
        storage.db,
        storage.engine,
        "acf",
        { ...parseVerseQuery(query), featured: versePlaces(featured.map((r) => parseReference(r)!)) },
        1,
      );
    // Gn 1:2's long verse is ranked last of the three with "amor"; featured, it is first.
    expect(places((await featuring("amor", ["Gn 1:2"])).rows)).toEqual([
      "gn 1:2",
      ...places((await search("amor")).rows).filter((p) => p !== "gn 1:2"),
    ]);
    // Ct 1:1 holds only "amores": featured, it still comes after every verse with "amor".
    expect(places((await featuring("amor", ["Ct 1:1", "Jo 3:16"])).rows).at(-1)).toBe("ct 1:1");
    // In Bible order, nothing is put first.
    const inOrder = { ...parseVerseQuery("amor", "bible"), featured: versePlaces([parseReference("1Jo 4:8")!]) };
    expect(places((await searchVerses(storage.db, storage.engine, "acf", inOrder, 1)).rows)).toEqual(["gn 1:2", "ct 1:1", "1co 13:1", "1jo 4:8"]);
  });

  it("finds a phrase in quotes only with its words in a row", async () => {
    expect(places((await search('"Deus é amor"')).rows)).toEqual(["1jo 4:8"]);
    expect(places((await search('"amor de Deus"')).rows)).toEqual(["gn 1:2"]);
    expect((await search('"Deus amor"')).total).toBe(0);
    expect(places((await search("Deus amor")).rows).sort()).toEqual(["1jo 4:8", "gn 1:2"]);
  });
});

describeStorage("the search index built by migration 0010", (storage) => {
  it("indexes the verses held before it, and 0004's index comes back down", async () => {
    const migrator = new Migrator({ db: storage.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0009_limits_sessions_time_zones")).error).toBeUndefined();
    await storeBook(storage.db, "acf", findBook("jo")!, [[], [], ["Porque Deus amou o mundo."]], "import", now);
    await migrateToLatest(storage.db);
    expect((await searchVerses(storage.db, storage.engine, "acf", parseVerseQuery("mundo"), 1)).rows).toEqual([
      { book: "jo", chapter: 3, verse: 1, text: "Porque Deus amou o mundo." },
    ]);
    expect((await migrator.migrateTo("0009_limits_sessions_time_zones")).error).toBeUndefined();
    if (storage.engine === "sqlite") {
      const old = await sql<{ n: number }>`select count(*) as n from bible_verses_fts where bible_verses_fts match 'mundo'`.execute(storage.db);
      expect(Number(old.rows[0]!.n)).toBe(1);
    }
    await migrateToLatest(storage.db);
  });
});
