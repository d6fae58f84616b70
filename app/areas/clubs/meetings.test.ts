import { describe, expect, it } from "vitest";
import { attendanceField, attendanceYear, investitureList, meetingDate, meetingForms, MEETING_MESSAGES } from "./meetings.ts";

const now = new Date("2026-11-28T15:00:00Z");
const ana = "00000000-0000-4000-8000-00000000000a";
const bia = "00000000-0000-4000-8000-00000000000b";

describe("meeting forms", () => {
  const parse = (fields: Record<string, string>) => meetingForms(now).safeParse(fields);

  it("reads a meeting with its roll call, one choice per person", () => {
    const parsed = parse({
      intent: "registrar",
      data: "2026-11-28",
      tipo: "acampamento",
      [attendanceField(ana)]: "presente",
      [attendanceField(bia)]: "justificada",
    });
    expect(parsed.success && parsed.data).toEqual({
      intent: "registrar",
      day: "2026-11-28",
      kind: "acampamento",
      clientWriteId: undefined,
      marks: [
        { personId: ana, status: "presente" },
        { personId: bia, status: "justificada" },
      ],
      ticked: [],
    });
  });

  it("refuses an unknown field or choice, an empty roll call, a far-off year and an unknown kind", () => {
    const message = (fields: Record<string, string>) => {
      const parsed = parse(fields);
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    const meeting = { intent: "registrar", data: "2026-11-28", tipo: "regular" };
    expect(message({ ...meeting, [attendanceField(ana)]: "talvez" })).toBe(MEETING_MESSAGES.badField);
    expect(message({ ...meeting, "p-nao-e-uuid": "presente" })).toBe(MEETING_MESSAGES.badField);
    expect(message({ ...meeting, admin: "1" })).toBe(MEETING_MESSAGES.badField);
    expect(message(meeting)).toBe(MEETING_MESSAGES.empty);
    expect(message({ ...meeting, data: "2020-01-01", [attendanceField(ana)]: "falta" })).toBe(MEETING_MESSAGES.badYear);
    expect(message({ ...meeting, data: "2026-02-30", [attendanceField(ana)]: "falta" })).toBe("Essa data não existe.");
    expect(message({ ...meeting, tipo: "festa", [attendanceField(ana)]: "falta" })).toBe("Escolha o tipo da reunião.");
    expect(message({ intent: "corrigir", reuniao: "x", [attendanceField(ana)]: "falta" })).toBe(MEETING_MESSAGES.notFound);
  });

  it("writes a meeting's day as the club reads it", () => {
    expect(meetingDate("2026-03-05")).toBe("05/03/2026");
  });
});

describe("the club's year", () => {
  it("counts attendance per Pathfinder and per unit; nobody called reads as no percentage", () => {
    const year = attendanceYear(
      [
        { id: "a", name: "Ana", unitId: "u1" },
        { id: "b", name: "Bia", unitId: "u1" },
        { id: "c", name: "Caio", unitId: null },
      ],
      [
        { id: "u1", name: "Leões" },
        { id: "u2", name: "Vazia" },
      ],
      [
        { personId: "a", status: "presente" },
        { personId: "a", status: "presente" },
        { personId: "b", status: "falta" },
        { personId: "b", status: "justificada" },
      ],
    );
    expect(year.people.map((p) => [p.name, p.present, p.absent, p.justified, p.percent])).toEqual([
      ["Ana", 2, 0, 0, 100],
      ["Bia", 0, 1, 1, 0],
      ["Caio", 0, 0, 0, null],
    ]);
    expect(year.units.map((u) => [u.name, u.percent])).toEqual([
      ["Leões", 50],
      ["Vazia", null],
    ]);
  });

  it("lists for investiture who had every item of a class approved, the last approval in that year", () => {
    const classes = [{ id: 1, titulo: "Amigo", keys: ["1-0-0", "1-0-1"] }];
    const people = [
      { id: "a", name: "Ana", unitName: "Leões" },
      { id: "b", name: "Bia", unitName: "" },
      { id: "c", name: "Caio", unitName: "" },
    ];
    const approved = (personId: string, itemKey: string, reviewedAt: string) => ({ personId, itemKey, status: "aprovado" as const, reviewedAt });
    const reviews = [
      approved("a", "1-0-0", "2026-02-01T10:00:00Z"),
      approved("a", "1-0-1", "2026-10-09T10:00:00Z"),
      // Bia finished last year; Caio has one item only waiting.
      approved("b", "1-0-0", "2025-03-01T10:00:00Z"),
      approved("b", "1-0-1", "2025-11-01T10:00:00Z"),
      approved("c", "1-0-0", "2026-03-01T10:00:00Z"),
      { personId: "c", itemKey: "1-0-1", status: "feito" as const, reviewedAt: null },
    ];
    expect(investitureList(classes, people, reviews, 2026)).toEqual([
      { classId: 1, titulo: "Amigo", people: [{ personId: "a", name: "Ana", unitName: "Leões", completedOn: "2026-10-09" }] },
    ]);
    expect(investitureList(classes, people, reviews, 2025)[0]!.people.map((p) => p.name)).toEqual(["Bia"]);
  });
});
