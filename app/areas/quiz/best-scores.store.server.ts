import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";

export interface BestScore {
  correct: number;
  total: number;
}

/** Keeps a member's result on a quiz when it beats the best so far. */
export async function recordQuizScore(db: Kysely<Database>, userId: string, quizId: string, score: BestScore, now: Date): Promise<void> {
  await db
    .insertInto("quiz_best_scores")
    .values({ user_id: userId, quiz_id: quizId, correct: score.correct, total: score.total, achieved_at: now.toISOString() })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "quiz_id"])
        .doUpdateSet((eb) => ({ correct: eb.ref("excluded.correct"), total: eb.ref("excluded.total"), achieved_at: eb.ref("excluded.achieved_at") }))
        .where("quiz_best_scores.correct", "<", (eb) => eb.ref("excluded.correct")),
    )
    .execute();
}

/** A member's best score on every quiz they finished, by quiz id. */
export async function bestQuizScores(db: Kysely<Database>, userId: string): Promise<Record<string, BestScore>> {
  const rows = await db.selectFrom("quiz_best_scores").select(["quiz_id", "correct", "total"]).where("user_id", "=", userId).execute();
  return Object.fromEntries(rows.map((r) => [r.quiz_id, { correct: r.correct, total: r.total }]));
}
