import { describe, expect, it } from "vitest";
import { findBook } from "./books.ts";
import { nextChapterIn, passageLabel, parsePassageParam, rangeParam, versesInChapter } from "./passage-range.ts";

const isaiah = findBook("is")!;
const matthew = findBook("mt")!;

describe("a passage's range in the reader", () => {
  it("reads verses of a chapter, verses across chapters and whole chapters", () => {
    expect(parsePassageParam("3:16-18", findBook("jo")!)).toEqual({ start: { chapter: 3, verse: 16 }, end: { chapter: 3, verse: 18 } });
    expect(parsePassageParam("52:13-53:12", isaiah)).toEqual({ start: { chapter: 52, verse: 13 }, end: { chapter: 53, verse: 12 } });
    expect(parsePassageParam("5-7", matthew)).toEqual({ start: { chapter: 5 }, end: { chapter: 7 } });
  });

  it.each(["3:16-18", "52:13-53:12", "5-7"])("writes %s back as it was", (value) =>
    expect(rangeParam(parsePassageParam(value, isaiah)!)).toBe(value),
  );

  it.each([null, "", "5", "7-5", "3:18-16", "5-7:2", "28-29", "0-2", "1:0-4", "a-b", "3:16-18-20"])("leaves %j aside", (value) =>
    expect(parsePassageParam(value, matthew)).toBeNull(),
  );

  it("tells the verses each chapter of it covers", () => {
    const servant = parsePassageParam("52:13-53:12", isaiah)!;
    expect(versesInChapter(servant, 52)).toEqual({ from: 13, to: null });
    expect(versesInChapter(servant, 53)).toEqual({ from: 1, to: 12 });
    expect(versesInChapter(servant, 54)).toBeNull();
    const sermon = parsePassageParam("5-7", matthew)!;
    expect(versesInChapter(sermon, 6)).toEqual({ from: 1, to: null });
    expect(versesInChapter(sermon, 4)).toBeNull();
  });

  it("names it and leads to its next chapter until its last", () => {
    const sermon = parsePassageParam("5-7", matthew)!;
    expect(passageLabel(sermon, matthew)).toBe("Mateus 5–7");
    expect(passageLabel(parsePassageParam("52:13-53:12", isaiah)!, isaiah)).toBe("Isaías 52:13–53:12");
    expect(passageLabel(parsePassageParam("3:16-18", findBook("jo")!)!, findBook("jo")!)).toBe("João 3:16–18");
    expect([5, 6, 7].map((c) => nextChapterIn(sermon, c))).toEqual([6, 7, null]);
  });
});
