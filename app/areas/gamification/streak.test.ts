import { describe, expect, it } from "vitest";
import { restedSince, streakAtLogin, type ForgivingStreak, type RestDays } from "./streak.ts";

const SP = "America/Sao_Paulo"; // UTC−3, no summer time
const TOKYO = "Asia/Tokyo"; // UTC+9
const NEW_YORK = "America/New_York"; // 23-hour day on 8 March 2026, 25-hour day on 1 November 2026
const H = 3_600_000;
const DAY = 24 * H;

const NEW: ForgivingStreak = { current: 0, longest: 0, lastAccess: null, lastAccessDay: null, protections: 0 };
const NO_REST: RestDays = { sabbath: false, changedOn: null, kept: new Set() };
const sabbathSince = (changedOn: string): RestDays => ({ sabbath: true, changedOn, kept: new Set() });

/** Logs in at each instant in turn; returns the streak and every day saved. */
function logins(times: Date[], zone = SP, rest = NO_REST, from = NEW) {
  let streak = from;
  const saved: string[] = [];
  for (const now of times) {
    const step = streakAtLogin(streak, now, zone, rest);
    streak = step.streak;
    saved.push(...step.saved);
  }
  return { streak, saved };
}

/** `count` logins a day apart from `first`. */
const daily = (first: Date, count: number) => Array.from({ length: count }, (_, i) => new Date(first.getTime() + i * DAY));

// Sunday 1 November 2026, 12:00 in São Paulo.
const sunday = new Date("2026-11-01T15:00:00Z");
const at = (days: number, hours = 0) => new Date(sunday.getTime() + days * DAY + hours * H);

describe("the spec's streak holds", () => {
  it("under 24 h leaves it, from 24 h adds a day, 48 h without protections starts again", () => {
    expect(logins([at(0), at(0, 23)]).streak.current).toBe(1);
    expect(logins([at(0), at(1), at(1, 47)]).streak.current).toBe(3);
    expect(logins([at(0), at(1), at(3)]).streak).toMatchObject({ current: 1, longest: 2, protections: 0 });
  });
});

describe("protections", () => {
  it("one is earned on each 7th day of streak, at most two kept", () => {
    expect(logins(daily(at(0), 6)).streak.protections).toBe(0);
    expect(logins(daily(at(0), 7)).streak.protections).toBe(1);
    expect(logins(daily(at(0), 14)).streak.protections).toBe(2);
    expect(logins(daily(at(0), 21)).streak).toMatchObject({ current: 21, protections: 2 });
  });

  it("a second login the same day earns nothing more", () => {
    expect(logins([...daily(at(0), 7), at(6, 2)]).streak).toMatchObject({ current: 7, protections: 1 });
  });

  it("covers one missed day: the streak goes on and the day is saved", () => {
    const { streak, saved } = logins([...daily(at(0), 7), at(8)]);
    expect(streak).toMatchObject({ current: 8, longest: 8, protections: 0 });
    expect(saved).toEqual(["2026-11-08"]);
  });

  it("only a protection earned before the missed day covers it", () => {
    // Six days, a day missed, then the login that would have been the 7th.
    const { streak, saved } = logins([...daily(at(0), 6), at(7)]);
    expect(streak).toMatchObject({ current: 1, longest: 6, protections: 0 });
    expect(saved).toEqual([]);
  });

  it("two protections cover a two-day gap", () => {
    const { streak, saved } = logins([...daily(at(0), 14), at(16)]);
    expect(streak).toMatchObject({ current: 15, protections: 0 });
    expect(saved).toEqual(["2026-11-15", "2026-11-16"]);
  });

  it("a gap longer than the protections held starts again and spends none", () => {
    const { streak, saved } = logins([...daily(at(0), 7), at(9)]);
    expect(streak).toMatchObject({ current: 1, longest: 7, protections: 1 });
    expect(saved).toEqual([]);
  });

  it("the day after a saved day, the streak goes on as usual and can earn again", () => {
    const { streak } = logins([...daily(at(0), 7), ...daily(at(8), 6)]);
    expect(streak).toMatchObject({ current: 13, protections: 0 });
    expect(logins([...daily(at(0), 7), ...daily(at(8), 7)]).streak).toMatchObject({ current: 14, protections: 1 });
  });
});

describe("Sabbath as a rest day", () => {
  // Friday 6 November at noon, then Sunday 8 November at noon: only Saturday is missed.
  const friday = at(5);
  const nextSunday = at(7);

  it("a Saturday without activity neither breaks nor extends the streak", () => {
    const before = logins(daily(at(2), 4)).streak; // Tuesday to Friday: 4 days
    const rested = streakAtLogin(before, nextSunday, SP, sabbathSince("2026-11-01"));
    expect(rested.streak).toMatchObject({ current: 5, protections: 0 });
    expect(rested.saved).toEqual([]);
    expect(streakAtLogin(before, nextSunday, SP, NO_REST).streak.current).toBe(1);
  });

  it("a Saturday with activity counts as any day", () => {
    expect(logins(daily(friday, 3), SP, sabbathSince("2026-11-01")).streak.current).toBe(3);
  });

  it("a rested Saturday spends no protection; the other missed day does", () => {
    const week = logins(daily(at(-1), 7)).streak; // Saturday 31 October to Friday 6 November
    expect(week.protections).toBe(1);
    const { streak, saved } = streakAtLogin(week, at(8), SP, sabbathSince("2026-10-01")); // Monday
    expect(streak).toMatchObject({ current: 8, protections: 0 });
    expect(saved).toEqual(["2026-11-08"]); // Saturday rested, Sunday saved
  });

  it("is Saturday in the member's zone: UTC−3 and UTC+9 see different days at the same instants", () => {
    // 20:00Z Friday is 17:00 Friday in São Paulo but 05:00 Saturday in Tokyo; 22:00Z Sunday is
    // Sunday evening in São Paulo and Monday morning in Tokyo.
    const first = new Date("2026-11-13T20:00:00Z");
    const second = new Date("2026-11-15T22:00:00Z");
    const rest = sabbathSince("2026-11-01");
    expect(logins([first, second], SP, rest).streak.current).toBe(2); // São Paulo missed Saturday only
    expect(logins([first, second], TOKYO, rest).streak.current).toBe(1); // Tokyo missed Sunday
  });
});

describe("changing the rest-day choice", () => {
  const friday = at(5);
  const nextSunday = at(7);
  const fromFriday = logins([at(4), friday]).streak;

  it("turned on after a missed Saturday does not excuse it", () => {
    expect(streakAtLogin(fromFriday, nextSunday, SP, sabbathSince("2026-11-08")).streak.current).toBe(1);
  });

  it("turned off after a rested Saturday keeps that Saturday rested", () => {
    const on = sabbathSince("2026-11-01");
    const kept = restedSince(fromFriday.lastAccessDay, "2026-11-08", on);
    expect(kept).toEqual(["2026-11-07"]);
    const off: RestDays = { sabbath: false, changedOn: "2026-11-08", kept: new Set(kept) };
    expect(streakAtLogin(fromFriday, nextSunday, SP, off).streak.current).toBe(3);
  });

  it("the Saturday of the day the choice is turned off is no longer a rest day", () => {
    expect(restedSince("2026-11-06", "2026-11-07", sabbathSince("2026-11-01"))).toEqual([]);
    expect(restedSince(null, "2026-11-08", sabbathSince("2026-11-01"))).toEqual([]);
  });
});

describe("time zones and summer time", () => {
  it("a 25-hour day: 48 h or more with no local day missed keeps the streak", () => {
    // Saturday 31 October 00:00 EDT, then Sunday 1 November 23:59 EST: 48 h 59 min, consecutive days.
    const { streak, saved } = logins(
      [new Date("2026-10-30T04:00:00Z"), new Date("2026-10-31T04:00:00Z"), new Date("2026-11-02T04:59:00Z")],
      NEW_YORK,
    );
    expect(streak).toMatchObject({ current: 3, protections: 0 });
    expect(saved).toEqual([]);
  });

  it("a 23-hour day: the spec's hours decide, and no protection is spent", () => {
    // Saturday 7 March 23:30 EST, then Sunday 8 March 23:00 EDT: 22 h 30 min, under 24 h.
    expect(logins([new Date("2026-03-08T04:30:00Z"), new Date("2026-03-09T03:00:00Z")], NEW_YORK).streak.current).toBe(1);
    // Sunday 1 to Saturday 7 March at 11:30 EST, then Monday 12:00 EDT: 47 h 30 min, so the spec adds a day.
    const week = logins(daily(new Date("2026-03-01T16:30:00Z"), 7), NEW_YORK).streak;
    const { streak, saved } = streakAtLogin(week, new Date("2026-03-09T16:00:00Z"), NEW_YORK, NO_REST);
    expect(streak).toMatchObject({ current: 8, protections: 1 });
    expect(saved).toEqual([]);
  });

  it("a missed day before a 23-hour day is covered like any other", () => {
    const week = logins(daily(new Date("2026-02-28T17:00:00Z"), 7), NEW_YORK).streak; // to Friday 6 March, 12:00 EST
    // Saturday missed; Sunday 13:00 EDT is 48 h later although Sunday has 23 hours.
    const { streak, saved } = streakAtLogin(week, new Date("2026-03-08T17:00:00Z"), NEW_YORK, NO_REST);
    expect(streak).toMatchObject({ current: 8, protections: 0 });
    expect(saved).toEqual(["2026-03-07"]);
  });

  it("the day of the last login is the one the member lived, whatever zone they are in now", () => {
    // Tuesday 07:00 in Tokyo (Monday 22:00Z), then Wednesday 23:00 in São Paulo (Thursday 02:00Z): 52 h, no day missed.
    const inTokyo = streakAtLogin(NEW, new Date("2026-11-09T22:00:00Z"), TOKYO, NO_REST).streak;
    expect(inTokyo.lastAccessDay).toBe("2026-11-10");
    const inSaoPaulo = streakAtLogin(inTokyo, new Date("2026-11-12T02:00:00Z"), SP, NO_REST);
    expect(inSaoPaulo.streak.current).toBe(2);
    // Without the day kept, São Paulo's calendar would have put that login on Monday and missed Tuesday.
    expect(streakAtLogin({ ...inTokyo, lastAccessDay: null }, new Date("2026-11-12T02:00:00Z"), SP, NO_REST).streak.current).toBe(1);
  });

  it("the same instants in UTC−3 and UTC+9: a day missed in one zone is not missed in the other", () => {
    // A week of logins at 02:00Z, the last on Monday 9 November, then Wednesday 03:00Z (49 h): São Paulo
    // (Sunday 23:00 → Wednesday 00:00) missed Monday and Tuesday; Tokyo (Monday 11:00 → Wednesday 12:00) Tuesday only.
    const week = (zone: string) => logins(daily(new Date("2026-11-03T02:00:00Z"), 7), zone).streak;
    const later = new Date("2026-11-11T03:00:00Z");
    expect(streakAtLogin(week(SP), later, SP, NO_REST).streak.current).toBe(1);
    expect(streakAtLogin(week(TOKYO), later, TOKYO, NO_REST)).toMatchObject({ streak: { current: 8 }, saved: ["2026-11-10"] });
  });
});
