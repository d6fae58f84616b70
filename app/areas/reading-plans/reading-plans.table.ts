import type { Columns } from "#db/columns.ts";

/** A member's completed days of a reading plan (issue 12; migration 0012). */
export interface ReadingPlanDaysTable {
  user_id: string;
  plan_id: string;
  day: number;
  completed_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const READING_PLAN_DAYS_COLUMNS = {
  user_id: "required",
  plan_id: "required",
  day: "required",
  completed_at: "required",
} satisfies Columns<ReadingPlanDaysTable>;

/** The reading plans a member started with 'Começar' (decision 0057; migration 0044). */
export interface ReadingPlanStartsTable {
  user_id: string;
  plan_id: string;
  started_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const READING_PLAN_STARTS_COLUMNS = {
  user_id: "required",
  plan_id: "required",
  started_at: "required",
} satisfies Columns<ReadingPlanStartsTable>;
