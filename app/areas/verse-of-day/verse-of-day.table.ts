import type { Columns } from "#db/columns.ts";

/** A member's favourite verses of the day (migration 0006). */
export interface FavoriteVersesTable {
  user_id: string;
  reference: string;
  created_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const FAVORITE_VERSES_COLUMNS = {
  user_id: "required",
  reference: "required",
  created_at: "required",
} satisfies Columns<FavoriteVersesTable>;
