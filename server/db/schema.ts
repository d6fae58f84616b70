import type { Generated } from "kysely";

/** Row types of every table, as the migrations create them. */
export interface UsersTable {
  id: string;
  email: string;
  name: string;
  age: number;
  password_hash: string;
  created_at: string;
  last_access_at: string | null;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

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

export interface VerseBookmarksTable {
  user_id: string;
  book: string;
  chapter: number;
  verse: number;
  text: string;
  created_at: string;
}

/** A verse of a Bible version (source codes: arc, acf, nvi); full-text indexed. */
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

/** A whole book held for a version: fetched from the source or imported. */
export interface BibleBooksTable {
  version: string;
  book: string;
  /** source or import */
  origin: string;
  stored_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  reading_history: ReadingHistoryTable;
  verse_bookmarks: VerseBookmarksTable;
  bible_verses: BibleVersesTable;
  bible_books: BibleBooksTable;
}
