import { describe, expect, it } from "vitest";
import { highlight, searchTerms } from "./search.ts";

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
