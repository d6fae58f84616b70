import { addDays, daysBetween, isoDate, parseIsoDate, weekday } from "#app/platform/site/calendar.ts";
import { calendarDay } from "./award-day.ts";
import { loginGap, streakAfterLogin, type Streak } from "./rules.ts";

/**
 * Forgiving streaks (decision 0037): the spec's streak at login, plus protections that cover
 * missed days and Sabbath as a rest day. Days are the member's local calendar days.
 */
export const PROTECTIONS_KEPT = 2;
export const DAYS_PER_PROTECTION = 7;

export interface ForgivingStreak extends Streak {
  /** The local day (yyyy-mm-dd) of the previous login, in the zone in force then. */
  lastAccessDay: string | null;
  /** Protections held, 0 to PROTECTIONS_KEPT. */
  protections: number;
}

/** Sabbath as a rest day: the choice, the local day it was last made, and Saturdays rested under an earlier choice. */
export interface RestDays {
  sabbath: boolean;
  changedOn: string | null;
  kept: ReadonlySet<string>;
}

export interface LoginStreak {
  streak: ForgivingStreak;
  /** The missed days a protection covered at this login, oldest first. */
  saved: string[];
}

const SATURDAY = 6;

/**
 * A Saturday is a rest day when the choice was on that day: it is on now and was made on or
 * before it, or the Saturday was kept when the choice was turned off.
 */
function isRestDay(day: string, rest: RestDays): boolean {
  if (rest.kept.has(day)) return true;
  return rest.sabbath && rest.changedOn !== null && day >= rest.changedOn && weekday(parseIsoDate(day)) === SATURDAY;
}

/** The days strictly between two local days, oldest first. */
function daysBetweenDays(from: string, to: string): string[] {
  const start = parseIsoDate(from);
  return Array.from({ length: Math.max(0, daysBetween(start, parseIsoDate(to)) - 1) }, (_, i) => isoDate(addDays(start, i + 1)));
}

/**
 * The Saturdays since the last login (not counting today) that are rest days under the
 * choice in force: kept when the member turns the choice off, so the change never breaks a
 * streak backwards.
 */
export function restedSince(lastAccessDay: string | null, today: string, rest: RestDays): string[] {
  return lastAccessDay ? daysBetweenDays(lastAccessDay, today).filter((day) => isRestDay(day, rest)) : [];
}

/**
 * The streak after a login at `now` in the member's zone. The spec's rule holds: under 24 h
 * since the last access leaves it, from 24 h and under 48 h adds a day, and 48 h or more
 * starts again at 1 — unless every local day missed in between is a rest day or is covered by
 * a protection held before the gap: then the login adds its day, and each covered day is
 * saved. A protection is earned on each 7th day of streak, at most two kept; a gap longer
 * than the protections held resets the streak and spends none.
 */
export function streakAtLogin(state: ForgivingStreak, now: Date, timeZone: string, rest: RestDays): LoginStreak {
  const today = calendarDay(now, timeZone);
  const spec = streakAfterLogin(state, now);
  let { protections } = state;
  let saved: string[] = [];
  let current = spec.current;
  if (loginGap(state, now) === "broken") {
    const lastDay = state.lastAccessDay ?? calendarDay(new Date(state.lastAccess!), timeZone);
    const missed = daysBetweenDays(lastDay, today).filter((day) => !isRestDay(day, rest));
    if (missed.length <= protections) {
      current = state.current + 1;
      protections -= missed.length;
      saved = missed;
    }
  }
  if (current > state.current && current % DAYS_PER_PROTECTION === 0) protections = Math.min(PROTECTIONS_KEPT, protections + 1);
  const streak = { current, longest: Math.max(current, spec.longest), lastAccess: spec.lastAccess, lastAccessDay: today, protections };
  return { streak, saved };
}
