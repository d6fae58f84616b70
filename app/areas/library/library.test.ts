import { describe, expect, it } from "vitest";
import { findBook, loadBooks } from "./library.content.server.ts";
import { chapterHeading, parsePositions, partsCount, progressPercent, validChapter, yearLabel } from "./library.ts";

describe("library", () => {
  it("names chapters and parts", () => {
    const book = findBook("2")!;
    expect(chapterHeading(book, 1)).toBe("Capítulo 1: O Amor de Deus Pelo Homem");
    const confessions = loadBooks().find((b) => b.titulo === "Confissões")!;
    expect(chapterHeading(confessions, 3)).toBe("Livro 3");
    expect(partsCount(confessions)).toBe("13 livros");
    expect(yearLabel(confessions)).toBe("c. 400");
  });

  it("keeps chapters within bounds and rounds progress", () => {
    expect(validChapter({ capitulos: 13 }, 0)).toBeNull();
    expect(validChapter({ capitulos: 13 }, 14)).toBeNull();
    expect(validChapter({ capitulos: 13 }, 13)).toBe(13);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(42, 42)).toBe(100);
  });

  it("reads a visitor's stored positions and ignores anything else", () => {
    expect(parsePositions('{"1":3,"2":"x","abc":4,"5":0,"6":2.5}')).toEqual({ "1": 3 });
    expect(parsePositions("[1,2]")).toEqual({});
    expect(parsePositions("{broken")).toEqual({});
    expect(parsePositions(null)).toEqual({});
  });
});
