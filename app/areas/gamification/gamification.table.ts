import type { Generated } from "kysely";
import type { Columns } from "#db/columns.ts";

/** The points ledger: one row per award, keyed so an event pays once (migration 0007). */
export interface AwardsTable {
  user_id: string;
  /** chapter, devotional, lesson, note, bookmark, share or achievement */
  source: string;
  /** What the award was for: "gn-1@2026-05-01", a lesson id, an achievement id… */
  subject: string;
  points: number;
  awarded_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const AWARDS_COLUMNS = {
  user_id: "required",
  source: "required",
  subject: "required",
  points: "required",
  awarded_at: "required",
} satisfies Columns<AwardsTable>;

/** A member's totals, changed in the same transaction as the awards (migration 0007). */
export interface MemberStatsTable {
  user_id: string;
  points: Generated<number>;
  chapters_read: Generated<number>;
  devotionals_read: Generated<number>;
  studies_completed: Generated<number>;
  bookmarks_added: Generated<number>;
  notes_created: Generated<number>;
  verses_shared: Generated<number>;
  days_active: Generated<number>;
  streak_current: Generated<number>;
  streak_longest: Generated<number>;
  /** The previous login, for the streak. */
  last_access_at: string | null;
  /** Protections held, 0 to 2 (migration 0030, decision 0037). */
  streak_protections: Generated<number>;
  /** The local day (yyyy-mm-dd) of the previous login, in the zone in force then. */
  last_access_day: string | null;
  /** 1 when a Saturday without activity neither breaks nor extends the streak. */
  sabbath_rest: Generated<number>;
  /** The member's local day when the Sabbath choice was last changed. */
  sabbath_rest_changed_on: string | null;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const MEMBER_STATS_COLUMNS = {
  user_id: "required",
  points: "default",
  chapters_read: "default",
  devotionals_read: "default",
  studies_completed: "default",
  bookmarks_added: "default",
  notes_created: "default",
  verses_shared: "default",
  days_active: "default",
  streak_current: "default",
  streak_longest: "default",
  last_access_at: "nullable",
  streak_protections: "default",
  last_access_day: "nullable",
  sabbath_rest: "default",
  sabbath_rest_changed_on: "nullable",
} satisfies Columns<MemberStatsTable>;

/**
 * Days that count for a streak without activity (migration 0030): 'saved', a missed day a
 * protection covered; 'rest', a Saturday rested under a choice the member has since turned off.
 */
export interface StreakDaysTable {
  user_id: string;
  /** yyyy-mm-dd in the member's zone. */
  day: string;
  kind: "saved" | "rest";
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const STREAK_DAYS_COLUMNS = {
  user_id: "required",
  day: "required",
  kind: "required",
} satisfies Columns<StreakDaysTable>;

/**
 * How many members hold each points total, kept in step with member_stats by triggers
 * (migration 0011): one row per total (id_prefix '') and one per total and first two
 * characters of the members' ids, so a ranking position is a few sums and a small count.
 */
export interface RankingPointsTable {
  points: number;
  /** '' for the whole total, else the first two characters of the members' ids. */
  id_prefix: string;
  members: number;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const RANKING_POINTS_COLUMNS = {
  points: "required",
  id_prefix: "required",
  members: "required",
} satisfies Columns<RankingPointsTable>;
