import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";
import { recordActivity, type Outcome } from "#app/areas/gamification/ledger.store.server.ts";

/**
 * Records a completed lesson and its gamification event in one transaction; completing it
 * again changes nothing and pays nothing.
 */
export function completeLesson(db: Kysely<Database>, userId: string, courseId: string, lesson: number, now: Date): Promise<Outcome> {
  return inTransaction(db, async (trx) => {
    await trx
      .insertInto("lesson_completions")
      .values({ user_id: userId, course_id: courseId, lesson, completed_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["user_id", "course_id", "lesson"]).doNothing())
      .execute();
    return recordActivity(trx, userId, { type: "lesson-completed", id: `${courseId}-${lesson}` }, now);
  });
}

/** The lesson numbers a member completed, by course id. */
export async function completedLessons(db: Kysely<Database>, userId: string): Promise<Record<string, number[]>> {
  const rows = await db.selectFrom("lesson_completions").select(["course_id", "lesson"]).where("user_id", "=", userId).orderBy("lesson").execute();
  const result: Record<string, number[]> = {};
  for (const row of rows) (result[row.course_id] ??= []).push(row.lesson);
  return result;
}
