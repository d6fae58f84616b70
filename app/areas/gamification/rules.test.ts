import { describe, expect, it } from "vitest";
import { ACHIEVEMENTS, goalProgress, loginHourAchievements, newlyReached, type MemberStats } from "./achievements.ts";
import { chapterCountsAsRead, END_READ_SECONDS, levelFor, rankingName, READ_SECONDS, streakAfterLogin } from "./rules.ts";

const H = 3_600_000;
const last = new Date("2026-03-10T08:00:00Z");
const after = (ms: number) => new Date(last.getTime() + ms);
const streak = { current: 3, longest: 5, lastAccess: last.toISOString() };

describe("streak at login", () => {
  it("is unchanged under 24 h", () => {
    expect(streakAfterLogin(streak, after(23 * H + 59 * 60_000))).toMatchObject({ current: 3, longest: 5 });
  });
  it("adds a day at exactly 24 h and up to 47 h 59 min", () => {
    expect(streakAfterLogin(streak, after(24 * H))).toMatchObject({ current: 4, longest: 5 });
    expect(streakAfterLogin(streak, after(47 * H + 59 * 60_000))).toMatchObject({ current: 4 });
  });
  it("starts again at 1 from 48 h", () => {
    expect(streakAfterLogin(streak, after(48 * H))).toMatchObject({ current: 1, longest: 5 });
  });
  it("updates the longest streak", () => {
    expect(streakAfterLogin({ current: 5, longest: 5, lastAccess: last.toISOString() }, after(30 * H))).toMatchObject({ current: 6, longest: 6 });
  });
  it("starts at 1 on the first login and records the access", () => {
    expect(streakAfterLogin({ current: 0, longest: 0, lastAccess: null }, last)).toEqual({ current: 1, longest: 1, lastAccess: last.toISOString() });
    expect(streakAfterLogin(streak, after(H)).lastAccess).toBe(after(H).toISOString());
  });
});

describe("levels", () => {
  it("is floor(points / 100) + 1", () => {
    expect(levelFor(0)).toBe(1);
    expect(levelFor(99)).toBe(1);
    expect(levelFor(100)).toBe(2);
    expect(levelFor(250)).toBe(3);
  });
});

describe("login-hour achievements in the member's zone", () => {
  it("early_bird before 06:00, night_owl from 22:00", () => {
    expect(loginHourAchievements(5)).toEqual(["early_bird"]);
    expect(loginHourAchievements(6)).toEqual([]);
    expect(loginHourAchievements(21)).toEqual([]);
    expect(loginHourAchievements(22)).toEqual(["night_owl"]);
  });
});

describe("achievements", () => {
  const zero: MemberStats = {
    points: 0,
    chaptersRead: 0,
    devotionalsRead: 0,
    studiesCompleted: 0,
    bookmarksAdded: 0,
    notesCreated: 0,
    versesShared: 0,
    daysActive: 0,
    streakCurrent: 0,
    streakLongest: 0,
  };
  it("defines the fifteen ids with the spec's points", () => {
    expect(Object.fromEntries(ACHIEVEMENTS.map((a) => [a.id, a.points]))).toEqual({
      first_login: 10,
      read_bible_1: 20,
      read_bible_10: 50,
      read_bible_50: 100,
      read_bible_100: 200,
      devotional_7: 75,
      devotional_30: 150,
      study_complete_1: 50,
      study_complete_5: 150,
      bookmark_10: 30,
      share_5: 40,
      streak_7: 60,
      streak_30: 200,
      early_bird: 25,
      night_owl: 25,
    });
  });
  it("unlocks at each threshold, not before, and only once", () => {
    expect(newlyReached({ ...zero, chaptersRead: 9 }, new Set()).map((a) => a.id)).toEqual(["read_bible_1"]);
    expect(newlyReached({ ...zero, chaptersRead: 10 }, new Set(["read_bible_1"])).map((a) => a.id)).toEqual(["read_bible_10"]);
    expect(newlyReached({ ...zero, studiesCompleted: 5, streakCurrent: 7 }, new Set()).map((a) => a.id)).toEqual([
      "study_complete_1",
      "study_complete_5",
      "streak_7",
    ]);
    expect(newlyReached({ ...zero, devotionalsRead: 6, bookmarksAdded: 9, versesShared: 4 }, new Set())).toEqual([]);
  });
  it("measures progress towards a goal", () => {
    const read50 = ACHIEVEMENTS.find((a) => a.id === "read_bible_50")!;
    expect(goalProgress(read50, { ...zero, chaptersRead: 20 })).toBe(40);
    expect(goalProgress(read50, { ...zero, chaptersRead: 80 })).toBe(100);
  });
});

describe("ranking names", () => {
  it("shows the first name and the last initial", () => {
    expect(rankingName("Ana Clara de Souza")).toBe("Ana S.");
    expect(rankingName("  joão  ")).toBe("joão");
    expect(rankingName("Maria élida")).toBe("Maria É.");
  });
});

describe("when a chapter counts as read", () => {
  it("after a minute on the text, or its end reached after ten seconds; never on opening", () => {
    expect(chapterCountsAsRead({ visibleSeconds: 0, endReached: false })).toBe(false);
    expect(chapterCountsAsRead({ visibleSeconds: 59, endReached: false })).toBe(false);
    expect(chapterCountsAsRead({ visibleSeconds: READ_SECONDS, endReached: false })).toBe(true);
    expect(chapterCountsAsRead({ visibleSeconds: 9, endReached: true })).toBe(false);
    expect(chapterCountsAsRead({ visibleSeconds: END_READ_SECONDS, endReached: true })).toBe(true);
  });
});
