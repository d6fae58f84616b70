import { describe, expect, it } from "vitest";
import { findBook } from "./books.ts";
import { MAX_PASSAGE_VERSES, passageDataHref, passageOf, passageReference } from "./passage.ts";
import { parseReference } from "./references.ts";

const chapter = Array.from({ length: 20 }, (_, i) => ({ number: i + 1, text: `Versículo ${i + 1}.` }));
const jo = findBook("jo")!;

describe("passageOf", () => {
  it("gives the verses a reference names, in the version named, with the reader's link", () => {
    const passage = passageOf(parseReference("Jo 3:16-18")!, chapter, "ACF");
    expect(passage).toEqual({
      reference: "Jo 3:16-18",
      href: "/biblia/jo/3#v16",
      version: "ACF",
      versionName: "Almeida Corrigida Fiel",
      verses: chapter.slice(15, 18),
      more: false,
    });
    expect(passageOf(parseReference("Jo 3:16")!, chapter, "NVI").verses).toEqual([{ number: 16, text: "Versículo 16." }]);
  });

  it("gives a whole chapter in part, and nothing for verses the chapter does not have", () => {
    const whole = passageOf(parseReference("Jo 3")!, chapter, "ACF");
    expect(whole.verses).toHaveLength(MAX_PASSAGE_VERSES);
    expect(whole.more).toBe(true);
    expect(whole.href).toBe("/biblia/jo/3");
    expect(passageOf(parseReference("Jo 3:25-26")!, chapter, "ACF").verses).toEqual([]);
  });
});

describe("a passage's address", () => {
  it("names the chapter, the verses and a version other than the ACF", () => {
    expect(passageDataHref(parseReference("Jo 3:16-18")!)).toBe("/biblia/jo/3/passagem.json?versiculos=16-18");
    expect(passageDataHref(parseReference("Sl 23")!, "NVI")).toBe("/biblia/sl/23/passagem.json?versao=NVI");
  });

  it("reads back the verses, refusing anything else", () => {
    expect(passageReference(jo, 3, "16-18")).toEqual({ book: jo, chapter: 3, verseStart: 16, verseEnd: 18 });
    expect(passageReference(jo, 3, null)).toEqual({ book: jo, chapter: 3 });
    for (const bad of ["", "0", "18-16", "16-16", "a", "16-", "1234", "16,18"]) expect(passageReference(jo, 3, bad), bad).toBeNull();
    expect(passageReference(jo, 3, "7")).toEqual({ book: jo, chapter: 3, verseStart: 7, verseEnd: undefined });
  });
});
