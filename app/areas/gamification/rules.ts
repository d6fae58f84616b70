/** Points, levels and streaks. */
export const POINTS = {
  chapterRead: 10,
  devotionalRead: 5,
  lessonCompleted: 20,
  noteCreated: 3,
  bookmarkAdded: 2,
  verseShared: 0,
  /** A Pathfinder class item approved by the club's counsellor or director. */
  clubItemApproved: 10,
  /** A day of a reading plan completed: once per plan and day, ever (decision 0057). */
  planDayCompleted: 10,
} as const;

/**
 * Readings paid per local day, at most: a chapter or a devotional pays once a day each, and only
 * the first 20 chapters and 10 devotionals of a day pay (reading is recorded past them, unpaid),
 * so opening pages in a loop cannot top the ranking: at most 20 × 10 + 10 × 5 = 250 points a day.
 */
export const DAILY_PAID_READINGS: Readonly<Record<string, number>> = { chapter: 20, devotional: 10 };

/**
 * When an opened chapter counts as read (decision 0058): after this many seconds with its text on
 * screen, or when its last verse is scrolled into view (not already in view on opening) after at
 * least END_READ_SECONDS. Opening a chapter, from a search or anywhere, counts nothing by itself.
 */
export const READ_SECONDS = 60;
export const END_READ_SECONDS = 10;

export function chapterCountsAsRead(seen: { visibleSeconds: number; endReached: boolean }): boolean {
  return seen.visibleSeconds >= READ_SECONDS || (seen.endReached && seen.visibleSeconds >= END_READ_SECONDS);
}

const POINTS_PER_LEVEL = 100;

export function levelFor(points: number): number {
  return Math.floor(points / POINTS_PER_LEVEL) + 1;
}

export interface Streak {
  current: number;
  longest: number;
  /** ISO time of the previous login, null before the first. */
  lastAccess: string | null;
}

const HOUR_MS = 3_600_000;

/**
 * How a login stands to the previous one: the first ever, under 24 h ('same'), from 24 h and
 * under 48 h ('next'), or 48 h and more ('broken').
 */
export function loginGap(streak: Streak, now: Date): "first" | "same" | "next" | "broken" {
  if (streak.lastAccess === null) return "first";
  const elapsed = now.getTime() - Date.parse(streak.lastAccess);
  if (elapsed >= 48 * HOUR_MS) return "broken";
  return elapsed >= 24 * HOUR_MS ? "next" : "same";
}

/**
 * The streak after a login: 24 h or more and under 48 h since the last access adds a
 * day; 48 h or more starts again at 1; under 24 h leaves it as it is.
 */
export function streakAfterLogin(streak: Streak, now: Date): Streak {
  const at = now.toISOString();
  switch (loginGap(streak, now)) {
    case "first":
    case "broken":
      return { current: 1, longest: Math.max(1, streak.longest), lastAccess: at };
    case "next": {
      const current = streak.current + 1;
      return { current, longest: Math.max(current, streak.longest), lastAccess: at };
    }
    case "same":
      return { ...streak, current: Math.max(1, streak.current), lastAccess: at };
  }
}

/** The ranking shows a first name and the last name's initial (many members are minors). */
export function rankingName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return parts[0] ?? "";
  return `${parts[0]} ${parts.at(-1)![0]!.toLocaleUpperCase("pt-BR")}.`;
}
