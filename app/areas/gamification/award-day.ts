import { localDate } from "#app/platform/site/time-zone.ts";

/**
 * A member's time zone for daily awards (a chapter pays once a day, the login hour).
 * It is kept on the account, never read from the request, so a browser cannot pick a
 * zone to be paid again. When the browser reports another zone (at login or sign-up)
 * the change waits for the first moment both zones show the same date: the member's
 * calendar then never jumps a day ahead or back, so no paid day is opened again.
 */
export interface MemberTimeZone {
  timeZone: string;
  nextTimeZone: string | null;
  /** ISO-8601 UTC: when nextTimeZone takes over. */
  nextTimeZoneAt: string | null;
}

export function calendarDay(now: Date, timeZone: string): string {
  const { year, month, day } = localDate(now, timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The zone in force at `now`. */
export function effectiveTimeZone(zone: MemberTimeZone, now: Date): string {
  return zone.nextTimeZone && zone.nextTimeZoneAt && zone.nextTimeZoneAt <= now.toISOString() ? zone.nextTimeZone : zone.timeZone;
}

const STEP_MS = 15 * 60_000;
const HORIZON_MS = 50 * 60 * 60_000;

/** The first moment from `now` (in 15-minute steps, zone offsets' granularity) when both zones show the same date. */
export function sameDateMoment(from: string, to: string, now: Date): Date {
  for (let t = now.getTime(); t <= now.getTime() + HORIZON_MS; t += STEP_MS) {
    const moment = new Date(t);
    if (calendarDay(moment, from) === calendarDay(moment, to)) return moment;
  }
  return new Date(now.getTime() + HORIZON_MS);
}

/** The stored zone after the browser reported `reported` at `now`. */
export function withReportedTimeZone(zone: MemberTimeZone, reported: string, now: Date): MemberTimeZone {
  const current = effectiveTimeZone(zone, now);
  if (reported === current) return { timeZone: current, nextTimeZone: null, nextTimeZoneAt: null };
  const at = sameDateMoment(current, reported, now);
  if (at.getTime() === now.getTime()) return { timeZone: reported, nextTimeZone: null, nextTimeZoneAt: null };
  return { timeZone: current, nextTimeZone: reported, nextTimeZoneAt: at.toISOString() };
}
