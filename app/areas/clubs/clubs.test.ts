import { describe, expect, it } from "vitest";
import {
  birthYearProblem,
  classCsv,
  classRows,
  CODE_ALPHABET,
  csvCell,
  may,
  monthBounds,
  normaliseCode,
  rankLeague,
  reviewText,
  signOffView,
} from "./clubs.ts";

describe("club rules", () => {
  it("codes use no look-alike characters, and a typed code is read generously but strictly", () => {
    for (const ch of "0O1IL") expect(CODE_ALPHABET).not.toContain(ch);
    expect(normaliseCode(" abc-23x ")).toBe("ABC23X");
    expect(normaliseCode("ABC23")).toBeNull();
    expect(normaliseCode("ABC230")).toBeNull();
    expect(normaliseCode("ABCDEFG")).toBeNull();
  });

  it("gives each role only its own permissions", () => {
    expect(may("diretor", "direct")).toBe(true);
    expect(may("secretario", "direct")).toBe(false);
    expect(may("secretario", "keepRoster")).toBe(true);
    expect(may("conselheiro", "review")).toBe(true);
    expect(may("secretario", "review")).toBe(false);
    expect(may("desbravador", "lead")).toBe(false);
  });

  it("accepts a Pathfinder's birth year and refuses a future or absurd one", () => {
    const now = new Date("2026-05-01T12:00:00Z");
    expect(birthYearProblem(2014, now)).toBeNull();
    expect(birthYearProblem(2025, now)).not.toBeNull();
    expect(birthYearProblem(1900, now)).not.toBeNull();
  });

  it("writes 'Aprovado por {nome} em {data}' in Brasília time, and a return with its note", () => {
    expect(reviewText({ status: "aprovado", reviewerName: "Carlos", reviewedAt: "2026-03-02T02:00:00Z", note: null })).toBe(
      "Aprovado por Carlos em 01/03/2026",
    );
    expect(reviewText({ status: "devolvido", reviewerName: "Carlos", reviewedAt: "2026-03-02T02:00:00Z", note: "Refaça" })).toBe(
      "Devolvido por Carlos: Refaça",
    );
    expect(reviewText({ status: "feito", reviewerName: null, reviewedAt: null, note: null })).toBe("Aguardando aprovação");
    const view = signOffView([
      { itemKey: "1-0-0", status: "aprovado", reviewerName: "C", reviewedAt: "2026-03-02T15:00:00Z", note: null },
      { itemKey: "1-0-1", status: "feito", reviewerName: null, reviewedAt: null, note: null },
    ]);
    expect(view.approved).toEqual(["1-0-0"]);
    expect(view.states["1-0-1"]).toBe("Aguardando aprovação");
  });

  it("ranks leagues by points per member, so a small unit that did more wins; an empty unit is not ranked", () => {
    const rows = rankLeague([
      { id: "a", name: "Grande", points: 100, members: 10 },
      { id: "b", name: "Pequena", points: 40, members: 2 },
      { id: "c", name: "Vazia", points: 0, members: 0 },
    ]);
    expect(rows.map((r) => [r.name, r.average])).toEqual([
      ["Pequena", 20],
      ["Grande", 10],
    ]);
    expect(rankLeague([{ id: "a", name: "A", points: 55, members: 4, weeks: 4 }])[0]!.average).toBe(3.4);
  });

  it("counts a month in UTC, the last instant of the month inside it", () => {
    expect(monthBounds(new Date("2026-02-28T23:59:59Z"))).toEqual({ from: "2026-02-01T00:00:00.000Z", to: "2026-03-01T00:00:00.000Z" });
  });

  it("lists people with items waiting first, and writes a CSV a spreadsheet cannot run", () => {
    const rows = classRows(
      [
        { id: "1", name: "Ana", unitId: null },
        { id: "2", name: "=HYPERLINK(1)", unitId: "u" },
        { id: "3", name: "Zé", unitId: "u" },
      ],
      [
        { personId: "3", itemKey: "1-0-0", status: "feito" },
        { personId: "1", itemKey: "1-0-1", status: "aprovado" },
        { personId: "1", itemKey: "2-0-1", status: "aprovado" },
      ],
      ["1-0-0", "1-0-1"],
    );
    expect(rows.map((r) => [r.name, r.waiting, r.approved])).toEqual([
      ["Zé", 1, 0],
      ["=HYPERLINK(1)", 0, 0],
      ["Ana", 0, 1],
    ]);
    const csv = classCsv("Amigo", rows, (id) => (id ? "Leões" : ""));
    expect(csv).toContain(`"'=HYPERLINK(1)";"Leões";"Amigo";"0";"0";"0";"2"`);
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
