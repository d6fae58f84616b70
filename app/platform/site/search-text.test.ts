import { describe, expect, it } from "vitest";
import { foldForSearch, matchesSearch } from "./search-text.ts";

describe("search text", () => {
  it("ignores case and accents", () => {
    expect(foldForSearch("  Êxodo e GRAÇA ")).toBe("exodo e graca");
    expect(matchesSearch("graca", "Sublime Graça")).toBe(true);
    expect(matchesSearch("SUBLIME", "Sublime Graça")).toBe(true);
  });

  it("matches substrings of any text and everything for an empty query", () => {
    expect(matchesSearch("cruz", "Rude Cruz", "")).toBe(true);
    expect(matchesSearch("cruz", "Rocha Eterna", "Redenção")).toBe(false);
    expect(matchesSearch("  ", "qualquer")).toBe(true);
  });
});
