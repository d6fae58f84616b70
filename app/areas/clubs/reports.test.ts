import { describe, expect, it } from "vitest";
import { attendanceCsv, monthlyReport, monthlyReportCsv, reportMonth, shiftMonth } from "./reports.ts";
import { unmarkedMessage, unmarkedPeople } from "./meetings.ts";

const people = [
  { id: "a", name: "Ana Lima", unitId: "u1", classId: 1 },
  { id: "b", name: "Bruno Dias", unitId: "u1", classId: 1 },
  { id: "c", name: "Caio Reis", unitId: null, classId: 2 },
];
const units = [
  { id: "u1", name: "Leões" },
  { id: "u2", name: "Tigres" },
];
const classes = [
  { id: 1, titulo: "Amigo", keys: ["1-0-0", "1-0-1"] },
  { id: 2, titulo: "Companheiro", keys: ["2-0-0"] },
];

describe("the monthly report", () => {
  const report = monthlyReport({
    month: "2026-11",
    people,
    units,
    meetings: [
      { id: "m2", day: "2026-11-21", kind: "acampamento", criteria: [] },
      { id: "m1", day: "2026-11-07", kind: "regular", criteria: ["uniforme", "biblia"] },
    ],
    marks: [
      { meetingId: "m1", personId: "a", status: "presente", criteria: ["uniforme", "biblia"] },
      { meetingId: "m1", personId: "b", status: "falta", criteria: [] },
      { meetingId: "m1", personId: "c", status: "presente", criteria: ["uniforme"] },
      // A criterion the meeting did not score counts nothing.
      { meetingId: "m2", personId: "a", status: "presente", criteria: ["uniforme"] },
      { meetingId: "m2", personId: "b", status: "justificada", criteria: [] },
    ],
    classes,
    reviews: [
      { personId: "a", itemKey: "1-0-0", status: "aprovado", reviewedAt: "2026-10-03T12:00:00Z" },
      { personId: "a", itemKey: "1-0-1", status: "aprovado", reviewedAt: "2026-11-21T12:00:00Z" },
      { personId: "b", itemKey: "1-0-0", status: "feito", reviewedAt: null },
      { personId: "c", itemKey: "esp-2", status: "aprovado", reviewedAt: "2026-11-07T12:00:00Z" },
      { personId: "c", itemKey: "esp-3", status: "aprovado", reviewedAt: "2026-10-07T12:00:00Z" },
    ],
    specialtyName: (key) => ({ "esp-2": "Nós e Amarras", "esp-3": "Primeiros Socorros" })[key] ?? null,
  });

  it("lists the month's meetings in order with their roll call, and attendance by unit (an empty unit is left out)", () => {
    expect(report.meetings).toEqual([
      { day: "2026-11-07", kind: "regular", present: 2, absent: 1, justified: 0, called: 3 },
      { day: "2026-11-21", kind: "acampamento", present: 1, absent: 0, justified: 1, called: 2 },
    ]);
    const met = (uniforme: number, biblia: number) => ({ pontualidade: 0, uniforme, biblia, licao: 0, mensalidade: 0 });
    expect(report.criteria).toEqual(["uniforme", "biblia"]);
    expect(report.units).toEqual([
      { name: "Leões", people: 2, present: 2, called: 4, percent: 50, points: { present: 2, met: met(1, 1), points: 20 } },
      { name: "Sem unidade", people: 1, present: 1, called: 1, percent: 100, points: { present: 1, met: met(1, 0), points: 10 } },
    ]);
    // Per person, by unit then name: Ana's presences (5 + 5) and her uniform and Bible at the first meeting (5 each).
    expect(report.points).toEqual([
      { name: "Ana Lima", unit: "Leões", tally: { present: 2, met: met(1, 1), points: 20 } },
      { name: "Bruno Dias", unit: "Leões", tally: { present: 0, met: met(0, 0), points: 0 } },
      { name: "Caio Reis", unit: "Sem unidade", tally: { present: 1, met: met(1, 0), points: 10 } },
    ]);
  });

  it("counts members by class with their approved items, the specialties and investitures of the month only", () => {
    expect(report.classes).toEqual([
      {
        titulo: "Amigo",
        people: [
          { name: "Ana Lima", unit: "Leões", approved: 2, total: 2 },
          { name: "Bruno Dias", unit: "Leões", approved: 0, total: 2 },
        ],
      },
      { titulo: "Companheiro", people: [{ name: "Caio Reis", unit: "Sem unidade", approved: 0, total: 1 }] },
    ]);
    expect(report.specialties).toEqual([{ name: "Caio Reis", unit: "Sem unidade", specialty: "Nós e Amarras", on: "2026-11-07" }]);
    expect(report.investitures).toEqual([{ titulo: "Amigo", name: "Ana Lima", unit: "Leões", on: "2026-11-21" }]);
  });

  it("as a spreadsheet: each part with its header, dates as the club reads them, formulas defused", () => {
    const csv = monthlyReportCsv("=Clube", report);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain(`"Relatório mensal";"'=Clube";"novembro de 2026"`);
    expect(csv).toContain(`"07/11/2026";"Reunião regular";"2";"1";"0";"3"`);
    expect(csv).toContain(`"Frequência por unidade";"Pessoas";"Presenças";"Chamadas";"Frequência";"Uniforme";"Bíblia";"Pontos"`);
    expect(csv).toContain(`"Leões";"2";"2";"4";"50%";"1";"1";"20"`);
    expect(csv).toContain(`"Pontos por pessoa";"Unidade";"Presenças";"Uniforme";"Bíblia";"Pontos"`);
    expect(csv).toContain(`"Caio Reis";"Sem unidade";"1";"1";"0";"10"`);
    expect(csv).toContain(`"Nós e Amarras";"Caio Reis";"Sem unidade";"07/11/2026"`);
    expect(csv).toContain(`"Amigo";"Ana Lima";"Leões";"21/11/2026"`);
  });
});

describe("attendance as a spreadsheet", () => {
  it("has one line per meeting and person called, with the unit, the criteria and the points, by day then unit and name", () => {
    const csv = attendanceCsv(
      [{ id: "m1", day: "2026-11-07", kind: "regular", criteria: ["uniforme"] }],
      [
        { meetingId: "m1", personId: "c", status: "justificada", criteria: [] },
        { meetingId: "m1", personId: "a", status: "presente", criteria: ["uniforme"] },
      ],
      people,
      units,
    );
    expect(csv.split("\r\n").slice(0, 3)).toEqual([
      `\uFEFF"Data";"Tipo";"Unidade";"Nome";"Situação";"Uniforme";"Pontos"`,
      `"07/11/2026";"Reunião regular";"Leões";"Ana Lima";"Presente";"Sim";"10"`,
      `"07/11/2026";"Reunião regular";"Sem unidade";"Caio Reis";"Justificada";"";"0"`,
    ]);
  });
});

describe("the report's month and the true roll call", () => {
  it("reads ?mes= as this month when missing, malformed, in the future or more than two years back", () => {
    expect(reportMonth("2026-10", "2026-12-01")).toBe("2026-10");
    for (const asked of [null, "2026-13", "2027-01", "2024-11", "x"]) expect(reportMonth(asked, "2026-12-01")).toBe("2026-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
  });

  it("names everyone left unmarked, in the singular where one", () => {
    expect(unmarkedPeople(people, [{ personId: "b" }])).toEqual(["Ana Lima", "Caio Reis"]);
    expect(unmarkedMessage(["Ana Lima", "Caio Reis"])).toBe(
      "Faltam marcar Ana Lima e Caio Reis: escolha Presente, Falta ou Justificada para cada uma antes de salvar.",
    );
    expect(unmarkedMessage(["Ana Lima"])).toBe("Falta marcar Ana Lima: escolha Presente, Falta ou Justificada para essa pessoa antes de salvar.");
  });
});
