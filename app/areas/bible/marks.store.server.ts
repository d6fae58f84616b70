import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";
import type { LocalMark } from "./local-reading.ts";
import { isHighlightColor, type HighlightColor, type VerseMark } from "./marks.ts";

/** Members' highlight colours and notes on verses (verse_marks). */
type Db = Kysely<Database> | Transaction<Database>;

interface ChapterKey {
  book: string;
  chapter: number;
}

/** A chapter's marks of a member, by verse. */
export async function listChapterMarks(db: Db, userId: string, at: ChapterKey): Promise<VerseMark[]> {
  const rows = await db
    .selectFrom("verse_marks")
    .select(["verse", "color", "note"])
    .where("user_id", "=", userId)
    .where("book", "=", at.book)
    .where("chapter", "=", at.chapter)
    .orderBy("verse")
    .execute();
  return rows.map((r) => ({ verse: r.verse, color: isHighlightColor(r.color) ? r.color : null, note: r.note }));
}

/** Rows left with neither colour nor note go. */
async function dropEmpty(db: Db, userId: string, at: ChapterKey): Promise<void> {
  await db
    .deleteFrom("verse_marks")
    .where("user_id", "=", userId)
    .where("book", "=", at.book)
    .where("chapter", "=", at.chapter)
    .where("color", "is", null)
    .where("note", "is", null)
    .execute();
}

/**
 * Sets (or, with null, removes) one change on some verses of a chapter: the highlight colour of
 * each, or the note of each. The other mark of a verse is kept.
 */
export async function changeVerseMarks(
  db: Kysely<Database>,
  userId: string,
  at: ChapterKey,
  verses: readonly number[],
  change: { color: HighlightColor | null } | { note: string | null },
  now: Date,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const set = "color" in change ? { color: change.color } : { note: change.note };
    for (const verse of verses) {
      await trx
        .insertInto("verse_marks")
        .values({ user_id: userId, ...at, verse, color: null, note: null, ...set, updated_at: now.toISOString() })
        .onConflict((oc) => oc.columns(["user_id", "book", "chapter", "verse"]).doUpdateSet({ ...set, updated_at: now.toISOString() }))
        .execute();
    }
    await dropEmpty(trx, userId, at);
  });
}

/**
 * Merges a visitor's local marks into the account (at login or sign-up), inside the caller's
 * transaction: a verse the member had already marked keeps its colour and note; only what it
 * lacked is filled from the visitor's list.
 */
export async function mergeVisitorMarks(db: Db, userId: string, marks: readonly LocalMark[], now: Date): Promise<void> {
  for (const m of marks) {
    await db
      .insertInto("verse_marks")
      .values({ user_id: userId, book: m.livro, chapter: m.capitulo, verse: m.versiculo, color: m.cor, note: m.nota, updated_at: now.toISOString() })
      .onConflict((oc) =>
        oc.columns(["user_id", "book", "chapter", "verse"]).doUpdateSet({
          color: sql<string | null>`coalesce(verse_marks.color, excluded.color)`,
          note: sql<string | null>`coalesce(verse_marks.note, excluded.note)`,
        }),
      )
      .execute();
  }
}
