import { csvSheet } from "#app/platform/site/csv.ts";
import type { MonthlyReport } from "#app/areas/clubs/reports.ts";

/** What one club's monthly report adds to the conference's table (the report the club's own page makes). */
export interface ClubLine {
  church: string;
  club: string;
  meetings: number;
  people: number;
  present: number;
  called: number;
  /** Present over called, in whole per cent; null without a roll call. */
  percent: number | null;
  specialties: number;
  investitures: number;
}

/** A church's line: its members, its activity in the month, and its clubs' totals. */
export interface ChurchLine {
  church: string;
  members: number;
  /** Members who read something in the month. */
  readers: number;
  clubs: number;
  groups: number;
  totals: Omit<ClubLine, "church" | "club">;
}

const percentOf = (present: number, called: number) => (called === 0 ? null : Math.round((present / called) * 100));

/** One club's line, from its monthly report. */
export function clubLine(church: string, club: string, report: MonthlyReport): ClubLine {
  const present = report.meetings.reduce((sum, m) => sum + m.present, 0);
  const called = report.meetings.reduce((sum, m) => sum + m.called, 0);
  return {
    church,
    club,
    meetings: report.meetings.length,
    people: report.units.reduce((sum, u) => sum + u.people, 0),
    present,
    called,
    percent: percentOf(present, called),
    specialties: report.specialties.length,
    investitures: report.investitures.length,
  };
}

/** The clubs' lines added up: one church's, or the whole conference's. */
export function totalOf(lines: readonly ClubLine[]): ChurchLine["totals"] {
  const sum = (pick: (l: ClubLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  const present = sum((l) => l.present);
  const called = sum((l) => l.called);
  return {
    meetings: sum((l) => l.meetings),
    people: sum((l) => l.people),
    present,
    called,
    percent: percentOf(present, called),
    specialties: sum((l) => l.specialties),
    investitures: sum((l) => l.investitures),
  };
}

const percentText = (percent: number | null) => (percent === null ? "—" : `${percent}%`);

const HEAD = ["Igreja", "Clube", "Reuniões", "Pessoas", "Presenças", "Chamadas", "Frequência", "Especialidades", "Investiduras"];

/** The month's table as a spreadsheet: each club's line, each church's total, the conference's total. */
export function rollupCsv(month: string, clubs: readonly ClubLine[], churches: readonly ChurchLine[]): string {
  const row = (church: string, club: string, t: ChurchLine["totals"]) => [
    church,
    club,
    t.meetings,
    t.people,
    t.present,
    t.called,
    percentText(t.percent),
    t.specialties,
    t.investitures,
  ];
  return csvSheet([
    [`Relatório dos clubes de ${month}`],
    HEAD,
    ...churches.flatMap((c) => [
      ...clubs.filter((l) => l.church === c.church).map((l) => row(l.church, l.club, l)),
      row(c.church, "Total da igreja", c.totals),
    ]),
    row("Associação", "Total", totalOf(clubs)),
    [],
    ["Igreja", "Membros", "Leram no mês", "Clubes", "Pequenos grupos"],
    ...churches.map((c) => [c.church, c.members, c.readers, c.clubs, c.groups]),
  ]);
}
