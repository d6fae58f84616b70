import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { insertTestUser } from "#tests/support/test-databases.ts";
import {
  addVerseBookmark,
  listReadingHistory,
  listVerseBookmarks,
  mergeVisitorReading,
  recordChapterOpened,
  removeVerseBookmark,
} from "./reading.store.server.ts";

const t0 = Date.parse("2026-05-01T10:00:00Z");

describeStorage("members' reading", (storage) => {
  let n = 0;
  async function newUser() {
    return insertTestUser(storage.db, `u${++n}`, { createdAt: new Date(t0) });
  }

  it("records chapters newest first with the book's name, keeping 50", async () => {
    const user = await newUser();
    for (let c = 1; c <= 52; c++) await recordChapterOpened(storage.db, user, "sl", c, new Date(t0 + c * 1000));
    const all = await listReadingHistory(storage.db, user, 100);
    expect(all).toHaveLength(50);
    expect(all[0]).toMatchObject({ type: "bible", title: "Salmos 52", reference: "Sl 52", book: "sl", chapter: 52 });
    expect(all.at(-1)!.chapter).toBe(3);
    expect(await listReadingHistory(storage.db, user, 10)).toHaveLength(10);
  });

  it("lists a chapter read several times once, at its latest reading", async () => {
    const user = await newUser();
    for (const [c, at] of [
      [3, 1],
      [4, 2],
      [3, 3],
      [3, 4],
    ] as const)
      await recordChapterOpened(storage.db, user, "jo", c, new Date(t0 + at * 1000));
    const history = await listReadingHistory(storage.db, user, 10);
    expect(history.map((h) => h.title)).toEqual(["João 3", "João 4"]);
    expect(history[0]!.readAt).toBe(new Date(t0 + 4000).toISOString());
  });

  it("keeps one bookmark per verse and removes it", async () => {
    const user = await newUser();
    const verse = { book: "jo", chapter: 3, verse: 16, text: "Porque Deus amou o mundo…" };
    expect(await addVerseBookmark(storage.db, user, verse, new Date(t0))).toBe(true);
    expect(await addVerseBookmark(storage.db, user, verse, new Date(t0 + 1))).toBe(false);
    expect(await listVerseBookmarks(storage.db, user, { book: "jo", chapter: 3 })).toHaveLength(1);
    expect(await listVerseBookmarks(storage.db, user, { book: "jo", chapter: 4 })).toHaveLength(0);
    await removeVerseBookmark(storage.db, user, verse);
    expect(await listVerseBookmarks(storage.db, user)).toEqual([]);
  });

  it("merges a visitor's lists without duplicates", async () => {
    const user = await newUser();
    await recordChapterOpened(storage.db, user, "gn", 1, new Date(t0));
    await addVerseBookmark(storage.db, user, { book: "sl", chapter: 23, verse: 1, text: "O Senhor é o meu pastor" }, new Date(t0));
    const history = [
      { livro: "gn", capitulo: 1, data: new Date(t0).toISOString(), timestamp: t0 },
      { livro: "ex", capitulo: 20, data: new Date(t0 + 5).toISOString(), timestamp: t0 + 5 },
    ];
    const bookmarks = [
      { id: "sl-23-1", livro: "sl", capitulo: 23, versiculo: 1, texto: "O Senhor é o meu pastor", data: "2026-05-01" },
      { id: "jo-3-16", livro: "jo", capitulo: 3, versiculo: 16, texto: "Porque Deus amou o mundo…", data: "2026-05-01" },
    ];
    await mergeVisitorReading(storage.db, user, history, bookmarks);
    await mergeVisitorReading(storage.db, user, history, bookmarks);
    expect((await listReadingHistory(storage.db, user, 50)).map((h) => h.reference)).toEqual(["Êx 20", "Gn 1"]);
    expect((await listVerseBookmarks(storage.db, user)).map((b) => `${b.book}-${b.chapter}-${b.verse}`).sort()).toEqual(["jo-3-16", "sl-23-1"]);
  });

  it("deletes a member's reading with the member", async () => {
    const user = await newUser();
    await recordChapterOpened(storage.db, user, "gn", 2, new Date(t0));
    await storage.db.deleteFrom("users").where("id", "=", user).execute();
    expect(await listReadingHistory(storage.db, user, 10)).toEqual([]);
  });
});
