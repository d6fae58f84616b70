/** The visitor's time zone, learnt from the `tz` cookie the page sets (default São Paulo). */
export const DEFAULT_TIME_ZONE = "America/Sao_Paulo";
export const TIME_ZONE_COOKIE = "tz";

export function isValidTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone the browser reported, when it is a real one; else São Paulo. */
export function parseTimeZone(value: string | null): string {
  return value && value.length <= 64 && isValidTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}

/** The calendar date of an instant in a time zone, for "today" in the visitor's local time. */
export function localDate(now: Date, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

/** The hour of day (0–23) of an instant in a time zone. */
export function localHour(now: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(now);
  return Number(hour);
}
