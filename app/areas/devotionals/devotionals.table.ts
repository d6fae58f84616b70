import type { Columns } from "#db/columns.ts";

/**
 * A member's favourite devotionals (issue 12; migration 0012): kind 'devocional' with the
 * devotional's id, or 'livro' with '<book id>/<day>' for a devotional book's day.
 */
export interface DevotionalFavoritesTable {
  user_id: string;
  kind: string;
  item_id: string;
  created_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const DEVOTIONAL_FAVORITES_COLUMNS = {
  user_id: "required",
  kind: "required",
  item_id: "required",
  created_at: "required",
} satisfies Columns<DevotionalFavoritesTable>;
