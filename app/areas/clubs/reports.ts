import { dateTimeFormat } from "#app/platform/site/intl-formats.ts";
import { csvSheet } from "#app/platform/site/csv.ts";
import type { ReviewStatus } from "./clubs.ts";
import { ATTENDANCE_LABELS, investitureList, MEETING_KINDS, meetingDate, type Attendance, type MeetingKind } from "./meetings.ts";
import { CRITERIA, criteriaInUse, criteriaTally, meetingPoints, type CriteriaTally, type Criterion } from "./unit-points.ts";

/**
 * The club's reports: attendance by person and unit as a spreadsheet, and the monthly report a
 * club sends its conference (meetings, attendance by unit, members by class with progress,
 * specialties completed, investitures). Pure: shared by the server and the browser.
 */

/** How far back a monthly report goes (the conference asks for this year's and last year's). */
export const REPORT_MONTHS_BACK = 24;

/** The month asked (`?mes=yyyy-mm`), or this one when missing, malformed, in the future or too old. */
export function reportMonth(asked: string | null, today: string): string {
  const current = today.slice(0, 7);
  if (!asked || !/^\d{4}-(0[1-9]|1[0-2])$/.test(asked) || asked > current) return current;
  return monthsBetween(asked, current) <= REPORT_MONTHS_BACK ? asked : current;
}

function monthsBetween(from: string, to: string): number {
  return (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
}

/** The month before or after, as yyyy-mm. */
export function shiftMonth(month: string, by: number): string {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** The month's first day and the next month's, as yyyy-mm-dd. */
export function monthDays(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: `${shiftMonth(month, 1)}-01` };
}

/** "dezembro de 2026". */
export function monthLabel(month: string): string {
  return dateTimeFormat("pt-BR", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-15T12:00:00Z`));
}

interface Person {
  id: string;
  name: string;
  unitId: string | null;
  classId: number | null;
}

interface Meeting {
  id: string;
  day: string;
  kind: MeetingKind;
  /** The optional criteria the meeting scored. */
  criteria: readonly Criterion[];
}

interface Mark {
  meetingId: string;
  personId: string;
  status: Attendance;
  /** The criteria the person met (present only). */
  criteria: readonly Criterion[];
}

/** Each meeting's criteria by its id (a meeting not listed scored none). */
const scoredBy = (meetings: readonly Meeting[]) => {
  const byId = new Map(meetings.map((m) => [m.id, m.criteria]));
  return (meetingId: string) => byId.get(meetingId) ?? [];
};

const percentOf = (present: number, called: number) => (called === 0 ? null : Math.round((present / called) * 100));

export interface MonthlyReport {
  month: string;
  meetings: Array<{ day: string; kind: MeetingKind; present: number; absent: number; justified: number; called: number }>;
  /** The criteria the month's meetings scored besides presence (the columns of the points). */
  criteria: Criterion[];
  units: Array<{ name: string; people: number; present: number; called: number; percent: number | null; points: CriteriaTally }>;
  /** Each person's presences, criteria met and points in the month, by unit then name. */
  points: Array<{ name: string; unit: string; tally: CriteriaTally }>;
  classes: Array<{ titulo: string; people: Array<{ name: string; unit: string; approved: number; total: number }> }>;
  specialties: Array<{ name: string; unit: string; specialty: string; on: string }>;
  investitures: Array<{ titulo: string; name: string; unit: string; on: string }>;
}

/** The monthly report of a club, from its people, meetings and sign-offs. */
export function monthlyReport(input: {
  month: string;
  people: readonly Person[];
  units: ReadonlyArray<{ id: string; name: string }>;
  meetings: readonly Meeting[];
  marks: readonly Mark[];
  classes: ReadonlyArray<{ id: number; titulo: string; keys: readonly string[] }>;
  reviews: ReadonlyArray<{ personId: string; itemKey: string; status: ReviewStatus; reviewedAt: string | null }>;
  specialtyName: (key: string) => string | null;
}): MonthlyReport {
  const { month, people, units, meetings, marks, classes, reviews } = input;
  const unitName = (id: string | null) => units.find((u) => u.id === id)?.name ?? "Sem unidade";
  const inMonth = (iso: string | null) => iso !== null && iso.startsWith(month);
  const approved = new Set(reviews.filter((r) => r.status === "aprovado").map((r) => `${r.personId} ${r.itemKey}`));
  const groups = [...units.map((u) => ({ id: u.id as string | null, name: u.name })), { id: null, name: "Sem unidade" }];
  const scored = scoredBy(meetings);
  return {
    month,
    criteria: criteriaInUse(meetings),
    meetings: [...meetings]
      .sort((a, b) => a.day.localeCompare(b.day))
      .map((m) => {
        const own = marks.filter((r) => r.meetingId === m.id);
        const count = (s: Attendance) => own.filter((r) => r.status === s).length;
        return { day: m.day, kind: m.kind, present: count("presente"), absent: count("falta"), justified: count("justificada"), called: own.length };
      }),
    units: groups.flatMap((g) => {
      const ids = new Set(people.filter((p) => p.unitId === g.id).map((p) => p.id));
      const own = marks.filter((r) => ids.has(r.personId));
      if (ids.size === 0) return [];
      const present = own.filter((r) => r.status === "presente").length;
      return [
        { name: g.name, people: ids.size, present, called: own.length, percent: percentOf(present, own.length), points: criteriaTally(own, scored) },
      ];
    }),
    points: people
      .map((p) => ({
        name: p.name,
        unit: unitName(p.unitId),
        tally: criteriaTally(
          marks.filter((r) => r.personId === p.id),
          scored,
        ),
      }))
      .sort((a, b) => a.unit.localeCompare(b.unit, "pt-BR") || a.name.localeCompare(b.name, "pt-BR")),
    classes: classes.flatMap((c) => {
      const enrolled = people.filter((p) => p.classId === c.id);
      if (enrolled.length === 0) return [];
      return [
        {
          titulo: c.titulo,
          people: enrolled
            .map((p) => ({
              name: p.name,
              unit: unitName(p.unitId),
              approved: c.keys.filter((k) => approved.has(`${p.id} ${k}`)).length,
              total: c.keys.length,
            }))
            .sort((a, b) => a.name.localeCompare(b.name, "pt-BR")),
        },
      ];
    }),
    specialties: reviews
      .filter((r) => r.status === "aprovado" && inMonth(r.reviewedAt))
      .flatMap((r) => {
        const person = people.find((p) => p.id === r.personId);
        const specialty = input.specialtyName(r.itemKey);
        return person && specialty ? [{ name: person.name, unit: unitName(person.unitId), specialty, on: r.reviewedAt!.slice(0, 10) }] : [];
      })
      .sort((a, b) => a.on.localeCompare(b.on) || a.name.localeCompare(b.name, "pt-BR")),
    investitures: investitureList(
      classes,
      people.map((p) => ({ id: p.id, name: p.name, unitName: unitName(p.unitId) })),
      reviews,
      Number(month.slice(0, 4)),
    ).flatMap((c) =>
      c.people.filter((p) => p.completedOn.startsWith(month)).map((p) => ({ titulo: c.titulo, name: p.name, unit: p.unitName, on: p.completedOn })),
    ),
  };
}

/** The monthly report as one spreadsheet: a block per part, each with its own header line. */
export function monthlyReportCsv(clubName: string, report: MonthlyReport): string {
  const percent = (p: number | null) => (p === null ? "" : `${p}%`);
  const names = report.criteria.map((c) => CRITERIA[c]);
  const met = (t: CriteriaTally) => report.criteria.map((c) => t.met[c]);
  return csvSheet([
    ["Relatório mensal", clubName, monthLabel(report.month)],
    [],
    ["Reuniões", "Tipo", "Presentes", "Faltas", "Justificadas", "Chamados"],
    ...report.meetings.map((m) => [meetingDate(m.day), MEETING_KINDS[m.kind], m.present, m.absent, m.justified, m.called]),
    [],
    ["Frequência por unidade", "Pessoas", "Presenças", "Chamadas", "Frequência", ...names, "Pontos"],
    ...report.units.map((u) => [u.name, u.people, u.present, u.called, percent(u.percent), ...met(u.points), u.points.points]),
    [],
    ["Pontos por pessoa", "Unidade", "Presenças", ...names, "Pontos"],
    ...report.points.map((p) => [p.name, p.unit, p.tally.present, ...met(p.tally), p.tally.points]),
    [],
    ["Classe", "Nome", "Unidade", "Itens aprovados", "Total de itens"],
    ...report.classes.flatMap((c) => c.people.map((p) => [c.titulo, p.name, p.unit, p.approved, p.total])),
    [],
    ["Especialidade concluída", "Nome", "Unidade", "Data"],
    ...report.specialties.map((s) => [s.specialty, s.name, s.unit, meetingDate(s.on)]),
    [],
    ["Investidura", "Nome", "Unidade", "Data"],
    ...report.investitures.map((i) => [i.titulo, i.name, i.unit, meetingDate(i.on)]),
  ]);
}

/**
 * Attendance of a year as a spreadsheet: one line per meeting and person called, with the
 * person's unit, each criterion in use ('Sim' / 'Não'; empty when the meeting did not score it
 * or the person was not present) and the points of that meeting.
 */
export function attendanceCsv(
  meetings: readonly Meeting[],
  marks: readonly Mark[],
  people: ReadonlyArray<{ id: string; name: string; unitId: string | null }>,
  units: ReadonlyArray<{ id: string; name: string }>,
): string {
  const byId = new Map(people.map((p) => [p.id, p]));
  const unitName = (id: string | null) => units.find((u) => u.id === id)?.name ?? "Sem unidade";
  const lines = [...meetings]
    .sort((a, b) => a.day.localeCompare(b.day))
    .flatMap((m) =>
      marks
        .filter((r) => r.meetingId === m.id && byId.has(r.personId))
        .map((r) => ({ m, person: byId.get(r.personId)!, status: r.status, met: r.criteria }))
        .sort(
          (a, b) =>
            unitName(a.person.unitId).localeCompare(unitName(b.person.unitId), "pt-BR") || a.person.name.localeCompare(b.person.name, "pt-BR"),
        ),
    );
  const criteria = criteriaInUse(meetings);
  return csvSheet([
    ["Data", "Tipo", "Unidade", "Nome", "Situação", ...criteria.map((c) => CRITERIA[c]), "Pontos"],
    ...lines.map(({ m, person, status, met }) => [
      meetingDate(m.day),
      MEETING_KINDS[m.kind],
      unitName(person.unitId),
      person.name,
      ATTENDANCE_LABELS[status],
      ...criteria.map((c) => (status !== "presente" || !m.criteria.includes(c) ? "" : met.includes(c) ? "Sim" : "Não")),
      meetingPoints(status, met, m.criteria),
    ]),
  ]);
}
