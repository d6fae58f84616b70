import { createCookie } from "react-router";
import type { CalendarDate } from "#app/platform/site/calendar.ts";
import { localDate, parseTimeZone } from "#app/platform/site/time-zone.ts";
import { parseColorTheme, parseThemeMode, THEME_COOKIE_MAX_AGE, type ThemePreference } from "#app/platform/themes/themes.ts";

/**
 * Every cookie the server reads or writes. A value that does
 * not decode, or is not a string, reads as null: a bad cookie is ignored, never an error.
 */

const cookies = {
  session: createCookie("lampada_session", { httpOnly: true, sameSite: "lax", path: "/" }),
  /** The session cookie of an HTTPS deployment: `__Host-` makes the browser refuse it unless Secure, for this host only, on `/`. */
  hostSession: createCookie("__Host-lampada_session", { httpOnly: true, sameSite: "lax", path: "/", secure: true }),
  /** The browser that signed up (decision 0043, amended): a random key its confirmation link is bound to, for the link's 48 hours. */
  signUpBrowser: createCookie("lampada_cadastro", { httpOnly: true, sameSite: "lax", path: "/" }),
  hostSignUpBrowser: createCookie("__Host-lampada_cadastro", { httpOnly: true, sameSite: "lax", path: "/", secure: true }),
  theme: createCookie("theme", { sameSite: "lax", path: "/", maxAge: THEME_COOKIE_MAX_AGE }),
  colorTheme: createCookie("colorTheme", { sameSite: "lax", path: "/", maxAge: THEME_COOKIE_MAX_AGE }),
  timeZone: createCookie("tz", { sameSite: "lax", path: "/", maxAge: THEME_COOKIE_MAX_AGE }),
  /** The church an admin acts for, of those they may (decision 0065): its slug, checked on every request. */
  adminChurch: createCookie("lampada_igreja_admin", { httpOnly: true, sameSite: "lax", path: "/" }),
  /** The church a visitor chose at /igrejas/{slug}: its slug (a member's is their home church). */
  visitChurch: createCookie("igreja", { sameSite: "lax", path: "/", maxAge: THEME_COOKIE_MAX_AGE }),
};

export type CookieName = keyof typeof cookies;

/** A cookie's string value from the request, or null when absent or unreadable. */
export async function readCookie(request: Request, name: CookieName): Promise<string | null> {
  try {
    const value: unknown = await cookies[name].parse(request.headers.get("Cookie"));
    return typeof value === "string" && value.length <= 4096 ? value : null;
  } catch {
    return null;
  }
}

export function writeCookie(name: CookieName, value: string, options: { secure?: boolean; maxAge?: number } = {}): Promise<string> {
  return cookies[name].serialize(value, options);
}

/** The zone the browser reported, for showing times; daily awards use the member's stored zone. */
export async function requestTimeZone(request: Request): Promise<string> {
  return parseTimeZone(await readCookie(request, "timeZone"));
}

/** Today's date where the visitor is, for the pages that follow the calendar. */
export async function requestToday(request: Request, now: Date = new Date()): Promise<CalendarDate> {
  return localDate(now, await requestTimeZone(request));
}

/** The saved theme, for rendering the first paint right. */
export async function requestTheme(request: Request): Promise<ThemePreference> {
  return { mode: parseThemeMode(await readCookie(request, "theme")), color: parseColorTheme(await readCookie(request, "colorTheme")) };
}
