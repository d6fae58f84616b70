import type { Columns } from "#db/columns.ts";

/** A member's best result on each quiz. */
export interface QuizBestScoresTable {
  user_id: string;
  quiz_id: string;
  correct: number;
  total: number;
  achieved_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const QUIZ_BEST_SCORES_COLUMNS = {
  user_id: "required",
  quiz_id: "required",
  correct: "required",
  total: "required",
  achieved_at: "required",
} satisfies Columns<QuizBestScoresTable>;
