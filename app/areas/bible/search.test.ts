import { describe, expect, it } from "vitest";
import { highlight, parseSearchParams, SEARCH_MAX_LENGTH, searchTerms } from "./search.ts";

describe("search terms", () => {
  it("fold case and accents and keep each word once", () => {
    expect(searchTerms("  Coração, CORACAO e misericórdia! ")).toEqual(["coracao", "e", "misericordia"]);
  });
  it("drop punctuation that either engine's query syntax would read", () => {
    expect(searchTerms('"luz" OR -trevas* (NEAR)')).toEqual(["luz", "or", "trevas", "near"]);
    expect(searchTerms("!!! ...")).toEqual([]);
  });
  it("keep at most ten words", () => expect(searchTerms("a b c d e f g h i j k l")).toHaveLength(10));
});

describe("highlighting", () => {
  it("marks the words that start with a term, whatever their accents", () => {
    expect(highlight("O Senhor é o meu pastor; nada me faltará.", ["pastor", "faltara"])).toEqual([
      { text: "O Senhor é o meu ", match: false },
      { text: "pastor", match: true },
      { text: "; nada me ", match: false },
      { text: "faltará", match: true },
      { text: ".", match: false },
    ]);
  });
  it("marks short terms only as whole words", () => {
    expect(highlight("Pela fé, feito", ["fe"])).toEqual([
      { text: "Pela ", match: false },
      { text: "fé", match: true },
      { text: ", feito", match: false },
    ]);
  });
  it("leaves text without matches whole", () => {
    expect(highlight("No princípio", ["luz"])).toEqual([{ text: "No princípio", match: false }]);
  });
});

describe("search parameters", () => {
  const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

  it("read the query, the version (any case, else ACF) and the page", () => {
    expect(parse("q=amor&versao=NVI&pagina=3")).toEqual({ query: "amor", shownQuery: "amor", tooLong: false, version: "nvi", page: 3 });
    expect(parse("")).toEqual({ query: "", shownQuery: "", tooLong: false, version: "acf", page: 1 });
    expect(parse("versao=naa").version).toBe("acf");
  });

  it("clamp the page from 1 to 10 000, anything unreadable being 1", () => {
    expect(parse("pagina=0").page).toBe(1);
    expect(parse("pagina=-4").page).toBe(1);
    expect(parse("pagina=abc").page).toBe(1);
    expect(parse("pagina=2.9").page).toBe(2);
    expect(parse("pagina=99999").page).toBe(10_000);
  });

  it("mark a query that is too long and show back only its allowed start", () => {
    const long = "a".repeat(SEARCH_MAX_LENGTH + 1);
    expect(parse(`q=${long}`)).toMatchObject({ query: long, shownQuery: long.slice(0, SEARCH_MAX_LENGTH), tooLong: true });
    expect(parse(`q=${long.slice(1)}`).tooLong).toBe(false);
  });
});
