import { describe, expect, it } from "vitest";
import { books } from "#app/areas/bible/books.ts";
import { booksBetween, chapterRuns, chaptersOf, parsePlanProgress, planPercent, setPlanDay, spreadChapters } from "./plans.ts";

describe("spreadChapters", () => {
  it("reads all 1,189 chapters exactly once in 365 days, in order, 3 or 4 a day", () => {
    const all = chaptersOf(books.map((b) => b.id));
    expect(all).toHaveLength(1189);
    const days = spreadChapters(all, 365);
    expect(days).toHaveLength(365);
    expect(days.flat()).toEqual(all);
    expect(new Set(days.map((d) => d.length))).toEqual(new Set([3, 4]));
  });

  it("keeps every day within one chapter of every other and refuses impossible plans", () => {
    const days = spreadChapters([1, 2, 3, 4, 5, 6, 7], 3);
    expect(days).toEqual([
      [1, 2],
      [3, 4],
      [5, 6, 7],
    ]);
    expect(spreadChapters([1, 2], 2)).toEqual([[1], [2]]);
    expect(() => spreadChapters([1], 2)).toThrow(/não bastam/);
    expect(() => spreadChapters([1], 0)).toThrow();
  });
});

describe("chapterRuns", () => {
  it("joins consecutive chapters of a book and crosses books", () => {
    expect(chapterRuns(chaptersOf(["gn", "ex"]).slice(49, 52))).toEqual([
      { label: "Gn 50", href: "/biblia/gn/50", book: "gn", chapters: [50, 50], trecho: null },
      { label: "Êx 1–2", href: "/biblia/ex/1", book: "ex", chapters: [1, 2], trecho: null },
    ]);
  });

  it("lists books in canon order between two", () => {
    expect(booksBetween("rm", "fm")).toHaveLength(13);
    expect(chaptersOf(booksBetween("mt", "ap"))).toHaveLength(260);
    expect(() => booksBetween("ap", "gn")).toThrow();
  });
});

describe("progress", () => {
  it("is completed days over the plan's lessons, rounded", () => {
    expect(planPercent(0, 30)).toBe(0);
    expect(planPercent(1, 3)).toBe(33);
    expect(planPercent(2, 3)).toBe(67);
    expect(planPercent(31, 31)).toBe(100);
    expect(planPercent(5, 0)).toBe(0);
  });

  it("reads a visitor's stored days defensively and sets days", () => {
    expect(parsePlanProgress(null)).toEqual({});
    expect(parsePlanProgress("{broken")).toEqual({});
    expect(parsePlanProgress("[1,2]")).toEqual({});
    expect(parsePlanProgress('{"a":[3,1,1,"x",0,999],"b":"no"}')).toEqual({ a: [1, 3] });
    const set = setPlanDay({}, "a", 2, true);
    expect(setPlanDay(set, "a", 1, true)).toEqual({ a: [1, 2] });
    expect(setPlanDay(set, "a", 2, false)).toEqual({ a: [] });
  });
});
