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
