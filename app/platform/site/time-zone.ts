import { dateTimeFormat } from "./intl-formats.ts";

/** The visitor's time zone, learnt from the `tz` cookie the page sets (default São Paulo). */
const DEFAULT_TIME_ZONE = "America/Sao_Paulo";
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
