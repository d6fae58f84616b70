import { addDays, type CalendarDate } from "#app/platform/site/calendar.ts";

/**
 * The devotional follows the day of the month: each devotional is written for one day (the
 * day of its date in content), and today's is the one of today's day. The archive is the days
 * before today back to the same day of the last month, each with its true date.
 */
export function devotionalDay(devotional: { data: string }): number {
  return Number(devotional.data.slice(8, 10));
}

export interface DatedDevotional<D> {
  /** The calendar date it is read on. */
  date: CalendarDate;
  devotional: D;
}

/** Today's devotional and the days before it, newest first, each day of the month once. */
export function devotionalCalendar<D extends { data: string }>(devotionals: readonly D[], today: CalendarDate): DatedDevotional<D>[] {
  const byDay = new Map(devotionals.map((d) => [devotionalDay(d), d]));
  const days: DatedDevotional<D>[] = [];
  const seen = new Set<number>();
  for (let date = today; !seen.has(date.day); date = addDays(date, -1)) {
    seen.add(date.day);
    const devotional = byDay.get(date.day);
    if (devotional) days.push({ date, devotional });
  }
  return days;
}

/** The date a devotional was last read on: its day of the month, today or before. */
export function lastReadingDate(devotional: { data: string }, today: CalendarDate): CalendarDate {
  const day = devotionalDay(devotional);
  let date = today;
  while (date.day !== day) date = addDays(date, -1);
  return date;
}
