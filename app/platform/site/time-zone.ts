import type { CalendarDate } from "./calendar.ts";
import { dateTimeFormat } from "./intl-formats.ts";

/**
 * The church's time zone, the one place it is written (decision 0062): its months (the giving
 * report, the club league), the dates and times its pages and spreadsheets show, and the
 * visitor's zone until the browser reports one.
 */
export const CHURCH_TIME_ZONE = "America/Sao_Paulo";

/** The visitor's time zone, learnt from the `tz` cookie the page sets (default the church's). */
const DEFAULT_TIME_ZONE = CHURCH_TIME_ZONE;
export const TIME_ZONE_COOKIE = "tz";

/** What parseTimeZone made of the values it has seen (cleared when large: any string can arrive). */
const parsedZones = new Map<string, string | null>();
const PARSED_ZONES_KEPT = 1000;

/** The canonical name of a real time zone ("america/manaus" → "America/Manaus"), else null. */
function canonicalTimeZone(value: string): string | null {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zone the browser reported, when it is a real one (by its canonical name); else São Paulo. */
export function parseTimeZone(value: string | null): string {
  if (!value || value.length > 64) return DEFAULT_TIME_ZONE;
  let zone = parsedZones.get(value);
  if (zone === undefined) {
    zone = canonicalTimeZone(value);
    if (parsedZones.size >= PARSED_ZONES_KEPT) parsedZones.clear();
    parsedZones.set(value, zone);
  }
  return zone ?? DEFAULT_TIME_ZONE;
}

/** The calendar date of an instant in a time zone, for "today" in the visitor's local time. */
export function localDate(now: Date, timeZone: string): { year: number; month: number; day: number } {
  const parts = dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

/** The hour of day (0–23) of an instant in a time zone. */
export function localHour(now: Date, timeZone: string): number {
  return Number(dateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(now));
}

/** The wall clock of an instant in a zone, read as if it were UTC (milliseconds, seconds kept). */
function wallClock(ms: number, timeZone: string): number {
  const parts = dateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
}

/**
 * The first instant of a calendar date in a zone, as a stored timestamp (ISO, UTC): its midnight,
 * or — when summer time skips midnight there, as Brazil's did until 2019 — the first minute the
 * clocks showed that day. The zone's offsets come from Intl, never a fixed one.
 */
export function startOfDay(date: CalendarDate, timeZone: string = CHURCH_TIME_ZONE): string {
  const midnight = Date.UTC(date.year, date.month - 1, date.day);
  const DAY = 86_400_000;
  // Every offset the zone has around that day; the first instant that reads as the day itself wins.
  const candidates = [midnight - DAY, midnight, midnight + DAY].map((at) => midnight - (wallClock(at, timeZone) - at));
  const first = Math.min(...candidates.filter((at) => wallClock(at, timeZone) >= midnight));
  return new Date(first).toISOString();
}

/**
 * A month's first instant and the next month's first, in a zone (the church's unless told): the
 * bounds of stored timestamps `from <= at < to`. The month is "yyyy-mm" or the one an instant
 * falls in there.
 */
export function monthBounds(month: string | Date, timeZone: string = CHURCH_TIME_ZONE): { from: string; to: string } {
  const { year, month: number } =
    typeof month === "string" ? { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) } : localDate(month, timeZone);
  const next = number === 12 ? { year: year + 1, month: 1 } : { year, month: number + 1 };
  return { from: startOfDay({ year, month: number, day: 1 }, timeZone), to: startOfDay({ ...next, day: 1 }, timeZone) };
}
