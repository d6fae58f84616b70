/**
 * Calendar dates without a time of day ("today" in the visitor's zone comes from localDate):
 * the arithmetic the daily pages need, done in UTC so no zone or summer time moves a day.
 */
export interface CalendarDate {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
}

const DAY_MS = 86_400_000;

const MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

function toUtc(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

function fromUtc(ms: number): CalendarDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The date as yyyy-mm-dd. */
export function isoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

/** "2026-11-12" → the date (the text must be a valid yyyy-mm-dd). */
export function parseIsoDate(value: string): CalendarDate {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: CalendarDate): number {
  return new Date(toUtc(date)).getUTCDay();
}

/** A day of the month as Portuguese writes it in a date: the first with the ordinal ("1º"), the rest as numbers. */
export function dayOfMonth(day: number): string {
  return day === 1 ? "1º" : String(day);
}

/** "26 de novembro", "1º de dezembro". */
export function dayAndMonth(date: CalendarDate): string {
  return `${dayOfMonth(date.day)} de ${MONTHS[date.month - 1]}`;
}

/** "21 a 27 de novembro", "1º a 7 de novembro", "28 de novembro a 4 de dezembro", "27 de dezembro de 2026 a 2 de janeiro de 2027". */
export function dateRange(from: CalendarDate, to: CalendarDate): string {
  if (from.year !== to.year) return `${dayAndMonth(from)} de ${from.year} a ${dayAndMonth(to)} de ${to.year}`;
  if (from.month !== to.month) return `${dayAndMonth(from)} a ${dayAndMonth(to)}`;
  return `${dayOfMonth(from.day)} a ${dayAndMonth(to)}`;
}

/** The days of the week as Brazil names them, Sunday (0) first, as Date.getDay numbers them. */
export const WEEKDAY_NAMES = ["Domingo", "Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado"] as const;
