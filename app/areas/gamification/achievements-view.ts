import { ACHIEVEMENTS, goalProgress, type Achievement, type MemberStats } from "./achievements.ts";
import { rankingName } from "./rules.ts";

/** The two tabs of /conquistas: the achievements (the default) and the ranking. */
export type AchievementsTab = "conquistas" | "ranking";

export function achievementsTab(param: string | null): AchievementsTab {
  return param === "ranking" ? "ranking" : "conquistas";
}

export interface AchievementsInput {
  tab: AchievementsTab;
  /** Whose page it is (their ranking row is marked 'Você'). */
  userId: string;
  stats: MemberStats & { level: number };
  /** Unlocked achievements in the order unlocked, with the ISO time of each. */
  unlocked: ReadonlyArray<{ achievement: Achievement; unlockedAt: string }>;
  /** The top of the ranking (empty on the achievements tab). */
  ranking: ReadonlyArray<{ userId: string; name: string; points: number; level: number; streak: number }>;
  /** The member's own position (0 on the achievements tab). */
  position: number;
  /** The unlock date as the member reads it. */
  formatDate: (date: Date) => string;
}

/**
 * What /conquistas shows a member. Each tab sends only what it shows: the ranking needs the
 * count of unlocked achievements, not the lists.
 */
export function achievementsView({ tab, userId, stats, unlocked, ranking, position, formatDate }: AchievementsInput) {
  const unlockedIds = new Set(unlocked.map((u) => u.achievement.id));
  const lists = tab === "conquistas";
  return {
    tab,
    stats,
    unlockedCount: unlocked.length,
    unlocked: lists ? unlocked.map((u) => ({ achievement: u.achievement, unlockedOn: formatDate(new Date(u.unlockedAt)) })) : [],
    locked: lists ? ACHIEVEMENTS.filter((a) => !unlockedIds.has(a.id)).map((a) => ({ achievement: a, progress: goalProgress(a, stats) })) : [],
    ranking: ranking.map((r, i) => ({
      position: i + 1,
      name: rankingName(r.name),
      points: r.points,
      level: r.level,
      streak: r.streak,
      isYou: r.userId === userId,
    })),
    position,
  };
}
