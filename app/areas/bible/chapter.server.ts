import type { Book } from "./books.ts";
import { loadBookFromSource, type SourceDeps } from "./source.store.server.ts";
import { isBookStored, readChapter, readVerse, type Verse } from "./text.store.server.ts";
import { keepChapter, keptChapter } from "./chapter-cache.server.ts";
import { TEXT_VERSIONS, textVersionOf, type ReaderVersion, type TextVersion } from "./versions.ts";

/** Where the shown text came from. */
type TextOrigin = "database" | "source";

export type ChapterResult =
  { status: "loaded"; verses: Verse[]; version: TextVersion; origin: TextOrigin } | { status: "empty" } | { status: "error" };

/**
 * A chapter for the reader: the database first; on a miss one fetch of the whole book. If
 * that fails, the fallback chain: the same chapter in the other version when the
 * installation holds it (the caller says which text is shown), else the error state. The
 * background fetch stores every book of both versions from the first day, so the chain is
 * for a source that is down before that fetch is done.
 */
export async function loadChapter(deps: SourceDeps, requested: ReaderVersion, book: Book, chapter: number): Promise<ChapterResult> {
  const version = textVersionOf(requested);
  const key = `${version}|${book.id}|${chapter}`;
  const now = Date.now();
  const kept = keptChapter<ChapterResult>(deps.db, key, now);
  if (kept) return kept;
  const result = await chapterFromChain(deps, version, book, chapter);
  // Kept when only a stored book can change it: the version asked (a text just fetched is
  // held from now on). Another version's text, shown after a failed fetch, is asked again next time.
  if (result.status === "loaded" && result.version === version) keepChapter(deps.db, key, { ...result, origin: "database" }, now);
  return result;
}

async function chapterFromChain(deps: SourceDeps, version: TextVersion, book: Book, chapter: number): Promise<ChapterResult> {
  const first = await held(deps, version, book, chapter, true);
  if (first.verses.length) return loaded(first.verses, version, first.origin);
  for (const other of TEXT_VERSIONS) {
    if (other === version) continue;
    // When the version asked came back without the chapter, the source is down or lacks it: only held text helps.
    const found = await held(deps, other, book, chapter, false);
    if (found.verses.length) return loaded(found.verses, other, found.origin);
  }
  return first.bookHeld ? { status: "empty" } : { status: "error" };
}

/**
 * The verse a member's heart marks, with the text the reader shows for it; null when the
 * chapter shown has no such verse. When the version asked holds the chapter (the page the
 * member saw was read from it), one look-up of that verse answers, and a count when it is
 * not there. Only when that version does not hold the chapter (the page showed another
 * version, or the book is not stored yet, as when a heart queued offline is
 * sent) does the reader's whole chain run, so the mark keeps the text the member saw.
 */
export async function verseToBookmark(
  deps: SourceDeps,
  requested: ReaderVersion,
  book: Book,
  chapter: number,
  number: number,
): Promise<Verse | null> {
  const shown = keptChapter<ChapterResult>(deps.db, `${textVersionOf(requested)}|${book.id}|${chapter}`, Date.now());
  if (shown?.status === "loaded") return shown.verses.find((v) => v.number === number) ?? null;
  const held = await readVerse(deps.db, textVersionOf(requested), book.id, chapter, number);
  if (held.text !== null) return { number, text: held.text };
  if (held.chapterHeld) return null;
  const result = await loadChapter(deps, requested, book, chapter);
  return (result.status === "loaded" ? result.verses.find((v) => v.number === number) : undefined) ?? null;
}

function loaded(verses: Verse[], version: TextVersion, origin: TextOrigin): ChapterResult {
  return { status: "loaded", verses, version, origin };
}

/** A version's chapter from the database, fetching its book on a miss (when allowed). */
async function held(deps: SourceDeps, version: TextVersion, book: Book, chapter: number, fetchOnMiss: boolean) {
  const stored = await readChapter(deps.db, version, book.id, chapter);
  if (stored.length) return { verses: stored, origin: "database" as const, bookHeld: true };
  if (await isBookStored(deps.db, version, book.id)) {
    // Another request's fetch of the book may have committed between the two reads: read again.
    return { verses: await readChapter(deps.db, version, book.id, chapter), origin: "database" as const, bookHeld: true };
  }
  if (!fetchOnMiss) return { verses: [], origin: "source" as const, bookHeld: false };
  const outcome = await loadBookFromSource(deps, version, book);
  const verses = outcome === "stored" ? await readChapter(deps.db, version, book.id, chapter) : [];
  return { verses, origin: "source" as const, bookHeld: outcome === "stored" };
}
