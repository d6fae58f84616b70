import type { Columns } from "#db/columns.ts";

/** A member's reading position in each library book. */
export interface LibraryPositionsTable {
  user_id: string;
  book_id: string;
  chapter: number;
  updated_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const LIBRARY_POSITIONS_COLUMNS = {
  user_id: "required",
  book_id: "required",
  chapter: "required",
  updated_at: "required",
} satisfies Columns<LibraryPositionsTable>;
