import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { LIMITS, outcomeOf, refusedUntil, type LimitOutcome, type LimitRule } from "./rules.ts";

/**
 * The one limiter: check and count in ONE statement (an upsert that returns the new
 * count), so parallel requests cannot slip past the limit between a read and a write,
 * on SQLite or PostgreSQL, on one instance or several.
 */
function keyOf(rule: LimitRule, subject: string): string {
  return `${rule.action}:${createHash("sha256").update(subject).digest("base64url")}`;
}

/**
 * Counters whose window ended a day ago are removed by the hourly housekeeping, not in a
 * member's request; a rule with a longer window keeps its rows until that window ends.
 */
const KEEP_MS = 24 * 60 * 60_000;
const LONG_RULES: LimitRule[] = Object.values(LIMITS).filter((rule) => rule.windowMs > KEEP_MS);

const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

export async function forgetOldLimitCounters(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", before(now, KEEP_MS))
    .where((eb) => eb.and(LONG_RULES.map((rule) => eb("key", "not like", `${rule.action}:%`))))
    .execute();
  for (const rule of LONG_RULES)
    await db.deleteFrom("rate_limits").where("key", "like", `${rule.action}:%`).where("window_start", "<", before(now, rule.windowMs)).execute();
}

/** Counts one try of `rule` for `subject` and says whether it is within the limit. */
export async function hit(db: Kysely<Database>, rule: LimitRule, subject: string, now: Date): Promise<LimitOutcome> {
  const start = now.toISOString();
  const windowEnded = before(now, rule.windowMs);
  const row = await db
    .insertInto("rate_limits")
    .values({ key: keyOf(rule, subject), window_start: start, hits: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start <= ${windowEnded} then 1 else rate_limits.hits + 1 end`,
        window_start: sql<string>`case when rate_limits.window_start <= ${windowEnded} then ${start} else rate_limits.window_start end`,
      }),
    )
    .returning(["window_start", "hits"])
    .executeTakeFirstOrThrow();
  return outcomeOf({ windowStart: Date.parse(row.window_start), hits: Number(row.hits) }, rule);
}

/**
 * Counts one try against several limits at once; null when all allow it, else when the
 * last refusing one allows again.
 */
export async function hitAll(db: Kysely<Database>, tries: ReadonlyArray<[LimitRule, string]>, now: Date): Promise<number | null> {
  const outcomes: LimitOutcome[] = [];
  for (const [rule, subject] of tries) outcomes.push(await hit(db, rule, subject, now));
  return refusedUntil(outcomes);
}

/** Takes one try back (a right password forgives its own try). */
export async function forgive(db: Kysely<Database>, rule: LimitRule, subject: string): Promise<void> {
  await db
    .updateTable("rate_limits")
    .set({ hits: sql<number>`hits - 1` })
    .where("key", "=", keyOf(rule, subject))
    .where("hits", ">", 0)
    .execute();
}

/** Clears a subject's counter (a right password clears the e-mail's wrong ones from that address). */
export async function reset(db: Kysely<Database>, rule: LimitRule, subject: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", keyOf(rule, subject)).execute();
}

/** Marks a subject as seen now: its window starts again (a right password marks its pair as known here). */
export async function touch(db: Kysely<Database>, rule: LimitRule, subject: string, now: Date): Promise<void> {
  await db
    .insertInto("rate_limits")
    .values({ key: keyOf(rule, subject), window_start: now.toISOString(), hits: 1 })
    .onConflict((oc) => oc.column("key").doUpdateSet({ window_start: now.toISOString(), hits: 1 }))
    .execute();
}

/** Whether a subject was touched within the rule's window. */
export async function seen(db: Kysely<Database>, rule: LimitRule, subject: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom("rate_limits")
    .select("key")
    .where("key", "=", keyOf(rule, subject))
    .where("window_start", ">", before(now, rule.windowMs))
    .executeTakeFirst();
  return row !== undefined;
}
