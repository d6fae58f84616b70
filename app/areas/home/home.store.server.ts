import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { findBook } from "#app/areas/bible/books.ts";
import { lastChapterRead, listReadingHistory } from "#app/areas/bible/reading.store.server.ts";
import { ACHIEVEMENTS } from "#app/areas/gamification/achievements.ts";
import { getMemberProgress } from "#app/areas/gamification/ledger.store.server.ts";
import { completedDayCounts, completedPlanDays, recentPlanDays } from "#app/areas/reading-plans/plan-progress.store.server.ts";
import { dayHref, firstUnfinishedDay } from "#app/areas/reading-plans/plan-day.ts";
import { planPercent } from "#app/areas/reading-plans/plans.ts";
import { findReadingPlan, planSummaries } from "#app/areas/reading-plans/reading-plans.content.server.ts";
import { mergeActivity, type ActivityItem, type PlanProgress } from "./activity.ts";

const ACTIVITY_LIMIT = 6;

export interface MemberHome {
  summary: { level: number; points: number; streak: number; unlocked: number; total: number };
  activity: ActivityItem[];
  plans: PlanProgress[];
  /** The Bible chapter read last, for 'Continuar lendo'. */
  lastChapter: { book: string; chapter: number } | null;
  /** The day the member is on in the plan they ticked a day of last, opened at its first passage. */
  planDay: { title: string; day: number; href: string } | null;
}

/** The first unfinished day of the plan a member ticked a day of most recently (null: no plan, or that plan done). */
async function currentPlanDay(db: Kysely<Database>, userId: string, latest: { planId: string } | undefined): Promise<MemberHome["planDay"]> {
  const plan = latest && findReadingPlan(latest.planId);
  if (!plan) return null;
  const day = firstUnfinishedDay(plan, await completedPlanDays(db, userId, plan.id));
  return day === null ? null : { title: plan.titulo, day, href: dayHref(plan, day) };
}

/**
 * A member's real figures for the home: level, points, streak and achievements,
 * the latest reading history, achievements and plan days, and the progress of each
 * reading plan the member has started.
 */
export async function loadMemberHome(db: Kysely<Database>, userId: string): Promise<MemberHome> {
  const [progress, history, dayCounts, planDays, lastChapter] = await Promise.all([
    getMemberProgress(db, userId),
    listReadingHistory(db, userId, ACTIVITY_LIMIT),
    completedDayCounts(db, userId),
    recentPlanDays(db, userId, ACTIVITY_LIMIT),
    lastChapterRead(db, userId),
  ]);
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
  const planActivity: ActivityItem[] = planDays.flatMap((d) => {
    const plan = findReadingPlan(d.planId);
    return plan
      ? [{ kind: "plan" as const, title: `${plan.titulo}: dia ${d.day}`, detail: "Plano de leitura", at: d.completedAt, to: `/planos/${plan.id}` }]
      : [];
  });
  const plans = planSummaries()
    .filter((plan) => (dayCounts[plan.id] ?? 0) > 0)
    .map((plan) => {
      const done = dayCounts[plan.id]!;
      return { id: plan.id, title: plan.titulo, done, days: plan.licoes, percent: planPercent(done, plan.licoes) };
    });
  const { stats } = progress;
  return {
    summary: {
      level: stats.level,
      points: stats.points,
      streak: stats.streakCurrent,
      unlocked: progress.unlocked.length,
      total: ACHIEVEMENTS.length,
    },
    activity: mergeActivity([reading, achievements, planActivity], ACTIVITY_LIMIT),
    plans,
    lastChapter,
    planDay: await currentPlanDay(db, userId, planDays[0]),
  };
}
