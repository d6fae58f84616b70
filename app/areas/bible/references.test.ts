import { describe, expect, it } from "vitest";
import { books } from "./books.ts";
import { findReferences, formatReference, parseReference, referenceHref } from "./references.ts";

describe("books", () => {
  it("has 39 Old and 27 New Testament books with 1189 chapters", () => {
    expect(books.filter((b) => b.testamento === "at")).toHaveLength(39);
    expect(books.filter((b) => b.testamento === "nt")).toHaveLength(27);
    expect(books.reduce((n, b) => n + b.capitulos, 0)).toBe(1189);
    expect(new Set(books.map((b) => b.id)).size).toBe(66);
  });
});

describe("parseReference", () => {
  it("reads book, chapter and verses", () => {
    const ref = parseReference("1Co 13:4-7")!;
    expect(ref.book.id).toBe("1co");
    expect([ref.chapter, ref.verseStart, ref.verseEnd]).toEqual([13, 4, 7]);
    expect(parseReference("Sl 23")?.verseStart).toBeUndefined();
    expect(parseReference("Jó 1:1")?.book.id).toBe("job");
    expect(parseReference("Êx 20:3")?.book.id).toBe("ex");
  });

  it("refuses chapters that do not exist and malformed text", () => {
    expect(parseReference("Jo 22:1")).toBeNull();
    expect(parseReference("Ob 2")).toBeNull();
    expect(parseReference("Xy 1:1")).toBeNull();
    expect(parseReference("Jo 3:16-10")).toBeNull();
    expect(parseReference("Jo 0:1")).toBeNull();
  });

  it("formats and links back", () => {
    const ref = parseReference("Jo 3:16")!;
    expect(formatReference(ref)).toBe("Jo 3:16");
    expect(referenceHref(ref)).toBe("/biblia/jo/3#v16");
  });
});

describe("findReferences", () => {
  it("finds every reference inside a text", () => {
    const found = findReferences("Pai da fé (Gn 12:1-3; Hb 11:8) e amigo de Deus (Tg 2:23).");
    expect(found.map((f) => f.text)).toEqual(["Gn 12:1-3", "Hb 11:8", "Tg 2:23"]);
    expect(found.every((f) => f.reference)).toBe(true);
  });

  it("prefers the longest abbreviation (1Jo, not Jo) and ignores words", () => {
    expect(findReferences("(1Jo 4:8)").map((f) => f.reference?.book.id)).toEqual(["1jo"]);
    expect(findReferences("João 3 não é abreviação")).toEqual([]);
  });
});
