import { describe, expect, it } from "vitest";
import {
  addHistoryEntry,
  chapterMarks,
  type LocalMark,
  parseMarks,
  withChapterMarks,
  bookmarkId,
  historyAfterVisit,
  parseBookmarks,
  parseHistory,
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

  it("records a visitor's visit over what was stored, newest first", () => {
    const now = new Date("2026-03-01T10:00:00.000Z");
    const visit = { livro: "jo", capitulo: 3, data: "2026-03-01T10:00:00.000Z", timestamp: now.getTime() };
    expect(JSON.parse(historyAfterVisit(null, "jo", 3, now))).toEqual([visit]);
    expect(JSON.parse(historyAfterVisit("não é JSON", "jo", 3, now))).toEqual([visit]);
    expect(JSON.parse(historyAfterVisit(JSON.stringify([entry(1), { livro: "xx", capitulo: 1 }]), "jo", 3, now))).toEqual([visit, entry(1)]);
  });
});

describe("reader bookmarks", () => {
  const verse: LocalBookmark = {
    id: bookmarkId("jo", 3, 16),
    livro: "jo",
    capitulo: 3,
    versiculo: 16,
    texto: "Porque Deus amou…",
    data: "2026-01-01",
  };
  it("joins book, chapter and verse with dashes", () => expect(bookmarkId("1co", 13, 4)).toBe("1co-13-4"));
  it("adds a verse once and removes it on the second toggle", () => {
    const once = toggleBookmark([], verse);
    expect(once).toEqual([verse]);
    expect(toggleBookmark(once, verse)).toEqual([]);
  });
});

describe("stored lists", () => {
  it("reads valid lists and treats anything else as empty", () => {
    expect(parseHistory(JSON.stringify([entry(1)]))).toEqual([entry(1)]);
    expect(parseHistory("not json")).toEqual([]);
    expect(parseHistory(JSON.stringify({ livro: "gn" }))).toEqual([]);
  });

  it("keeps only entries that name a real chapter and are well formed", () => {
    const wrongBook = { ...entry(1), livro: "xx" };
    const noSuchChapter = entry(51); // Gênesis has 50
    const badDate = { ...entry(2), data: "ontem" };
    expect(parseHistory(JSON.stringify([wrongBook, entry(3), noSuchChapter, badDate]))).toEqual([entry(3)]);
    const mark = { id: "jo-3-16", livro: "jo", capitulo: 3, versiculo: 16, texto: "Porque Deus amou…", data: "2026-01-01" };
    expect(parseBookmarks(JSON.stringify([mark, { ...mark, versiculo: 0 }, { ...mark, texto: "x".repeat(2001) }]))).toEqual([mark]);
  });

  it("drops entries whose moment no database can store (timestamp 9e15, year 275760)", () => {
    const ok = { livro: "gn", capitulo: 1, data: "2026-01-01T00:00:00.000Z", timestamp: 1_767_225_600_000 };
    const raw = JSON.stringify([
      ok,
      { ...ok, timestamp: 9e15 },
      { ...ok, timestamp: -1 },
      { ...ok, data: "+275760-09-13T00:00:00.000Z" },
      { ...ok, timestamp: 1.5 },
    ]);
    expect(parseHistory(raw)).toEqual([ok]);
  });

  it("reads at most the list limit", () => {
    const many = Array.from({ length: 300 }, (_, i) => entry((i % 50) + 1));
    expect(parseHistory(JSON.stringify(many))).toHaveLength(200);
  });
});

describe("a visitor's verse marks", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  it("keep one chapter's marks beside the others' and read back only valid ones", () => {
    const other = { livro: "gn", capitulo: 1, versiculo: 1, cor: "azul", nota: null, data: now.toISOString() };
    const list = withChapterMarks([other as LocalMark], "jo", 3, [{ verse: 16, color: "amarelo", note: "Amor" }], now);
    const raw = JSON.stringify([
      ...list,
      { ...other, cor: "preto" },
      { ...other, versiculo: 2, cor: null, nota: null },
      { ...other, nota: "x".repeat(501) },
    ]);
    const parsed = parseMarks(raw);
    expect(parsed).toHaveLength(2);
    expect(chapterMarks(parsed, "jo", 3)).toEqual([{ verse: 16, color: "amarelo", note: "Amor" }]);
    expect(chapterMarks(withChapterMarks(parsed, "jo", 3, [], now), "jo", 3)).toEqual([]);
  });
});
