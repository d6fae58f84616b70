import { describe, expect, it } from "vitest";
import { FONT_SIZE, fontSizeName, parseChapterNumber, parseFontSize, shownTextNotice, stepFontSize } from "./reader.ts";

describe("reader font size", () => {
  it("starts at 18, moves in steps of 2 up to 24, then in larger steps up to 40", () => {
    expect(FONT_SIZE.default).toBe(18);
    expect(stepFontSize(18, 1)).toBe(20);
    const up: number[] = [14];
    while (up.at(-1)! < FONT_SIZE.max) up.push(stepFontSize(up.at(-1)!, 1));
    expect(up).toEqual([14, 16, 18, 20, 22, 24, 28, 34, 40]);
    expect(stepFontSize(40, 1)).toBe(40);
    expect(stepFontSize(28, -1)).toBe(24);
    expect(stepFontSize(14, -1)).toBe(14);
  });
  it("remembers only an allowed size", () => {
    expect(parseFontSize("22")).toBe(22);
    expect(parseFontSize("40")).toBe(40);
    expect(parseFontSize("23")).toBe(18);
    expect(parseFontSize("42")).toBe(18);
    expect(parseFontSize("")).toBe(18);
    expect(parseFontSize(null)).toBe(18);
  });
});

describe("chapter in the URL", () => {
  it("is a whole number from 1 to the book's last chapter", () => {
    expect(parseChapterNumber("1", 50)).toBe(1);
    expect(parseChapterNumber("50", 50)).toBe(50);
    for (const bad of ["0", "51", "1.5", "-1", "abc", "1e1", "", undefined]) expect(parseChapterNumber(bad, 50)).toBeNull();
  });
});

describe("which text is shown", () => {
  it("says nothing when the version asked is shown", () => expect(shownTextNotice("ACF", "acf")).toBeNull());
  it("names the version shown instead", () => {
    expect(shownTextNotice("NVI", "acf")).toBe("A versão NVI não está disponível agora; mostrando o texto ACF.");
  });
});

describe("font size names", () => {
  it("name every size in words, the default 'Normal', never in pixels", () => {
    expect([14, 16, 18, 20, 22, 24, 28, 34, 40].map(fontSizeName)).toEqual([
      "Mínima",
      "Pequena",
      "Normal",
      "Grande",
      "Muito grande",
      "Extra grande",
      "Ampliada",
      "Muito ampliada",
      "Máxima",
    ]);
    expect(fontSizeName(FONT_SIZE.default)).toBe("Normal");
  });
});
