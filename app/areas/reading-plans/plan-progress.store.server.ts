import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { recordActivity, type Outcome } from "#app/areas/gamification/ledger.store.server.ts";

/** A member's completed days of one plan, in order. */
export async function completedPlanDays(db: Kysely<Database>, userId: string, planId: string): Promise<number[]> {
  const rows = await db
    .selectFrom("reading_plan_days")
    .select("day")
    .where("user_id", "=", userId)
    .where("plan_id", "=", planId)
    .orderBy("day")
    .execute();
  return rows.map((r) => r.day);
}

/** How many days a member completed in each plan, by plan id. */
export async function completedDayCounts(db: Kysely<Database>, userId: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("reading_plan_days")
    .select(["plan_id", (eb) => eb.fn.countAll<string | number>().as("days")])
    .where("user_id", "=", userId)
    .groupBy("plan_id")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.plan_id, Number(r.days)]));
}

/** A member's most recently completed plan days, newest first (for the home's recent activity). */
export async function recentPlanDays(db: Kysely<Database>, userId: string, limit: number) {
  return db
    .selectFrom("reading_plan_days")
    .select(["plan_id as planId", "day", "completed_at as completedAt"])
    .where("user_id", "=", userId)
    .orderBy("completed_at", "desc")
    .limit(limit)
    .execute();
}

/**
 * Marks a day completed or not; a completed day pays its points through the ledger once per plan
 * and day, ever (decision 0057), and the outcome says what it gave (nothing when unticked, or
 * paid before). Setting the state (rather than flipping it) makes a repeated or doubled request
 * harmless: the second one finds the day as the first left it.
 */
export async function setPlanDayDone(
  db: Kysely<Database>,
  userId: string,
  planId: string,
  day: number,
  done: boolean,
  now: Date,
): Promise<Outcome | null> {
  if (done) {
    await db
      .insertInto("reading_plan_days")
      .values({ user_id: userId, plan_id: planId, day, completed_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["user_id", "plan_id", "day"]).doNothing())
      .execute();
    return recordActivity(db, userId, { type: "plan-day-completed", plan: planId, day }, now);
  }
  await db.deleteFrom("reading_plan_days").where("user_id", "=", userId).where("plan_id", "=", planId).where("day", "=", day).execute();
  return null;
}

/** 'Começar': the plan is the member's current one from now (started again, it moves up again). */
export async function startPlan(db: Kysely<Database>, userId: string, planId: string, now: Date): Promise<void> {
  await db
    .insertInto("reading_plan_starts")
    .values({ user_id: userId, plan_id: planId, started_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "plan_id"]).doUpdateSet({ started_at: now.toISOString() }))
    .execute();
}

/** The plan a member started or ticked a day of most recently (one statement); null when none. */
export async function currentPlanId(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("reading_plan_starts")
    .select(["plan_id", "started_at as at"])
    .where("user_id", "=", userId)
    .unionAll(db.selectFrom("reading_plan_days").select(["plan_id", "completed_at as at"]).where("user_id", "=", userId))
    .orderBy("at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.plan_id ?? null;
}
