import { describe, expect, it } from "vitest";
import { parseReference } from "./references.ts";
import { highlight, parseSearchParams, parseVerseQuery, SEARCH_MAX_LENGTH, versePlaces, wordForms } from "./search.ts";

describe("a word's forms", () => {
  it.each([
    ["oracao", ["oracao", "oracoes", "oracaes", "oracaos"]],
    ["oracoes", ["oracoes", "oracao", "oracaes", "oracaos"]],
    ["amor", ["amor", "amores"]],
    ["amores", ["amores", "amor"]],
    ["luz", ["luz", "luzes"]],
    ["homens", ["homens", "homem"]],
    ["homem", ["homem", "homens"]],
    ["lei", ["lei", "leis"]],
    ["animal", ["animal", "animais"]],
    ["santos", ["santos", "santo"]],
    ["graca", ["graca", "gracas"]],
    // Left alone: what a plural ending would turn into another word.
    ["deus", ["deus"]],
    ["eles", ["eles"]],
    ["mais", ["mais"]],
    ["amorreu", ["amorreu", "amorreus"]],
    ["fe", ["fe", "fes"]],
    ["3", ["3"]],
  ])("%s → %j", (word, forms) => expect(wordForms(word)).toEqual(forms));
  it("never reaches another word's start: 'amor' is not 'amorreu', 'oracao' not 'oraculo'", () => {
    expect(wordForms("amor")).not.toContain("amorreu");
    expect(wordForms("oracao").some((form) => form.startsWith("oracul"))).toBe(false);
  });
});

describe("a verse query", () => {
  /** Each clause's alternatives, written "a|b" (a phrase's words joined by spaces). */
  const clauses = (query: string) => parseVerseQuery(query).clauses.map((alternatives) => alternatives.map((words) => words.join(" ")).join("|"));
  it("folds case and accents and keeps each word once, with its forms", () => {
    expect(clauses("  Coração, CORACAO e misericórdia! ")).toEqual(["coracao|coracoes|coracaes|coracaos", "e|es", "misericordia|misericordias"]);
    expect(parseVerseQuery("amor").words).toEqual(["amor", "amores"]);
  });
  it("reads words in quotes, straight or curly, as a phrase, as typed", () => {
    expect(clauses('"Deus é amor" luz')).toEqual(["deus e amor", "luz|luzes"]);
    expect(clauses("“amor de Deus”")).toEqual(["amor de deus"]);
    expect(parseVerseQuery('"Deus é amor" deus').words).toEqual(["deus", "e", "amor"]);
    // An unclosed quote's words are single words; empty quotes are nothing.
    expect(clauses('"Deus amor')).toEqual(["deus", "amor|amores"]);
    expect(clauses('"" luz')).toEqual(["luz|luzes"]);
  });
  it("drops punctuation that either engine's query syntax would read", () => {
    expect(clauses("luz OR -trevas* (NEAR)")).toEqual(["luz|luzes", "or|ores", "trevas|treva", "near|neares"]);
    expect(clauses('"luz*" "NEAR(a b)"')).toEqual(["luz", "near a b"]);
    expect(clauses("!!! ...")).toEqual([]);
  });
  it("keeps at most ten words", () => {
    expect(clauses("a b c d e f g h i j k l")).toHaveLength(10);
    expect(clauses('"a b c d e f g h i j k l"')).toEqual(["a b c d e f g h i j"]);
  });
  it("asks for relevance unless Bible order is asked", () => {
    expect(parseVerseQuery("luz").order).toBe("relevance");
    expect(parseVerseQuery("luz", "bible").order).toBe("bible");
  });
});

describe("highlighting", () => {
  it("marks the words that are terms, whatever their accents", () => {
    expect(highlight("O Senhor é o meu pastor; nada me faltará.", ["pastor", "faltara"])).toEqual([
      { text: "O Senhor é o meu ", match: false },
      { text: "pastor", match: true },
      { text: "; nada me ", match: false },
      { text: "faltará", match: true },
      { text: ".", match: false },
    ]);
  });
  it("marks whole words only", () => {
    expect(highlight("Pela fé, feito", ["fe"])).toEqual([
      { text: "Pela ", match: false },
      { text: "fé", match: true },
      { text: ", feito", match: false },
    ]);
    expect(highlight("O amorreu e o amor", ["amor"])).toEqual([
      { text: "O amorreu e o ", match: false },
      { text: "amor", match: true },
    ]);
  });
  it("leaves text without matches whole", () => {
    expect(highlight("No princípio", ["luz"])).toEqual([{ text: "No princípio", match: false }]);
  });
});

describe("search parameters", () => {
  const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

  it("read the query, the version (any case, else ACF) and the page", () => {
    expect(parse("q=amor&versao=NVI&pagina=3")).toEqual({
      query: "amor",
      shownQuery: "amor",
      tooLong: false,
      version: "nvi",
      page: 3,
      order: "relevance",
    });
    expect(parse("")).toEqual({ query: "", shownQuery: "", tooLong: false, version: "acf", page: 1, order: "relevance" });
    expect(parse("q=amor&ordem=biblica").order).toBe("bible");
    expect(parse("q=amor&ordem=qualquer").order).toBe("relevance");
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

describe("the places of featured verses", () => {
  it("are each verse of references within a chapter, once; whole chapters are left out", () => {
    const refs = ["1Jo 4:8", "1Co 13:4-6", "1Jo 4:8", "Sl 23"].map((r) => parseReference(r)!);
    expect(versePlaces(refs)).toEqual([
      { bookIndex: 62, chapter: 4, verse: 8 },
      { bookIndex: 46, chapter: 13, verse: 4 },
      { bookIndex: 46, chapter: 13, verse: 5 },
      { bookIndex: 46, chapter: 13, verse: 6 },
    ]);
  });
});
