import { describe, expect, it } from "vitest";
import { askedPage, byColour, pageCount, verseHref, verseReference } from "./mark-lists.ts";

describe("verse marks lists", () => {
  it("names a verse with its book's full name and links to the chapter at the verse", () => {
    expect(verseReference("jo", 3, 16)).toBe("João 3:16");
    expect(verseReference("1co", 13, 4)).toBe("1 Coríntios 13:4");
    expect(verseHref("jo", 3, 16)).toBe("/biblia/jo/3#v16");
  });

  it("reads the page asked for, the first for anything that is not a whole number from 1", () => {
    expect(askedPage("3")).toBe(3);
    for (const bad of [null, "", "0", "-2", "2.5", "abc", "1e3x"]) expect(askedPage(bad)).toBe(1);
    expect(askedPage("99999999")).toBe(1000);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it("groups highlights by colour in the palette's order, leaving out colours with none", () => {
    const marks = [
      { color: "verde" as const, id: 1 },
      { color: "amarelo" as const, id: 2 },
      { color: "verde" as const, id: 3 },
    ];
    expect(byColour(marks)).toEqual([
      { color: "amarelo", name: "Amarelo", marks: [{ color: "amarelo", id: 2 }] },
      {
        color: "verde",
        name: "Verde",
        marks: [
          { color: "verde", id: 1 },
          { color: "verde", id: 3 },
        ],
      },
    ]);
  });
});
