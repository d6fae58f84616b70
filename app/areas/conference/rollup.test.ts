import { describe, expect, it } from "vitest";
import type { MonthlyReport } from "#app/areas/clubs/reports.ts";
import { clubLine, rollupCsv, totalOf } from "./rollup.ts";

const report = (meetings: Array<[number, number]>, people: number, specialties = 0): MonthlyReport => ({
  month: "2026-11",
  meetings: meetings.map(([present, called], i) => ({
    day: `2026-11-0${i + 1}`,
    kind: "regular" as never,
    present,
    absent: called - present,
    justified: 0,
    called,
  })),
  criteria: [],
  units: [{ name: "Águias", people, present: 0, called: 0, percent: null, points: {} as never }],
  points: [],
  classes: [],
  specialties: Array.from({ length: specialties }, (_, i) => ({ name: `P${i}`, unit: "Águias", specialty: "Nós", on: "2026-11-02" })),
  investitures: [],
});

describe("the conference's roll-up of the clubs' monthly reports", () => {
  it("adds up a club's month as its own report counts it", () => {
    expect(
      clubLine(
        "Central",
        "Águia",
        report(
          [
            [8, 10],
            [9, 10],
          ],
          12,
          2,
        ),
      ),
    ).toEqual({
      church: "Central",
      club: "Águia",
      meetings: 2,
      people: 12,
      present: 17,
      called: 20,
      percent: 85,
      specialties: 2,
      investitures: 0,
    });
  });

  it("totals a church's clubs, with no percentage when nobody was called", () => {
    const lines = [clubLine("Central", "Águia", report([[8, 10]], 12)), clubLine("Central", "Leão", report([], 5))];
    expect(totalOf(lines)).toEqual({ meetings: 1, people: 17, present: 8, called: 10, percent: 80, specialties: 0, investitures: 0 });
    expect(totalOf([clubLine("Vila", "Lince", report([], 3))]).percent).toBeNull();
  });

  it("writes each club, each church's total and the conference's total to the spreadsheet", () => {
    const a = clubLine("Central", "Águia", report([[8, 10]], 12));
    const b = clubLine("Vila", "Lince", report([[3, 4]], 4));
    const churches = [
      { church: "Central", members: 120, readers: 40, clubs: 1, groups: 3, totals: totalOf([a]) },
      { church: "Vila", members: 30, readers: 9, clubs: 1, groups: 0, totals: totalOf([b]) },
    ];
    const lines = rollupCsv("2026-11", [a, b], churches).replace("\uFEFF", "").split("\r\n");
    expect(lines[2]).toBe('"Central";"Águia";"1";"12";"8";"10";"80%";"0";"0"');
    expect(lines[3]).toBe('"Central";"Total da igreja";"1";"12";"8";"10";"80%";"0";"0"');
    expect(lines[6]).toBe('"Associação";"Total";"2";"16";"11";"14";"79%";"0";"0"');
    expect(lines).toContain('"Vila";"30";"9";"1";"0"');
  });
});
