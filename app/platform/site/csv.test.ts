import { describe, expect, it } from "vitest";
import { csvCell, csvSheet } from "./csv.ts";

describe("a spreadsheet for Brazil", () => {
  it("quotes every cell and doubles its quotes", () => {
    expect(csvCell('Ana "Aninha"')).toBe('"Ana ""Aninha"""');
    expect(csvCell(12)).toBe('"12"');
  });
  it("defuses a formula, also behind invisible characters and in full-width forms", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe(`"'=HYPERLINK(1)"`);
    expect(csvCell("\u200B +1")).toBe(`"'\u200B +1"`);
    expect(csvCell("\uFF1D1")).toBe(`"'\uFF1D1"`);
    expect(csvCell("\tx")).toBe(`"'\tx"`);
    expect(csvCell("a-b")).toBe('"a-b"');
  });
  it("joins cells with semicolons and lines with CRLF, after a BOM", () => {
    expect(csvSheet([["Nome", "Idade"], ["Ana", 12], []])).toBe('\uFEFF"Nome";"Idade"\r\n"Ana";"12"\r\n\r\n');
  });
  it("a CSV cell defuses a formula behind invisible characters, and leaves plain text alone", () => {
    for (const lead of ["", " ", "\t", "\u200B", "\u2060", "\uFEFF", "\u00A0", "\u200B\u2060 ", "\u0301", "\u3164"])
      for (const op of ["=", "+", "-", "@", "\uFF1D"]) expect(csvCell(`${lead}${op}HYPERLINK("x")`)).toBe(`"'${lead}${op}HYPERLINK(""x"")"`);
    expect(csvCell("\r1")).toBe(`"'\r1"`);
    expect(csvCell("Ana = Bia")).toBe(`"Ana = Bia"`);
    expect(csvCell("\u200BAna")).toBe(`"\u200BAna"`);
    expect(csvCell(3)).toBe(`"3"`);
  });
});
