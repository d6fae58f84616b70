import { describe, expect, it } from "vitest";
import { ACHIEVEMENTS, findAchievement, type MemberStats } from "./achievements.ts";
import { achievementsTab, achievementsView, type AchievementsInput } from "./achievements-view.ts";

const stats: MemberStats & { level: number } = {
  points: 130,
  level: 2,
  chaptersRead: 5,
  devotionalsRead: 0,
  studiesCompleted: 0,
  bookmarksAdded: 0,
  notesCreated: 0,
  versesShared: 0,
  daysActive: 1,
  streakCurrent: 1,
  streakLongest: 1,
};
const input: AchievementsInput = {
  tab: "conquistas",
  userId: "u2",
  stats,
  unlocked: [
    { achievement: findAchievement("first_login")!, unlockedAt: "2026-03-01T10:00:00.000Z" },
    { achievement: findAchievement("read_bible_1")!, unlockedAt: "2026-03-02T10:00:00.000Z" },
  ],
  ranking: [
    { userId: "u1", name: "Ana Maria Souza", points: 300, level: 4, streak: 3 },
    { userId: "u2", name: "Bruno", points: 130, level: 2, streak: 1 },
  ],
  position: 2,
  formatDate: (date) => date.toISOString().slice(0, 10),
};

describe("the achievements page", () => {
  it("opens the ranking only when asked", () => {
    expect(achievementsTab("ranking")).toBe("ranking");
    expect(achievementsTab("conquistas")).toBe("conquistas");
    expect(achievementsTab(null)).toBe("conquistas");
    expect(achievementsTab("RANKING")).toBe("conquistas");
  });

  it("lists the unlocked ones with their dates and the others with their progress", () => {
    const view = achievementsView({ ...input, ranking: [], position: 0 });
    expect(view.unlockedCount).toBe(2);
    expect(view.unlocked.map((u) => [u.achievement.id, u.unlockedOn])).toEqual([
      ["first_login", "2026-03-01"],
      ["read_bible_1", "2026-03-02"],
    ]);
    expect(view.locked).toHaveLength(ACHIEVEMENTS.length - 2);
    expect(view.locked.find((l) => l.achievement.id === "read_bible_10")?.progress).toBe(50);
    expect(view.locked.find((l) => l.achievement.id === "early_bird")?.progress).toBe(0);
  });

  it("sends only the count on the ranking tab, with short names and the member's own row marked", () => {
    const view = achievementsView({ ...input, tab: "ranking" });
    expect(view).toMatchObject({ tab: "ranking", unlockedCount: 2, unlocked: [], locked: [], position: 2, stats });
    expect(view.ranking).toEqual([
      { position: 1, name: "Ana S.", points: 300, level: 4, streak: 3, isYou: false },
      { position: 2, name: "Bruno", points: 130, level: 2, streak: 1, isYou: true },
    ]);
  });
});
