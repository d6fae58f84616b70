import type { Kysely, Transaction } from "kysely";
import type { Db } from "#db/transaction.ts";
import type { Database } from "#db/schema.ts";
import { books, type Book } from "./books.ts";
import { TEXT_VERSIONS, type TextVersion } from "./versions.ts";
import { forgetChapters } from "./chapter-cache.server.ts";

/** Bible text held by this installation: verses by version, book, chapter and verse. */

export interface Verse {
  number: number;
  text: string;
}

/** Where a stored book came from. */
export type BookOrigin = "source" | "import";

const bookIndex = new Map(books.map((b, index) => [b.id, index + 1]));
const INSERT_BATCH = 500;

export async function readChapter(db: Db, version: TextVersion, bookId: string, chapter: number): Promise<Verse[]> {
  const rows = await db
    .selectFrom("bible_verses")
    .select(["verse", "text"])
    .where("version", "=", version)
    .where("book", "=", bookId)
    .where("chapter", "=", chapter)
    .orderBy("verse")
    .execute();
  return rows.map((r) => ({ number: r.verse, text: r.text }));
}

/**
 * One verse of a chapter as a version holds it: its text; or, when the verse is not there,
 * whether the version holds the chapter at all (a count, only then).
 */
export async function readVerse(
  db: Db,
  version: TextVersion,
  bookId: string,
  chapter: number,
  verse: number,
): Promise<{ text: string } | { text: null; chapterHeld: boolean }> {
  const inChapter = db.selectFrom("bible_verses").where("version", "=", version).where("book", "=", bookId).where("chapter", "=", chapter);
  const found = await inChapter.select("text").where("verse", "=", verse).executeTakeFirst();
  if (found) return { text: found.text };
  const held = await inChapter.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  return { text: null, chapterHeld: Number(held.n) > 0 };
}

/** Whether the whole book is held (so a chapter without verses is really empty). */
export async function isBookStored(db: Db, version: TextVersion, bookId: string): Promise<boolean> {
  const row = await db.selectFrom("bible_books").select("book").where("version", "=", version).where("book", "=", bookId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes every chapter of a book, replacing what was held for it. Call inside a
 * transaction (storeBook does) so a book is never half-written. Empty verses are
 * skipped; verse numbers are their places in the chapter.
 */
/** What writing a book takes, besides the database: storeBook and writeBook take the same. */
type BookWrite = [version: TextVersion, book: Book, chapters: string[][], origin: BookOrigin, now: Date];

export async function writeBook(trx: Transaction<Database>, ...[version, book, chapters, origin, now]: BookWrite): Promise<number> {
  const rows = chapters.flatMap((verses, c) =>
    verses.flatMap((text, v) => (text ? [{ version, book: book.id, book_index: bookIndex.get(book.id)!, chapter: c + 1, verse: v + 1, text }] : [])),
  );
  await trx.deleteFrom("bible_verses").where("version", "=", version).where("book", "=", book.id).execute();
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await trx
      .insertInto("bible_verses")
      .values(rows.slice(start, start + INSERT_BATCH))
      // Another instance may have stored the same book a moment ago.
      .onConflict((oc) => oc.columns(["version", "book", "chapter", "verse"]).doUpdateSet((eb) => ({ text: eb.ref("excluded.text") })))
      .execute();
  }
  await trx
    .insertInto("bible_books")
    .values({ version, book: book.id, origin, stored_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["version", "book"]).doUpdateSet({ origin, stored_at: now.toISOString() }))
    .execute();
  return rows.length;
}

export async function storeBook(db: Kysely<Database>, ...write: BookWrite): Promise<number> {
  const written = await db.transaction().execute((trx) => writeBook(trx, ...write));
  forgetChapters(db);
  return written;
}

/** How many books of a version the installation holds (what search covers). */
export async function countStoredBooks(db: Db, version: TextVersion): Promise<number> {
  const row = await db
    .selectFrom("bible_books")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many books each version holds, every version named (0 when none). */
export async function countStoredBooksByVersion(db: Db): Promise<Record<TextVersion, number>> {
  const rows = await db
    .selectFrom("bible_books")
    .select(["version", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("version")
    .execute();
  return Object.fromEntries(TEXT_VERSIONS.map((version) => [version, Number(rows.find((r) => r.version === version)?.n ?? 0)])) as Record<
    TextVersion,
    number
  >;
}
