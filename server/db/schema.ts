import type { Generated } from "kysely";
import type { RateLimitsTable } from "../../app/modules/limits/limits.table.ts";

/** Row types of every table, as the migrations create them. */
export interface UsersTable {
  id: string;
  email: string;
  name: string;
  age: number;
  password_hash: string;
  created_at: string;
  last_access_at: string | null;
  phone: string | null;
  /** YYYY-MM-DD */
  birth_date: string | null;
  church: string | null;
  /** cargo */
  church_role: string | null;
  /** small, medium or large */
  font_size: Generated<string>;
  /** arc, acf or nvi */
  bible_version: Generated<string>;
  notifications: Generated<number>;
  daily_devotional: Generated<number>;
  daily_goal_minutes: Generated<number>;
  /** IANA zone for daily awards (migration 0009); see accounts/member-time-zone.ts */
  time_zone: Generated<string>;
  next_time_zone: string | null;
  next_time_zone_at: string | null;
}

export interface UserPhotosTable {
  user_id: string;
  /** image/jpeg, image/png or image/webp, as recognised from the bytes */
  content_type: string;
  data_base64: string;
  updated_at: string;
}

export interface NotesTable {
  id: string;
  user_id: string;
  title: string;
  reference: string;
  content: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  user_agent: string | null;
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

export interface AwardsTable {
  user_id: string;
  /** chapter, devotional, lesson, note, bookmark or achievement */
  source: string;
  /** What the award was for: "gn-1@2026-05-01", a lesson id, an achievement id… */
  subject: string;
  points: number;
  awarded_at: string;
}

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
  last_access_at: string | null;
}

export interface FavoriteVersesTable {
  user_id: string;
  reference: string;
  created_at: string;
}

/** A member's best result on each quiz (spec 2 Quiz; issue 7). */
export interface QuizBestScoresTable {
  user_id: string;
  quiz_id: string;
  correct: number;
  total: number;
  achieved_at: string;
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
  awards: AwardsTable;
  member_stats: MemberStatsTable;
  favorite_verses: FavoriteVersesTable;
  quiz_best_scores: QuizBestScoresTable;
  user_photos: UserPhotosTable;
  notes: NotesTable;
  rate_limits: RateLimitsTable;
  bible_verses: BibleVersesTable;
  bible_books: BibleBooksTable;
}
