import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction, type Db } from "#db/transaction.ts";
import { recordActivity, type Outcome } from "#app/areas/gamification/ledger.store.server.ts";
import { findBook } from "./books.ts";
import { HISTORY_LIMIT, type LocalBookmark, type LocalHistoryEntry } from "./local-reading.ts";

/** Members' reading history and verse bookmarks, kept on the server. */

export interface HistoryItem {
  id: string;
  type: string;
  title: string;
  reference: string;
  book: string | null;
  chapter: number | null;
  readAt: string;
}

export interface VerseBookmark {
  book: string;
  chapter: number;
  verse: number;
  text: string;
  createdAt: string;
}

/** One Bible history row: a chapter a member opened at readAt. */
async function insertBibleHistory(db: Db, userId: string, bookId: string, chapter: number, readAt: string): Promise<void> {
  const book = findBook(bookId);
  if (!book) throw new Error(`unknown book ${bookId}`);
  await db
    .insertInto("reading_history")
    .values({
      id: randomUUID(),
      user_id: userId,
      type: "bible",
      title: `${book.nome} ${chapter}`,
      reference: `${book.abrev} ${chapter}`,
      book: bookId,
      chapter,
      read_at: readAt,
    })
    .execute();
}

/** Keeps only the newest Bible history entries of a member. */
async function pruneBibleHistory(db: Db, userId: string): Promise<void> {
  const keep = db
    .selectFrom("reading_history")
    .select("id")
    .where("user_id", "=", userId)
    .where("type", "=", "bible")
    .orderBy("read_at", "desc")
    .orderBy("id", "desc")
    .limit(HISTORY_LIMIT);
  await db.deleteFrom("reading_history").where("user_id", "=", userId).where("type", "=", "bible").where("id", "not in", keep).execute();
}

/** A member's successful chapter load: the history entry (50 newest kept). Opening pays nothing: reading does (recordChapterRead). */
export async function recordChapterOpened(db: Kysely<Database>, userId: string, bookId: string, chapter: number, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    await insertBibleHistory(trx, userId, bookId, chapter, now.toISOString());
    await pruneBibleHistory(trx, userId);
  });
}

/**
 * A chapter the reader saw read (decision 0058: time on the text, or its end reached): 10 points
 * and 'Capítulos Lidos', once per chapter per day, through the ledger.
 */
export function recordChapterRead(db: Kysely<Database>, userId: string, bookId: string, chapter: number, now: Date): Promise<Outcome> {
  return recordActivity(db, userId, { type: "chapter-read", book: bookId, chapter }, now);
}

/**
 * A member's heart on a verse: adds the bookmark (paying it once per verse, ever) or,
 * when it is already there, removes it. Returns what was earned (nothing on removal).
 */
export async function toggleVerseBookmark(
  db: Kysely<Database>,
  userId: string,
  verse: { book: string; chapter: number; verse: number; text: string },
  now: Date,
): Promise<Outcome | null> {
  return inTransaction(db, async (trx) => {
    if (!(await addVerseBookmark(trx, userId, verse, now))) {
      await removeVerseBookmark(trx, userId, verse);
      return null;
    }
    return recordActivity(trx, userId, { type: "bookmark-added", book: verse.book, chapter: verse.chapter, verse: verse.verse }, now);
  });
}

/**
 * What a member read, newest first, each chapter (or other item) once at its latest reading:
 * 'João 3' read three times is one line (issue 40). The history keeps HISTORY_LIMIT chapters, so
 * reading that many rows finds every distinct one.
 */
export async function listReadingHistory(db: Db, userId: string, limit: number): Promise<HistoryItem[]> {
  const rows = await db
    .selectFrom("reading_history")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("read_at", "desc")
    .orderBy("id", "desc")
    .limit(Math.max(limit, HISTORY_LIMIT * 2))
    .execute();
  const seen = new Set<string>();
  return rows
    .filter((r) => {
      const key = `${r.type}|${r.reference ?? r.title}`;
      return !seen.has(key) && seen.add(key);
    })
    .slice(0, limit)
    .map((r) => ({ id: r.id, type: r.type, title: r.title, reference: r.reference, book: r.book, chapter: r.chapter, readAt: r.read_at }));
}

/** The Bible chapter a member read last ('Continuar lendo'), or null when none. */
export async function lastChapterRead(db: Db, userId: string): Promise<{ book: string; chapter: number } | null> {
  const row = await db
    .selectFrom("reading_history")
    .select(["book", "chapter"])
    .where("user_id", "=", userId)
    .where("type", "=", "bible")
    .orderBy("read_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.book && row.chapter ? { book: row.book, chapter: row.chapter } : null;
}

/** Adds a verse bookmark; false when the member already had it. */
export async function addVerseBookmark(
  db: Db,
  userId: string,
  verse: { book: string; chapter: number; verse: number; text: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto("verse_bookmarks")
    .values({ user_id: userId, ...verse, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "book", "chapter", "verse"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function removeVerseBookmark(db: Db, userId: string, verse: { book: string; chapter: number; verse: number }): Promise<void> {
  await db
    .deleteFrom("verse_bookmarks")
    .where("user_id", "=", userId)
    .where("book", "=", verse.book)
    .where("chapter", "=", verse.chapter)
    .where("verse", "=", verse.verse)
    .execute();
}

/** A member's bookmarks, newest first; optionally only those of one chapter. */
export async function listVerseBookmarks(db: Db, userId: string, chapter?: { book: string; chapter: number }): Promise<VerseBookmark[]> {
  let query = db.selectFrom("verse_bookmarks").selectAll().where("user_id", "=", userId);
  if (chapter) query = query.where("book", "=", chapter.book).where("chapter", "=", chapter.chapter);
  const rows = await query.orderBy("created_at", "desc").orderBy("verse").execute();
  return rows.map((r) => ({ book: r.book, chapter: r.chapter, verse: r.verse, text: r.text, createdAt: r.created_at }));
}

/**
 * Merges a visitor's local reader lists into the account (at login or sign-up): no
 * duplicate history entries or bookmarks; history keeps the 50 newest.
 */
export async function mergeVisitorReading(
  db: Kysely<Database>,
  userId: string,
  history: readonly LocalHistoryEntry[],
  bookmarks: readonly LocalBookmark[],
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom("reading_history")
      .select(["book", "chapter", "read_at"])
      .where("user_id", "=", userId)
      .where("type", "=", "bible")
      .execute();
    const seen = new Set(existing.map((e) => `${e.book}|${e.chapter}|${e.read_at}`));
    for (const entry of history) {
      const readAt = new Date(entry.timestamp).toISOString();
      const key = `${entry.livro}|${entry.capitulo}|${readAt}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await insertBibleHistory(trx, userId, entry.livro, entry.capitulo, readAt);
    }
    await pruneBibleHistory(trx, userId);
    for (const b of bookmarks) {
      await addVerseBookmark(trx, userId, { book: b.livro, chapter: b.capitulo, verse: b.versiculo, text: b.texto }, new Date(Date.parse(b.data)));
    }
  });
}
