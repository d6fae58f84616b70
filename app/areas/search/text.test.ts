import { describe, expect, it } from "vitest";
import { foldForSearch } from "#app/platform/site/search-text.ts";
import { firstMatchAt, foldInPlace, matchRanges, queryTerms, stem, termMatches, wordsOf } from "./text.ts";

const stemOf = (word: string) => stem(foldForSearch(word));

describe("the light Portuguese stemmer", () => {
  it.each([
    ["oração", "orações", "orac"],
    ["coração", "corações", "corac"],
    ["animal", "animais", "anima"],
    ["papel", "papéis", "pape"],
    ["homem", "homens", "home"],
    ["santo", "santas", "sant"],
    ["graça", "graças", "grac"],
    ["irmão", "irmãos", "irm"],
    ["mão", "mãos", "ma"],
    ["pão", "pães", "pa"],
    ["luz", "luzes", "luz"],
    ["pastor", "pastores", "pastor"],
    ["mulher", "mulheres", "mulher"],
    ["cristão", "cristãos", "crist"],
  ])("gives %s and %s one stem, %s, the start of both", (one, other, expected) => {
    expect(stemOf(one)).toBe(expected);
    expect(stemOf(other)).toBe(expected);
    expect(foldForSearch(one).startsWith(expected) && foldForSearch(other).startsWith(expected)).toBe(true);
  });

  it("keeps short words and names whole", () => {
    expect(stemOf("fé")).toBe("fe");
    expect(stemOf("Deus")).toBe("deus");
    expect(stemOf("Jesus")).toBe("jesus");
  });
});

describe("words and terms", () => {
  it("finds each word of a text with its place, folded", () => {
    expect(wordsOf("Oração, fé — 37!")).toEqual([
      { start: 0, end: 6, folded: "oracao" },
      { start: 8, end: 10, folded: "fe" },
      { start: 13, end: 15, folded: "37" },
    ]);
  });

  it("searches a query's words once each, short ones whole, longer ones by their stem", () => {
    expect(queryTerms("Oração ORAÇÃO fé 37 ora")).toEqual([
      { folded: "oracao", prefix: "orac" },
      { folded: "fe", prefix: null },
      { folded: "37", prefix: null },
      { folded: "ora", prefix: "ora" },
    ]);
    expect(queryTerms('"<script>" *** --')).toEqual([{ folded: "script", prefix: "script" }]);
    expect(queryTerms("a b c d e f g h i j")).toHaveLength(8);
  });

  it("matches 'oração' with 'orações', a half-typed word with the whole, and 'fé' only as a word", () => {
    const [oracao, fe, ora] = queryTerms("oração fé ora");
    expect(termMatches(oracao!, "oracoes")).toBe(true);
    expect(termMatches(ora!, "oracao")).toBe(true);
    expect(termMatches(fe!, "fe")).toBe(true);
    expect(termMatches(fe!, "feliz")).toBe(false);
  });

  it("gives the ranges of the matched words in the text as written", () => {
    const text = "Orações do coração: a ORAÇÃO do justo.";
    expect(matchRanges(text, queryTerms("oracao")).map(([s, e]) => text.slice(s, e))).toEqual(["Orações", "ORAÇÃO"]);
  });
});

describe("the first match in a long text", () => {
  it("finds the first word a term matches, accents and case aside, whole for short terms", () => {
    const text = "Felizes os que têm FÉ; a Oração do justo. Orações.";
    expect(firstMatchAt(foldInPlace(text), queryTerms("oracoes"))).toBe(text.indexOf("Oração"));
    expect(firstMatchAt(foldInPlace(text), queryTerms("fé"))).toBe(text.indexOf("FÉ"));
    expect(firstMatchAt(foldInPlace("Felizes"), queryTerms("fe"))).toBe(-1);
    expect(firstMatchAt(foldInPlace(text), queryTerms("zzz"))).toBe(-1);
  });
});
