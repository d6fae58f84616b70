import { describe, expect, it } from "vitest";
import {
  balanceQuotes,
  freeSlides,
  hymnSlides,
  keyCommand,
  MAX_CHARS,
  moveTo,
  NO_LYRICS_SLIDE,
  parseVerseSelection,
  passageSlides,
  slideTypeSize,
  splitLines,
  splitText,
  verseCorner,
} from "./slides.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => `palavra${i}`).join(" ");

describe("splitText", () => {
  it("keeps a short verse whole and normalises its spaces", () => {
    expect(splitText("  No princípio   criou Deus os céus e a terra. ")).toEqual(["No princípio criou Deus os céus e a terra."]);
  });

  it("cuts a long verse into the fewest parts that fit, balanced, between words, losing nothing", () => {
    const text = words(60); // 60 words of 9–10 characters: about 590 characters
    const parts = splitText(text);
    expect(parts).toHaveLength(Math.ceil(text.length / MAX_CHARS));
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(MAX_CHARS);
    const sizes = parts.map((p) => p.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(25);
    expect(parts.join(" ")).toBe(text);
  });

  it("a word longer than a screen stays whole on its own slide", () => {
    const long = "x".repeat(MAX_CHARS + 10);
    expect(splitText(`antes ${long} depois`)).toEqual(["antes", long, "depois"]);
  });
});

describe("splitLines", () => {
  it("four lines fit one screen; six are two screens of three", () => {
    expect(splitLines(["a", "b", "c", "d"])).toEqual(["a\nb\nc\nd"]);
    expect(splitLines(["1", "2", "3", "4", "5", "6"])).toEqual(["1\n2\n3", "4\n5\n6"]);
  });

  it("lines too long together are spread over more screens", () => {
    const line = "y".repeat(70);
    const screens = splitLines([line, line, line, line]);
    expect(screens).toEqual([`${line}\n${line}`, `${line}\n${line}`]);
  });
});

describe("hymnSlides", () => {
  const hymn = {
    numero: 37,
    titulo: "Sou Feliz",
    letra: "Estrofe um a\nEstrofe um b\n\nCoro:\nSou feliz com Jesus!\n\nEstrofe dois a\nEstrofe dois b\n",
  };

  it("is the title, then each stanza followed by the chorus, with the hymn in the corner", () => {
    const slides = hymnSlides(hymn);
    expect(slides.map((s) => [s.label, s.text])).toEqual([
      ["Título", "37. Sou Feliz"],
      ["Estrofe 1", "Estrofe um a\nEstrofe um b"],
      ["Coro", "Sou feliz com Jesus!"],
      ["Estrofe 2", "Estrofe dois a\nEstrofe dois b"],
      ["Coro", "Sou feliz com Jesus!"],
    ]);
    expect(new Set(slides.map((s) => s.corner))).toEqual(new Set(["Hino 37 · Sou Feliz"]));
    expect(slides[0]!.title).toBe(true);
  });

  it("a stanza of six lines is two slides, numbered as parts", () => {
    const slides = hymnSlides({ numero: 39, titulo: "Noite Feliz", letra: "1\n2\n3\n4\n5\n6" });
    expect(slides.map((s) => s.label)).toEqual(["Título", "Estrofe 1 (1/2)", "Estrofe 1 (2/2)"]);
  });

  it("a hymn without lyrics is its title, then a slide that says the lyrics are not available", () => {
    const corner = "Hino 2 · Santo! Santo! Santo!";
    expect(hymnSlides({ numero: 2, titulo: "Santo! Santo! Santo!" })).toEqual([
      { corner, label: "Título", text: "2. Santo! Santo! Santo!", title: true, item: corner },
      { corner, label: "Sem letra", text: NO_LYRICS_SLIDE, item: corner },
    ]);
  });
});

describe("passageSlides", () => {
  const jo3 = { book: "Jo", chapter: 3, version: "ACF" };

  it("one verse per slide, a long one in parts; each names its verse in the corner and shows its number", () => {
    const slides = passageSlides(jo3, "Jo 3:16-17 (ACF)", [
      { number: 16, text: "Porque Deus amou o mundo." },
      { number: 17, text: words(40) },
    ]);
    expect(slides.map((s) => s.label)).toEqual(["Versículo 16", "Versículo 17 (1/3)", "Versículo 17 (2/3)", "Versículo 17 (3/3)"]);
    expect(slides[0]).toEqual({
      corner: "Jo 3:16 (ACF)",
      label: "Versículo 16",
      text: "Porque Deus amou o mundo.",
      verse: 16,
      item: "Jo 3:16-17 (ACF)",
    });
    expect(slides.map((s) => [s.corner, s.verse])).toEqual([
      ["Jo 3:16 (ACF)", 16],
      ["Jo 3:17 (ACF)", 17],
      ["Jo 3:17 (ACF)", undefined],
      ["Jo 3:17 (ACF)", undefined],
    ]);
  });

  it("a quotation opened in one verse and closed in a later one is closed and reopened on each slide", () => {
    const slides = passageSlides({ ...jo3, version: "NVI" }, "Jo 3:15-17 (NVI)", [
      { number: 15, text: "para que todo o que nele crer tenha a vida eterna." },
      { number: 16, text: "“Porque Deus tanto amou o mundo que deu o seu Filho Unigênito," },
      { number: 17, text: "Pois Deus enviou o seu Filho ao mundo para salvá-lo.”" },
    ]);
    expect(slides.map((s) => s.text)).toEqual([
      "para que todo o que nele crer tenha a vida eterna.",
      "“Porque Deus tanto amou o mundo que deu o seu Filho Unigênito,”",
      "“Pois Deus enviou o seu Filho ao mundo para salvá-lo.”",
    ]);
  });
});

describe("balanceQuotes", () => {
  const texts = (...all: string[]) => balanceQuotes(all.map((text) => ({ corner: "", label: "", text }))).map((s) => s.text);
  const balanced = (text: string) => {
    let depth = 0;
    for (const mark of text) {
      if (mark === "“" || mark === "«") depth++;
      if (mark === "”" || mark === "»") depth--;
      if (depth < 0) return false;
    }
    return depth === 0;
  };

  it("leaves balanced slides alone", () => {
    expect(texts("Disse: “Vinde a mim.”", "E foram.")).toEqual(["Disse: “Vinde a mim.”", "E foram."]);
  });

  it("a closing mark whose opening is before the selection gets its opening mark", () => {
    expect(texts("e terá a vida.” E saiu.")).toEqual(["“e terá a vida.” E saiu."]);
  });

  it("a new paragraph of a quotation that opens with the mark again is not opened twice", () => {
    expect(texts("“Primeiro parágrafo,", "“segundo parágrafo.”")).toEqual(["“Primeiro parágrafo,”", "“segundo parágrafo.”"]);
  });

  it("a verse split in parts keeps each part balanced, and so do straight and angle quotes", () => {
    const text = `Jesus respondeu: “${words(40)}”`;
    const parts = passageSlides({ book: "Jo", chapter: 3, version: "NVI" }, "Jo 3:3 (NVI)", [{ number: 3, text }]);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(balanced(part.text), part.text).toBe(true);
    expect(texts('Ele disse: "Vem', 'e vê."')).toEqual(['Ele disse: "Vem"', '"e vê."']);
    expect(texts("«Abre", "a porta»")).toEqual(["«Abre»", "«a porta»"]);
  });
});

describe("freeSlides", () => {
  it("a title is one title slide, with its line below it", () => {
    expect(freeSlides({ style: "title", title: "Culto Divino", text: "Sábado, 29 de novembro" })).toEqual([
      { corner: "", label: "Título", text: "Culto Divino\nSábado, 29 de novembro", title: true, item: "Título · Culto Divino" },
    ]);
  });

  it("a text is its paragraphs, each cut like a stanza, its title in the corner", () => {
    const slides = freeSlides({ style: "text", title: "Avisos", text: "Reunião de jovens às 17h.\n\nClube às 9h\n1\n2\n3\n4" });
    expect(slides.map((s) => [s.corner, s.label, s.text])).toEqual([
      ["Avisos", "Avisos (1/3)", "Reunião de jovens às 17h."],
      ["Avisos", "Avisos (2/3)", "Clube às 9h\n1\n2"],
      ["Avisos", "Avisos (3/3)", "3\n4"],
    ]);
    expect(freeSlides({ style: "text", title: "", text: "Bem-vindos!" })[0]).toMatchObject({ label: "Texto", item: "Bem-vindos!" });
  });
});

describe("passage corners", () => {
  it("name the verse", () => {
    expect(verseCorner({ book: "Sl", chapter: 23, version: "ACF" }, 1)).toBe("Sl 23:1 (ACF)");
  });
});

describe("parseVerseSelection", () => {
  it("reads single verses, ranges and lists, sorted and distinct", () => {
    expect(parseVerseSelection("16", 36, "João 3")).toEqual({ ok: true, verses: [16] });
    expect(parseVerseSelection("16-18", 36, "João 3")).toEqual({ ok: true, verses: [16, 17, 18] });
    expect(parseVerseSelection("5-7, 1,3,6", 36, "João 3")).toEqual({ ok: true, verses: [1, 3, 5, 6, 7] });
    expect(parseVerseSelection("1–2", 36, "João 3")).toEqual({ ok: true, verses: [1, 2] });
  });

  it("refuses verses beyond the chapter, zero, inverted ranges and anything else, in Portuguese", () => {
    expect(parseVerseSelection("40", 36, "João 3")).toEqual({ ok: false, message: "João 3 tem 36 versículos; não existe o versículo 40." });
    expect(parseVerseSelection("0-2", 36, "João 3")).toEqual({ ok: false, message: "Os versículos começam no 1." });
    expect(parseVerseSelection("18-16", 36, "João 3")).toEqual({ ok: false, message: "O intervalo 18-16 está invertido; escreva 16-18." });
    for (const bad of ["", "a", "1;2", "1-2-3", "9999", Array.from({ length: 51 }, () => "1").join(",")])
      expect(parseVerseSelection(bad, 36, "João 3").ok).toBe(false);
  });
});

describe("keys and moves", () => {
  it("arrows, space, Page Up/Down (a clicker), Home/End and Esc", () => {
    expect(["ArrowRight", "ArrowDown", "PageDown", " ", "Enter"].map((k) => keyCommand(k))).toEqual(Array(5).fill("next"));
    expect(["ArrowLeft", "ArrowUp", "PageUp", "Backspace"].map((k) => keyCommand(k))).toEqual(Array(4).fill("previous"));
    expect(keyCommand(" ", true)).toBe("previous");
    expect([keyCommand("Home"), keyCommand("End"), keyCommand("Escape"), keyCommand("b"), keyCommand("x")]).toEqual([
      "first",
      "last",
      "leave",
      "blank",
      null,
    ]);
  });

  it("moves stay within the deck", () => {
    expect(moveTo(0, "previous", 3)).toBe(0);
    expect(moveTo(2, "next", 3)).toBe(2);
    expect(moveTo(1, "next", 3)).toBe(2);
    expect(moveTo(1, "first", 3)).toBe(0);
    expect(moveTo(0, "last", 3)).toBe(2);
    expect(moveTo(0, "next", 0)).toBe(0);
  });
});

describe("slideTypeSize", () => {
  it("short text is larger than long text, and never above 13% of the screen's height", () => {
    const size = (text: string) => Number(/, ([\d.]+)cqh/.exec(slideTypeSize(text))![1]);
    expect(size("Sou feliz!")).toBeGreaterThan(size(words(15)));
    expect(slideTypeSize("A")).toMatch(/^min\(13cqh, /);
  });
});
