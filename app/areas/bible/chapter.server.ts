import type { Book } from "./books.ts";
import { sampleChapter } from "./samples.content.server.ts";
import { loadBookFromSource, type SourceDeps } from "./source.store.server.ts";
import { isBookStored, readChapter, readVerse, type Verse } from "./text.store.server.ts";
import { keepChapter, keptChapter } from "./chapter-cache.server.ts";
import { TEXT_VERSIONS, textVersionOf, type ReaderVersion, type TextVersion } from "./versions.ts";

/** Where the shown text came from. */
type TextOrigin = "database" | "source" | "sample";

export type ChapterResult =
  { status: "loaded"; verses: Verse[]; version: TextVersion; origin: TextOrigin; complete: boolean } | { status: "empty" } | { status: "error" };

/**
 * A chapter for the reader: the database first; on a miss one fetch of the whole book. If
 * that fails or is empty, the fallback chain,
 * where a whole chapter always comes before a partial one:
 *   1. the complete ARC text: held by the installation, or a shipped sample that
 *      keeps the whole chapter;
 *   2. the complete text of another version: held in the database, or, for ARC
 *      (and NAA/NTLH, read as ARC), the ACF text fetched, as the public source has
 *      no ARC;
 *   3. a shipped ARC sample that keeps only some verses.
 * The caller says which text is shown when it is not the one asked, and when it
 * is partial.
 */
export async function loadChapter(deps: SourceDeps, requested: ReaderVersion, book: Book, chapter: number): Promise<ChapterResult> {
  const version = textVersionOf(requested);
  const key = `${version}|${book.id}|${chapter}`;
  const now = Date.now();
  const kept = keptChapter<ChapterResult>(deps.db, key, now);
  if (kept) return kept;
  const result = await chapterFromChain(deps, version, book, chapter);
  // Kept when only a stored book can change it: the version asked, or the ACF read as ARC
  // (a text just fetched is held from now on). A fallback after a failed fetch, or a sample,
  // is asked again next time.
  if (result.status === "loaded" && result.origin !== "sample" && (result.version === version || (version === "arc" && result.version === "acf")))
    keepChapter(deps.db, key, { ...result, origin: "database" }, now);
  return result;
}

async function chapterFromChain(deps: SourceDeps, version: TextVersion, book: Book, chapter: number): Promise<ChapterResult> {
  const first = await held(deps, version, book, chapter, true);
  if (first.verses.length) return loaded(first.verses, version, first.origin);

  if (version !== "arc") {
    const arc = await readChapter(deps.db, "arc", book.id, chapter);
    if (arc.length) return loaded(arc, "arc", "database");
  }
  const sample = sampleChapter(book.id, chapter);
  if (sample?.complete) return fromSample(sample);
  for (const other of TEXT_VERSIONS) {
    if (other === version || other === "arc") continue;
    // Only ARC fetches another version (the source has no ARC); when the ACF or NVI asked
    // came back without the chapter, the source is down or lacks it, so only held text helps.
    const found = await held(deps, other, book, chapter, version === "arc" && other === "acf" && first.reachable);
    if (found.verses.length) return loaded(found.verses, other, found.origin);
  }
  if (sample) return fromSample(sample);
  return first.bookHeld ? { status: "empty" } : { status: "error" };
}

/**
 * The verse a member's heart marks, with the text the reader shows for it; null when the
 * chapter shown has no such verse. When the version asked holds the chapter (the page the
 * member saw was read from it), one look-up of that verse answers, and a count when it is
 * not there. Only when that version does not hold the chapter (the page showed another
 * version or a sample, or the book is not stored yet, as when a heart queued offline is
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

function fromSample(sample: { verses: Verse[]; complete: boolean }): ChapterResult {
  return { status: "loaded", verses: sample.verses, version: "arc", origin: "sample", complete: sample.complete };
}

function loaded(verses: Verse[], version: TextVersion, origin: TextOrigin): ChapterResult {
  return { status: "loaded", verses, version, origin, complete: true };
}

/** A version's chapter from the database, fetching its book on a miss (when allowed). */
async function held(deps: SourceDeps, version: TextVersion, book: Book, chapter: number, fetchOnMiss: boolean) {
  const stored = await readChapter(deps.db, version, book.id, chapter);
  if (stored.length) return { verses: stored, origin: "database" as const, bookHeld: true, reachable: true };
  if (await isBookStored(deps.db, version, book.id)) {
    // Another request's fetch of the book may have committed between the two reads: read again.
    return { verses: await readChapter(deps.db, version, book.id, chapter), origin: "database" as const, bookHeld: true, reachable: true };
  }
  if (!fetchOnMiss) return { verses: [], origin: "source" as const, bookHeld: false, reachable: false };
  const outcome = await loadBookFromSource(deps, version, book);
  const verses = outcome === "stored" ? await readChapter(deps.db, version, book.id, chapter) : [];
  return { verses, origin: "source" as const, bookHeld: outcome === "stored", reachable: outcome !== "unreachable" };
}
