import { describe, expect, it } from "vitest";
import { andList, count, plural } from "./count.ts";

describe("counts in words", () => {
  it("writes the singular for one and the plural otherwise, zero included", () => {
    expect(count(1, "membro", "membros")).toBe("1 membro");
    expect(count(2, "membro", "membros")).toBe("2 membros");
    expect(count(0, "hino", "hinos")).toBe("0 hinos");
  });
  it("writes the number as Brazil does", () => {
    expect(count(1234, "hino", "hinos")).toBe("1.234 hinos");
    expect(count(2.5, "ponto", "pontos")).toBe("2,5 pontos");
  });
  it("chooses the word alone", () => {
    expect(plural(1, "leu", "leram")).toBe("leu");
    expect(plural(3, "leu", "leram")).toBe("leram");
  });

  it("lists items as a sentence does", () => {
    expect(andList([])).toBe("");
    expect(andList(["Ana"])).toBe("Ana");
    expect(andList(["Ana", "Bia"])).toBe("Ana e Bia");
    expect(andList(["Ana", "Bia", "Caio"])).toBe("Ana, Bia e Caio");
  });
});
