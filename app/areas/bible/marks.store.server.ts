import { sql, type Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction, type Db } from "#db/transaction.ts";
import type { LocalMark } from "./local-reading.ts";
import { HIGHLIGHT_COLORS, isHighlightColor, type HighlightColor, type VerseMark } from "./marks.ts";

/** Members' highlight colours and notes on verses (verse_marks). */

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

/** One of a member's marks anywhere in the Bible, as their lists show it. */
export interface MemberMark {
  book: string;
  chapter: number;
  verse: number;
  color: HighlightColor | null;
  note: string | null;
  updatedAt: string;
}

/**
 * A page of a member's verse notes (newest first) or highlights (by colour in the palette's
 * order, newest first within a colour), with how many there are in all.
 */
export async function listMemberMarks(
  db: Db,
  userId: string,
  kind: "note" | "color",
  page: { limit: number; offset: number },
): Promise<{ total: number; marks: MemberMark[] }> {
  const base = db.selectFrom("verse_marks").where("user_id", "=", userId).where(kind, "is not", null);
  const counted = await base.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow();
  const palette = sql<number>`case color ${sql.join(
    HIGHLIGHT_COLORS.map((c, i) => sql`when ${sql.lit(c)} then ${sql.lit(i)}`),
    sql` `,
  )} else ${sql.lit(HIGHLIGHT_COLORS.length)} end`;
  let query = base.select(["book", "chapter", "verse", "color", "note", "updated_at"]);
  if (kind === "color") query = query.orderBy(palette);
  const rows = await query
    .orderBy("updated_at", "desc")
    .orderBy("book")
    .orderBy("chapter")
    .orderBy("verse")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    total: Number(counted.n),
    marks: rows.map((r) => ({
      book: r.book,
      chapter: r.chapter,
      verse: r.verse,
      color: isHighlightColor(r.color) ? r.color : null,
      note: r.note,
      updatedAt: r.updated_at,
    })),
  };
}

/**
 * Changes the colour or the note of a verse the member has already marked (from their lists);
 * false when there is no such mark. A mark left with neither goes.
 */
export async function editVerseMark(
  db: Kysely<Database>,
  userId: string,
  at: ChapterKey & { verse: number },
  change: { color: HighlightColor | null } | { note: string | null },
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const set = "color" in change ? { color: change.color } : { note: change.note };
    const result = await trx
      .updateTable("verse_marks")
      .set({ ...set, updated_at: now.toISOString() })
      .where("user_id", "=", userId)
      .where("book", "=", at.book)
      .where("chapter", "=", at.chapter)
      .where("verse", "=", at.verse)
      .executeTakeFirst();
    await dropEmpty(trx, userId, at);
    return Number(result.numUpdatedRows) > 0;
  });
}
