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

export function timeZoneFromCookieHeader(header: string | null): string {
  for (const part of (header ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === TIME_ZONE_COOKIE && value) {
      const zone = decodeURIComponent(value);
      if (zone.length <= 64 && isValidTimeZone(zone)) return zone;
    }
  }
  return DEFAULT_TIME_ZONE;
}

export function requestTimeZone(request: Request): string {
  return timeZoneFromCookieHeader(request.headers.get("Cookie"));
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
