import type { Kysely } from "kysely";
import type { Database } from "../../../server/db/schema.ts";
import { findBook } from "../bible/books.ts";
import { listReadingHistory } from "../bible/reading.server.ts";
import { ACHIEVEMENTS } from "../gamification/achievements.ts";
import { getMemberProgress } from "../gamification/ledger.server.ts";
import { mergeActivity, type ActivityItem } from "./activity.ts";

export const ACTIVITY_LIMIT = 6;

export interface MemberHome {
  summary: { level: number; points: number; streak: number; unlocked: number; total: number };
  activity: ActivityItem[];
}

/**
 * A member's real figures for the home: level, points, streak and achievements,
 * and the latest reading history and achievements. Reading-plan progress joins when the
 * plans area lands.
 */
export async function loadMemberHome(db: Kysely<Database>, userId: string): Promise<MemberHome> {
  const [progress, history] = await Promise.all([getMemberProgress(db, userId), listReadingHistory(db, userId, ACTIVITY_LIMIT)]);
  const reading: ActivityItem[] = history.map((h) => ({
    kind: "reading",
    title: h.title,
    detail: h.reference,
    at: h.readAt,
    to: h.book && h.chapter && findBook(h.book) ? `/biblia/${h.book}/${h.chapter}` : null,
  }));
  const achievements: ActivityItem[] = progress.unlocked.map((u) => ({
    kind: "achievement",
    title: `Conquista: ${u.achievement.title}`,
    detail: u.achievement.description,
    at: u.unlockedAt,
    to: "/conquistas",
  }));
  const { stats } = progress;
  return {
    summary: {
      level: stats.level,
      points: stats.points,
      streak: stats.streakCurrent,
      unlocked: progress.unlocked.length,
      total: ACHIEVEMENTS.length,
    },
    activity: mergeActivity([reading, achievements], ACTIVITY_LIMIT),
  };
}
