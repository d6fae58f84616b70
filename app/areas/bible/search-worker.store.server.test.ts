import { readdirSync, readFileSync } from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/index.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { findBook } from "./books.ts";
import { parseVerseQuery } from "./search.ts";
import { searchVerses } from "./search.store.server.ts";
import { readOnSearchThread, SEARCH_THREAD_NICE } from "./search-worker.store.server.ts";
import { storeBook } from "./text.store.server.ts";

const now = new Date("2026-05-01T10:00:00Z");

describeStorage("the search thread", { engines: ["sqlite"] }, (storage) => {
  beforeAll(async () => {
    const psalms = Array.from({ length: 150 }, (_, c) =>
      Array.from({ length: 6 }, (_, v) => `Salmo ${c + 1} verso ${v + 1} ${v % 2 ? "luz" : "trevas"}`),
    );
    await storeBook(storage.db, "acf", findBook("sl")!, psalms, "import", now);
  });

  it("reads through a read-only connection of its own", async () => {
    const read = sql<{ n: number }>`select count(*) as n from bible_verses`.compile(storage.db);
    expect(await readOnSearchThread(storage.db, read)).toEqual([{ n: 900 }]);
    const write = sql`insert into bible_books (version, book, origin, stored_at) values ('nvi', 'gn', 'import', '')`.compile(storage.db);
    await expect(readOnSearchThread(storage.db, write)).rejects.toThrow(/readonly/);
    await expect(readOnSearchThread(storage.db, sql`select missing from nowhere`.compile(storage.db))).rejects.toThrow(/no such table/);
  });

  it("sees what the server's connection committed", async () => {
    expect((await searchVerses(storage.db, storage.engine, "acf", parseVerseQuery("cordeiro"), 1)).total).toBe(0);
    await storeBook(storage.db, "acf", findBook("ap")!, [["O Cordeiro"]], "source", now);
    expect((await searchVerses(storage.db, storage.engine, "acf", parseVerseQuery("cordeiro"), 1)).total).toBe(1);
  });

  it("answers many searches at once, each its own", async () => {
    const queries = Array.from({ length: 60 }, (_, i) => ({ terms: parseVerseQuery(i % 3 ? "luz" : `trevas salmo`), page: 1 + (i % 8) }));
    const one = [];
    for (const q of queries) one.push(await searchVerses(storage.db, storage.engine, "acf", q.terms, q.page));
    const all = await Promise.all(queries.map((q) => searchVerses(storage.db, storage.engine, "acf", q.terms, q.page)));
    expect(all).toEqual(one);
    expect(all[1]!.total).toBe(450);
  });

  it("gives way to the server's thread: it runs at a lower priority, the server's keeps its own", async () => {
    const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
    const ownBefore = niceOf(readFileSync("/proc/thread-self/stat", "utf8"));
    await searchVerses(storage.db, storage.engine, "acf", parseVerseQuery("luz"), 1);
    const threads = readdirSync("/proc/self/task").map((id) => niceOf(readFileSync(`/proc/self/task/${id}/stat`, "utf8")));
    expect(threads).toContain(SEARCH_THREAD_NICE);
    expect(niceOf(readFileSync("/proc/thread-self/stat", "utf8"))).toBe(ownBefore);
  });
});

describe("the search thread without a file", () => {
  const { db } = openDatabase("file::memory:");
  beforeAll(() => migrateToLatest(db));
  afterAll(() => db.destroy());

  it("runs an in-memory database's queries where they are", async () => {
    await storeBook(db, "acf", findBook("jo")!, [["No princípio era o Verbo."]], "import", now);
    expect((await searchVerses(db, "sqlite", "acf", parseVerseQuery("verbo"), 1)).rows).toEqual([
      { book: "jo", chapter: 1, verse: 1, text: "No princípio era o Verbo." },
    ]);
    const write = sql`insert into bible_books (version, book, origin, stored_at) values ('nvi', 'gn', 'import', '')`.compile(db);
    await expect(readOnSearchThread(db, write)).resolves.toEqual([]);
  });
});
