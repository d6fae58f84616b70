import { describe, expect, it } from "vitest";
import {
  addHistoryEntry,
  bookmarkId,
  localHistorySchema,
  parseStoredList,
  toggleBookmark,
  type LocalBookmark,
  type LocalHistoryEntry,
} from "./local-reading.ts";

const entry = (capitulo: number): LocalHistoryEntry => ({ livro: "gn", capitulo, data: "2026-01-01T00:00:00.000Z", timestamp: capitulo });

describe("reader history", () => {
  it("keeps the newest first and only 50", () => {
    let list: LocalHistoryEntry[] = [];
    for (let c = 1; c <= 50; c++) list = addHistoryEntry(list, entry(c));
    expect(list).toHaveLength(50);
    list = addHistoryEntry(list, entry(1));
    expect(list).toHaveLength(50);
    expect(list[0]!.capitulo).toBe(1);
    expect(list.at(-1)!.capitulo).toBe(2);
  });
});

describe("reader bookmarks", () => {
  const verse: LocalBookmark = { id: bookmarkId("jo", 3, 16), livro: "jo", capitulo: 3, versiculo: 16, texto: "Porque Deus amou…", data: "2026-01-01" };
  it("joins book, chapter and verse with dashes", () => expect(bookmarkId("1co", 13, 4)).toBe("1co-13-4"));
  it("adds a verse once and removes it on the second toggle", () => {
    const once = toggleBookmark([], verse);
    expect(once).toEqual([verse]);
    expect(toggleBookmark(once, verse)).toEqual([]);
  });
});

describe("stored lists", () => {
  it("reads valid lists and treats anything else as empty", () => {
    expect(parseStoredList(JSON.stringify([entry(1)]), localHistorySchema)).toEqual([entry(1)]);
    expect(parseStoredList("not json", localHistorySchema)).toEqual([]);
    expect(parseStoredList(JSON.stringify([{ ...entry(1), livro: "xx" }]), localHistorySchema)).toEqual([]);
    expect(parseStoredList(JSON.stringify([{ ...entry(51) }]), localHistorySchema)).toEqual([]);
  });
});
