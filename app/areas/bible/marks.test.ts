import { describe, expect, it } from "vitest";
import {
  adjacentChapter,
  applyMarkChange,
  changeOfFields,
  parseVerseList,
  selectionQuote,
  selectionReference,
  selectionText,
  sharedSelectionText,
  verseAddress,
} from "./marks.ts";

describe("neighbouring chapters", () => {
  const at = (book: string, chapter: number, direction: 1 | -1) => {
    const found = adjacentChapter(book, chapter, direction);
    return found && `${found.book.id} ${found.chapter}`;
  };
  it("move inside a book", () => {
    expect(at("jo", 3, 1)).toBe("jo 4");
    expect(at("jo", 3, -1)).toBe("jo 2");
  });
  it("cross book boundaries both ways", () => {
    expect(at("ml", 4, 1)).toBe("mt 1");
    expect(at("mt", 1, -1)).toBe("ml 4");
    expect(at("ex", 1, -1)).toBe("gn 50");
  });
  it("stop before Gn 1 and after Ap 22", () => {
    expect(at("gn", 1, -1)).toBeNull();
    expect(at("ap", 22, 1)).toBeNull();
    expect(at("xx", 1, 1)).toBeNull();
  });
});

describe("verse marks", () => {
  it("colour several verses, keep notes, and drop a verse left with nothing", () => {
    let marks = applyMarkChange([], [3, 1], { color: "verde" });
    expect(marks).toEqual([
      { verse: 1, color: "verde", note: null },
      { verse: 3, color: "verde", note: null },
    ]);
    marks = applyMarkChange(marks, [3], { note: "Nascer de novo" });
    marks = applyMarkChange(marks, [1, 3], { color: null });
    expect(marks).toEqual([{ verse: 3, color: null, note: "Nascer de novo" }]);
    expect(applyMarkChange(marks, [3], { note: null })).toEqual([]);
  });
});

describe("a posted selection", () => {
  it("is distinct verse numbers 1–200, sorted", () => {
    expect(parseVerseList("3,1,3")).toEqual([1, 3]);
    expect(parseVerseList("200")).toEqual([200]);
  });
  it("refuses anything else", () => {
    for (const raw of ["", "0", "201", "1,,2", "a", "1;2", "-1", "1.5", Array(201).fill("1").join(",")]) expect(parseVerseList(raw)).toBeNull();
  });
});

describe("the reference of a selection", () => {
  it("joins runs of verses", () => {
    expect(selectionReference("Jo", 3, [16])).toBe("Jo 3:16");
    expect(selectionReference("Jo", 3, [16, 17, 18])).toBe("Jo 3:16-18");
    expect(selectionReference("Jo", 3, [1, 3, 5, 6, 7])).toBe("Jo 3:1,3,5-7");
  });
});

describe("the text of a selection", () => {
  it("names the reference and the version; several verses are numbered", () => {
    expect(selectionText([{ number: 1, text: "No princípio." }], "Gn", 1, "ACF")).toBe("No princípio. — Gn 1:1 (ACF)");
    expect(
      selectionText(
        [
          { number: 1, text: "A." },
          { number: 2, text: "B." },
        ],
        "Gn",
        1,
        "NVI",
      ),
    ).toBe("1 A. 2 B. — Gn 1:1-2 (NVI)");
  });
});

describe("a shared selection", () => {
  it("carries the portal's address of its first verse, in the version shown", () => {
    const address = verseAddress("https://lampada.igreja.org.br", "jo", 3, "?versao=NVI", 16);
    expect(address).toBe("https://lampada.igreja.org.br/biblia/jo/3?versao=NVI#v16");
    expect(verseAddress("https://lampada.igreja.org.br", "gn", 1, "", 1)).toBe("https://lampada.igreja.org.br/biblia/gn/1#v1");
    expect(sharedSelectionText("No princípio. — Gn 1:1 (ACF)", address)).toBe(`No princípio. — Gn 1:1 (ACF)\n${address}`);
  });
});

describe("a marks form's change", () => {
  it("reads a highlight, its removal and a note; anything else is none", () => {
    expect(changeOfFields({ acao: "destacar", versiculos: "2,1", cor: "azul" })).toEqual({ verses: [1, 2], change: { color: "azul" } });
    expect(changeOfFields({ acao: "destacar", versiculos: "1", cor: "nenhuma" })).toEqual({ verses: [1], change: { color: null } });
    expect(changeOfFields({ acao: "anotar", versiculos: "1", nota: " Oi " })).toEqual({ verses: [1], change: { note: "Oi" } });
    expect(changeOfFields({ acao: "anotar", versiculos: "1", nota: "  " })).toEqual({ verses: [1], change: { note: null } });
    expect(changeOfFields({ acao: "destacar", versiculos: "1", cor: "preto" })).toBeNull();
    expect(changeOfFields({ acao: "anotar", versiculos: "x", nota: "a" })).toBeNull();
  });
});

describe("the verse image's quote", () => {
  it("holds the verses' words without their numbers (the reference under it names them)", () => {
    const verses = [
      { number: 16, text: "Porque Deus amou o mundo de tal maneira." },
      { number: 17, text: "Porque Deus enviou o seu Filho ao mundo." },
    ];
    expect(selectionQuote(verses)).toBe("Porque Deus amou o mundo de tal maneira. Porque Deus enviou o seu Filho ao mundo.");
    expect(selectionQuote(verses)).not.toMatch(/\d/);
  });
});
