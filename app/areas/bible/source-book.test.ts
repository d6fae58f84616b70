import { describe, expect, it } from "vitest";
import { findBook } from "./books.ts";
import { parseSourceBook } from "./source-book.ts";

const ruth = findBook("rt")!;
const file = (chapters: unknown) => JSON.stringify({ abbrev: "rt", name: "Rute", author: "", group: "", chapters });

describe("a book from the Bible source", () => {
  it("reads the chapters, trimming verses, with or without a BOM", () => {
    const parsed = parseSourceBook("\uFEFF" + file([[" Primeiro. ", "Segundo."], ["Outro."]]), ruth);
    expect(parsed).toEqual({ ok: true, chapters: [["Primeiro.", "Segundo."], ["Outro."]] });
  });

  it.each([
    ["not JSON", "{", "não é um JSON válido"],
    ["a list", "[]", "não é um objeto de livro"],
    ["no chapters", file([]), "a lista de capítulos está vazia ou ausente"],
    ["too many chapters", file([["a"], ["b"], ["c"], ["d"], ["e"]]), "tem 5 capítulos, mas Rute tem 4"],
    ["a chapter that is not a verse list", file([["a"], [1, 2]]), "o capítulo 2 não é uma lista de versículos"],
  ])("refuses %s with the reason", (_case, raw, reason) => {
    expect(parseSourceBook(raw, ruth)).toEqual({ ok: false, reason });
  });
});
