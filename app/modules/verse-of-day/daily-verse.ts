/** Verse of the day (spec 1 §3 Daily verse, §4 Verse of the day). */
export interface DailyVerse {
  texto: string;
  referencia: string;
  tema: string;
  versao: string;
}

/** Day of the year of a calendar date: 1 January is 1, 31 December is 365 or 366. */
export function dayOfYear(year: number, month: number, day: number): number {
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
}

/** The calendar date in a time zone, for "today" in the visitor's local time. */
export function localDate(now: Date, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

/** Index into the list: the day of the year modulo the list length (spec rule). */
export function dailyVerseIndex(dayNumber: number, listLength: number): number {
  return dayNumber % listLength;
}
