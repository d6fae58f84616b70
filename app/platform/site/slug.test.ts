import { describe, expect, it } from "vitest";
import { slugify, SLUG_PATTERN } from "./slug.ts";

describe("slugs", () => {
  it("fold accents and join words with one hyphen", () => {
    expect(slugify("Jo 3:16")).toBe("jo-3-16");
    expect(slugify("  Ação de Graças! ")).toBe("acao-de-gracas");
    expect(slugify("Sou feliz — com Jesus")).toBe("sou-feliz-com-jesus");
  });

  it("are what the pattern accepts", () => {
    for (const text of ["Jo 3:16", "Santo, Santo, Santo", "1 Co 13"]) expect(slugify(text)).toMatch(SLUG_PATTERN);
    for (const wrong of ["Jo-3", "jo--3", "-jo", "jo-", "jo 3", ""]) expect(wrong).not.toMatch(SLUG_PATTERN);
  });
});
