import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { hymnalPages, hymnalPdf } from "./hymnal-pdf.server.ts";
import { hymnFromImport } from "./hymn-import.ts";
import { loadHymns } from "./hymnal.content.server.ts";
import { textWidth, unencodableCharacters, wrapText, writePdf } from "./pdf-writer.server.ts";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("PDF writer", () => {
  it("writes a PDF whose cross-reference table points at every object", () => {
    const pdf = latin1(writePdf([{ runs: [{ x: 50, y: 700, size: 12, font: "regular", text: "Olá" }] }], { title: "T", author: "A" }));
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    expect(pdf.endsWith("%%EOF\n")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe("xref");
    const entries = pdf
      .slice(startxref)
      .split("\n")
      .slice(3)
      .filter((l) => / 00000 n $/.test(l));
    expect(entries).toHaveLength(8);
    entries.forEach((entry, i) =>
      expect(pdf.slice(Number(entry.slice(0, 10)), Number(entry.slice(0, 10)) + 10)).toMatch(new RegExp(`^${i + 1} 0 obj`)),
    );
  });

  it("encodes Portuguese accents, typographic quotes and dashes in WinAnsiEncoding", () => {
    const pdf = Buffer.from(writePdf([{ runs: [{ x: 0, y: 0, size: 10, font: "bold", text: "ação “fé” — (ç)" }] }], { title: "T", author: "A" }));
    const start = pdf.indexOf("stream\n") + 7;
    const stream = inflateSync(pdf.subarray(start, pdf.indexOf("\nendstream", start))).toString("latin1");
    expect(stream).toBe("BT /F2 10 Tf 0.00 0.00 Td (a\\347\\343o \\223f\\351\\224 \\227 \\(\\347\\)) Tj ET");
    expect(latin1(pdf)).toContain("/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding");
  });

  it("measures Helvetica and wraps lines to a width", () => {
    expect(textWidth("Ola", 10, "regular")).toBeCloseTo(((778 + 222 + 556) * 10) / 1000);
    expect(textWidth("Olá", 10, "regular")).toBe(textWidth("Ola", 10, "regular"));
    const lines = wrapText("um dois três quatro cinco seis sete oito nove dez", 100, 12, "regular");
    expect(lines.length).toBeGreaterThan(1);
    lines.forEach((l) => expect(textWidth(l, 12, "regular")).toBeLessThanOrEqual(100));
    expect(lines.join(" ")).toBe("um dois três quatro cinco seis sete oito nove dez");
  });
});

describe("the complete hymnal PDF", () => {
  it("has every hymn, and every character of the hymnal can be shown", () => {
    const hymns = loadHymns();
    const text = hymns
      .map((h) => [h.titulo, h.categoria, h.letra ?? "", h.letraFonte ?? ""].join(" "))
      .join(" ")
      .replace(/\n/g, " ");
    expect(unencodableCharacters(text)).toEqual([]);
    const runs = hymnalPages(hymns).flatMap((p) => p.runs.map((r) => r.text));
    for (const hymn of hymns) expect(runs).toContain(`${hymn.numero}. ${hymn.titulo}`);
    expect(runs).toContain("Letra em breve...");
    expect(runs).toContain("Sou feliz com Jesus!");
  });

  it("keeps every line inside the page", () => {
    for (const page of hymnalPages(loadHymns())) {
      for (const run of page.runs) {
        expect(run.y).toBeGreaterThan(40);
        expect(run.y).toBeLessThan(842 - 50);
        expect(run.x + textWidth(run.text, run.size, run.font)).toBeLessThanOrEqual(595.28 - 56 + 0.01);
      }
    }
    expect(latin1(hymnalPdf(loadHymns())).startsWith("%PDF-")).toBe(true);
  });

  it("holds the church's imported hymns with their lyrics and copyright line, in number order with the examples", () => {
    const imported = hymnFromImport({
      numero: 301,
      titulo: "Luz da Manhã",
      estrofes: ["Desperta a manhã sobre o vale sereno,\ntua voz nos conduz"],
      coro: "Lampejo de graça, clarão de bondade,",
      autor: null,
      copyright: "© 2026 Igreja Lâmpada — uso no culto",
      arquivo: "301.txt",
    });
    const hymns = [...loadHymns(), imported];
    const runs = hymnalPages(hymns).flatMap((p) => p.runs.map((r) => r.text));
    const at = runs.indexOf("301. Luz da Manhã");
    expect(at).toBeGreaterThan(runs.indexOf(`${loadHymns().at(-1)!.numero}. ${loadHymns().at(-1)!.titulo}`));
    expect(runs.slice(at, at + 7)).toEqual([
      "301. Luz da Manhã",
      "Hinário da igreja",
      "Desperta a manhã sobre o vale sereno,",
      "tua voz nos conduz",
      "Coro:",
      "Lampejo de graça, clarão de bondade,",
      "© 2026 Igreja Lâmpada — uso no culto",
    ]);
    expect(runs).toContain("301. Luz da Manhã — Hinário da igreja");
    expect(hymnalPdf(hymns)).toBe(hymnalPdf(hymns));
  });
});
