import type { Columns } from "#db/columns.ts";

/** The limiter's counters (migration 0009): one row per (action, subject) key. */
export interface RateLimitsTable {
  /** action + ":" + sha256 of the subject (no e-mail or address is kept in clear). */
  key: string;
  /** ISO-8601 UTC: when the current window began. */
  window_start: string;
  hits: number;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const RATE_LIMITS_COLUMNS = {
  key: "required",
  window_start: "required",
  hits: "required",
} satisfies Columns<RateLimitsTable>;
