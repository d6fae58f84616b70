import type { Generated } from "kysely";
import type { Columns } from "#db/columns.ts";

/** A member's reading history (migration 0002). */
export interface ReadingHistoryTable {
  id: string;
  user_id: string;
  /** bible, devotional or study */
  type: string;
  title: string;
  reference: string;
  book: string | null;
  chapter: number | null;
  read_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const READING_HISTORY_COLUMNS = {
  id: "required",
  user_id: "required",
  type: "required",
  title: "required",
  reference: "required",
  book: "nullable",
  chapter: "nullable",
  read_at: "required",
} satisfies Columns<ReadingHistoryTable>;

/** A member's bookmarked verses (migration 0002). */
export interface VerseBookmarksTable {
  user_id: string;
  book: string;
  chapter: number;
  verse: number;
  text: string;
  created_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const VERSE_BOOKMARKS_COLUMNS = {
  user_id: "required",
  book: "required",
  chapter: "required",
  verse: "required",
  text: "required",
  created_at: "required",
} satisfies Columns<VerseBookmarksTable>;

/**
 * A verse of a Bible version (source codes: arc, acf, nvi); full-text indexed (migration
 * 0004: FTS5 on SQLite, a generated search_vector column on PostgreSQL that no query names).
 */
export interface BibleVersesTable {
  id: Generated<number>;
  version: string;
  book: string;
  /** 1…66, the book's place in the canon (results in Bible order). */
  book_index: number;
  chapter: number;
  verse: number;
  text: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const BIBLE_VERSES_COLUMNS = {
  id: "default",
  version: "required",
  book: "required",
  book_index: "required",
  chapter: "required",
  verse: "required",
  text: "required",
} satisfies Columns<BibleVersesTable>;

/** A whole book held for a version: fetched from the source or imported (migration 0004). */
export interface BibleBooksTable {
  version: string;
  book: string;
  /** source or import */
  origin: string;
  stored_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const BIBLE_BOOKS_COLUMNS = {
  version: "required",
  book: "required",
  origin: "required",
  stored_at: "required",
} satisfies Columns<BibleBooksTable>;

/** A member's highlight colour and short note on a verse (migration 0018); a row holds at least one. */
export interface VerseMarksTable {
  user_id: string;
  book: string;
  chapter: number;
  verse: number;
  /** one of HIGHLIGHT_COLORS (marks.ts), or null */
  color: string | null;
  note: string | null;
  updated_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const VERSE_MARKS_COLUMNS = {
  user_id: "required",
  book: "required",
  chapter: "required",
  verse: "required",
  color: "nullable",
  note: "nullable",
  updated_at: "required",
} satisfies Columns<VerseMarksTable>;
