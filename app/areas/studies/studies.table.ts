import type { Columns } from "#db/columns.ts";

/** The lessons of the study courses a member completed. */
export interface LessonCompletionsTable {
  user_id: string;
  course_id: string;
  lesson: number;
  completed_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const LESSON_COMPLETIONS_COLUMNS = {
  user_id: "required",
  course_id: "required",
  lesson: "required",
  completed_at: "required",
} satisfies Columns<LessonCompletionsTable>;
