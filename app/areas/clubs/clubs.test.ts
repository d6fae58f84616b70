import { describe, expect, it } from "vitest";
import {
  birthYearProblem,
  childBirthYearProblem,
  enrolledClass,
  inClub,
  itemsCsv,
  stateCounts,
  suggestedClass,
  unitNameKey,
  waitingFor,
  classCsv,
  classRows,
  CODE_ALPHABET,
  may,
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

  it("accepts a roster birth year between 4 and 99 years ago only", () => {
    const now = new Date("2026-05-01T12:00:00Z");
    expect(birthYearProblem(2014, now)).toBeNull();
    expect(birthYearProblem(2022, now)).toBeNull();
    expect(birthYearProblem(1927, now)).toBeNull();
    expect(birthYearProblem(2023, now)).toBe("Informe um ano de nascimento entre 1927 e 2022.");
    expect(birthYearProblem(1926, now)).not.toBeNull();
    expect(birthYearProblem(2025, now)).not.toBeNull();
  });

  it("takes a child profile only under 13, and sends a 13-year-old to an account of their own", () => {
    const now = new Date("2026-05-01T12:00:00Z");
    expect(childBirthYearProblem(2016, now)).toBeNull();
    expect(childBirthYearProblem(2013, now)).toBeNull();
    expect(childBirthYearProblem(2022, now)).toBeNull();
    expect(childBirthYearProblem(2012, now)).toMatch(/A partir de 13 anos/);
    expect(childBirthYearProblem(2023, now)).toBe("Informe um ano de nascimento entre 2013 e 2022.");
    expect(childBirthYearProblem(1800, now)).toBe("Informe um ano de nascimento entre 2013 e 2022.");
  });

  it("suggests the class by age (Amigo 10 … Guia 15) and keeps the director's choice", () => {
    const now = new Date("2026-05-01T12:00:00Z");
    expect([2016, 2015, 2014, 2013, 2012, 2011].map((y) => suggestedClass(y, now))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(suggestedClass(2018, now)).toBe(1);
    expect(suggestedClass(1990, now)).toBe(6);
    expect(enrolledClass({ role: "desbravador", birthYear: 2016, classId: null }, now)).toBe(1);
    expect(enrolledClass({ role: "desbravador", birthYear: 2016, classId: 3 }, now)).toBe(3);
    expect(enrolledClass({ role: "diretor", birthYear: 1980, classId: null }, now)).toBeNull();
    expect(enrolledClass({ role: "desbravador", birthYear: null, classId: null }, now)).toBeNull();
  });

  it("compares unit names without case or accents, and writes club names in good Portuguese", () => {
    expect(unitNameKey("  Águias   do Vale ")).toBe(unitNameKey("aguias do vale"));
    expect(unitNameKey("Leões")).not.toBe(unitNameKey("Leoas"));
    expect(inClub("Clube Águias")).toBe("no");
    expect(inClub("Águias do Vale")).toBe("no clube");
    expect(inClub("Clubinho", "do")).toBe("do clube");
  });

  it("lists what waits for a leader, oldest first: the director's whole club, a counsellor's own units, never their own items", () => {
    const people = [
      { id: "c", name: "Carla", unitId: "u1" },
      { id: "p", name: "Pedro", unitId: "u1" },
      { id: "m", name: "Mateus", unitId: "u2" },
      { id: "s", name: "Sem", unitId: null },
    ];
    const reviews = [
      { personId: "m", itemKey: "1-0-0", status: "feito" as const, markedAt: "2026-05-01T10:00:00Z" },
      { personId: "p", itemKey: "4-0-0", status: "feito" as const, markedAt: "2026-05-02T10:00:00Z" },
      { personId: "p", itemKey: "esp-2", status: "feito" as const, markedAt: "2026-04-30T10:00:00Z" },
      { personId: "p", itemKey: "4-0-1", status: "aprovado" as const, markedAt: "2026-04-01T10:00:00Z" },
      { personId: "c", itemKey: "1-0-1", status: "feito" as const, markedAt: "2026-04-01T10:00:00Z" },
      { personId: "s", itemKey: "1-0-2", status: "feito" as const, markedAt: "2026-04-02T10:00:00Z" },
    ];
    const counsellor = waitingFor({ personId: "c", role: "conselheiro", unitIds: ["u1"] }, people, reviews);
    expect(counsellor.map((w) => `${w.personName} ${w.itemKey}`)).toEqual(["Pedro esp-2", "Pedro 4-0-0"]);
    const director = waitingFor({ personId: "d", role: "diretor", unitIds: [] }, people, reviews);
    expect(director.map((w) => w.itemKey)).toEqual(["1-0-1", "1-0-2", "esp-2", "1-0-0", "4-0-0"]);
    expect(waitingFor({ personId: "x", role: "secretario", unitIds: ["u1"] }, people, reviews)).toEqual([]);
  });

  it("counts only approved items as done, waiting and returned apart", () => {
    const states = new Map([
      ["a", "aprovado" as const],
      ["b", "feito" as const],
      ["c", "devolvido" as const],
    ]);
    expect(stateCounts(["a", "b", "c", "d"], states)).toEqual({ approved: 1, waiting: 1, returned: 1, total: 4 });
  });

  it("writes the item-by-item export with the item's text and its state in words", () => {
    const csv = itemsCsv([
      {
        name: "Ana",
        birthYear: 2016,
        unit: "Leões",
        className: "Amigo",
        item: "Amigo · Ler Gênesis",
        status: "devolvido",
        reviewer: "Carla",
        date: "01/05/2026",
        note: "Refaça",
      },
    ]);
    expect(csv).toContain(`"Ana";"2016";"Leões";"Amigo";"Amigo · Ler Gênesis";"Devolvido";"Carla";"01/05/2026";"Refaça"`);
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

  it("lists people with items waiting first, and writes a CSV a spreadsheet cannot run", () => {
    const rows = classRows(
      [
        { id: "1", name: "Ana", birthYear: 2015, unitId: null },
        { id: "2", name: "=HYPERLINK(1)", birthYear: null, unitId: "u" },
        { id: "3", name: "Zé", birthYear: 2016, unitId: "u" },
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
    expect(csv).toContain(`"'=HYPERLINK(1)";"";"Leões";"Amigo";"0";"0";"0";"2";"0";"0"`);
  });
});
