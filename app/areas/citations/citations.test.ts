import { describe, expect, it } from "vitest";
import { parseReference, type Reference } from "#app/areas/bible/references.ts";
import { buildCitationIndex, chapterCitations, citedVerses, mergeSpans, type CitingItem } from "./citations.ts";

const refs = (...texts: string[]): Reference[] => texts.map((t) => parseReference(t)!);
const item = (kind: CitingItem["kind"], title: string, ...references: string[]): CitingItem => ({
  kind,
  title,
  url: `/${kind}/${title}`,
  references: refs(...references),
});

describe("mergeSpans", () => {
  it("orders the verses and joins those that overlap or touch", () => {
    expect(
      mergeSpans([
        { start: 9, end: 9 },
        { start: 1, end: 3 },
        { start: 4, end: 4 },
        { start: 2, end: 2 },
        { start: 11, end: 12 },
      ]),
    ).toEqual([
      { start: 1, end: 4 },
      { start: 9, end: 9 },
      { start: 11, end: 12 },
    ]);
  });
});

describe("buildCitationIndex", () => {
  const index = buildCitationIndex([
    item("devocional", "Virei outra vez", "Jo 14:3", "Jo 14:1-2"),
    item("hino", "Jesus Voltará", "Jo 14:3"),
    item("dicionario", "Consolador", "Jo 14:26", "Jo 14:16-17", "Jo 16:7"),
    item("dicionario", "Céu", "Jo 14:2-3"),
    item("estudo", "O caminho", "Jo 14"),
    item("hino", "Sem referência"),
  ]);

  it("lists each item once per chapter it cites, with all the verses it names there", () => {
    const jo14 = index.get("jo 14")!;
    expect(jo14.map((c) => c.title)).toEqual(["Jesus Voltará", "Céu", "Consolador", "O caminho", "Virei outra vez"]);
    expect(jo14.find((c) => c.title === "Virei outra vez")!.verses).toEqual([{ start: 1, end: 3 }]);
    expect(jo14.find((c) => c.title === "Consolador")!.verses).toEqual([
      { start: 16, end: 17 },
      { start: 26, end: 26 },
    ]);
    expect(index.get("jo 16")!.map((c) => c.url)).toEqual(["/dicionario/Consolador"]);
  });

  it("keeps a chapter cited as a whole without verses, and only chapters something cites", () => {
    expect(index.get("jo 14")!.find((c) => c.title === "O caminho")!.verses).toEqual([]);
    expect([...index.keys()].sort()).toEqual(["jo 14", "jo 16"]);
  });

  it("groups a chapter by kind in the portal's order, and gives nothing for a chapter nothing cites", () => {
    const groups = chapterCitations(index, "jo", 14);
    expect(groups.map((g) => [g.label, g.citations.length])).toEqual([
      ["Hinos", 1],
      ["Dicionário Bíblico", 2],
      ["Estudos", 1],
      ["Devocionais", 1],
    ]);
    expect(chapterCitations(index, "jo", 15)).toEqual([]);
    expect(chapterCitations(index, "gn", 14)).toEqual([]);
  });

  it("orders a kind by the first verse cited, the whole chapter first, then in the items' order", () => {
    const many = buildCitationIndex([
      item("dicionario", "B", "Sl 23:4"),
      item("dicionario", "A", "Sl 23:4"),
      item("dicionario", "C", "Sl 23:1"),
      item("dicionario", "D", "Sl 23"),
    ]);
    expect(many.get("sl 23")!.map((c) => c.title)).toEqual(["D", "C", "B", "A"]);
  });
});

describe("citedVerses", () => {
  it("names the verses, or the whole chapter", () => {
    expect(citedVerses([{ start: 16, end: 16 }])).toBe("v. 16");
    expect(
      citedVerses([
        { start: 1, end: 1 },
        { start: 4, end: 7 },
      ]),
    ).toBe("v. 1, 4-7");
    expect(citedVerses([])).toBe("capítulo inteiro");
  });
});
