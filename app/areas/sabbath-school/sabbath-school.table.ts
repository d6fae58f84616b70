import type { Columns } from "#db/columns.ts";

/** Real Sabbath School quarters, imported at /admin/escola-sabatina or by `npm run lessons:import` (migration 0033). */
export interface ImportedQuartersTable {
  /** "2026-04" (adults) or "2026-04-cq" (youth), the quarter's folder name. */
  quarter_id: string;
  category: string;
  title: string;
  description: string | null;
  human_date: string | null;
  /** yyyy-mm-dd: the first Sabbath and the last Friday. */
  start_date: string;
  end_date: string;
  /** The weeks and their days as JSON (ImportedWeek[]). */
  weeks: string;
  /** What was imported (a folder's or a zip's name). */
  source: string;
  /** ISO time of the import that wrote it. */
  imported_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const IMPORTED_QUARTERS_COLUMNS = {
  quarter_id: "required",
  category: "required",
  title: "required",
  description: "nullable",
  human_date: "nullable",
  start_date: "required",
  end_date: "required",
  weeks: "required",
  source: "required",
  imported_at: "required",
} satisfies Columns<ImportedQuartersTable>;
