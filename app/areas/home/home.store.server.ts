import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { findBook } from "#app/areas/bible/books.ts";
import { lastChapterRead, listReadingHistory } from "#app/areas/bible/reading.store.server.ts";
import { ACHIEVEMENTS } from "#app/areas/gamification/achievements.ts";
import { getMemberProgress } from "#app/areas/gamification/ledger.store.server.ts";
import { completedDayCounts, completedPlanDays, currentPlanId, recentPlanDays } from "#app/areas/reading-plans/plan-progress.store.server.ts";
import { dayHref, firstUnfinishedDay } from "#app/areas/reading-plans/plan-day.ts";
import { planPercent } from "#app/areas/reading-plans/plans.ts";
import { findReadingPlan, planSummaries } from "#app/areas/reading-plans/reading-plans.content.server.ts";
import { mergeActivity, type ActivityItem, type PlanProgress, type PlanToday } from "./activity.ts";

const ACTIVITY_LIMIT = 6;

export interface MemberHome {
  summary: { level: number; points: number; streak: number; unlocked: number; total: number };
  activity: ActivityItem[];
  plans: PlanProgress[];
  /** The Bible chapter read last, for 'Continuar lendo'. */
  lastChapter: { book: string; chapter: number } | null;
  /** The day the member is on in the plan they started or ticked a day of last, opened at its first passage. */
  planDay: PlanToday | null;
}

/** The first unfinished day of the plan a member started or ticked a day of most recently (null: no plan, or that plan done). */
async function currentPlanDay(db: Kysely<Database>, userId: string): Promise<PlanToday | null> {
  const id = await currentPlanId(db, userId);
  const plan = id && findReadingPlan(id);
  if (!plan) return null;
  const day = firstUnfinishedDay(plan, await completedPlanDays(db, userId, plan.id));
  if (day === null) return null;
  const reading = plan.dias[day - 1]!.leitura.map((part) => part.label).join(", ");
  return { planId: plan.id, title: plan.titulo, day, reading, href: dayHref(plan, day) };
}

/**
 * A member's real figures for the home: level, points, streak and achievements,
 * the latest reading history, achievements and plan days, and the progress of each
 * reading plan the member has started.
 */
export async function loadMemberHome(db: Kysely<Database>, userId: string): Promise<MemberHome> {
  const [progress, history, dayCounts, planDays, lastChapter, planDay] = await Promise.all([
    getMemberProgress(db, userId),
    listReadingHistory(db, userId, ACTIVITY_LIMIT),
    completedDayCounts(db, userId),
    recentPlanDays(db, userId, ACTIVITY_LIMIT),
    lastChapterRead(db, userId),
    currentPlanDay(db, userId),
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
    // Started ('Começar') counts too, before any day is done.
    .filter((plan) => (dayCounts[plan.id] ?? 0) > 0 || plan.id === planDay?.planId)
    .map((plan) => {
      const done = dayCounts[plan.id] ?? 0;
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
    planDay,
  };
}
