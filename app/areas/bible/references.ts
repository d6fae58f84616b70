import { books, findBookByAbbreviation, type Book } from "./books.ts";

/** A Bible reference such as "Jo 3:16", "Sl 23" or "1Co 13:4-7". */
export interface Reference {
  book: Book;
  chapter: number;
  verseStart?: number;
  verseEnd?: number;
  /** A range that ends in a later chapter ("Is 52:13-53:12", "Mt 5-7"); verseEnd is then unset. */
  end?: { chapter: number; verse?: number };
}

const abbreviations = books
  .map((b) => b.abrev)
  .sort((a, b) => b.length - a.length)
  .map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
  .join("|");

/** Abbreviation, chapter, optional ":verse" and optional "-verse" (hyphen or en dash). */
const REFERENCE = new RegExp(`(?<![\\p{L}\\d])(${abbreviations}) (\\d{1,3})(?::(\\d{1,3})(?:[-–](\\d{1,3}))?)?(?![\\p{L}\\d])`, "gu");

function toReference(abrev: string, chapter: string, start?: string, end?: string): Reference | null {
  const book = findBookByAbbreviation(abrev);
  const chapterNumber = Number(chapter);
  if (!book || chapterNumber < 1 || chapterNumber > book.capitulos) return null;
  const verseStart = start === undefined ? undefined : Number(start);
  const verseEnd = end === undefined ? undefined : Number(end);
  if (verseStart !== undefined && verseStart < 1) return null;
  if (verseEnd !== undefined && verseStart !== undefined && verseEnd <= verseStart) return null;
  return { book, chapter: chapterNumber, verseStart, verseEnd };
}

/** Parses a whole string as one reference; null when it is not one or names no real chapter. */
export function parseReference(text: string): Reference | null {
  const match = new RegExp(`^${REFERENCE.source}$`, "u").exec(text.trim());
  return match ? toReference(match[1]!, match[2]!, match[3], match[4]) : null;
}

export interface FoundReference {
  text: string;
  index: number;
  reference: Reference | null;
}

/** Every reference-shaped piece of a text, with the reference it names (null if none). */
export function findReferences(text: string): FoundReference[] {
  return [...text.matchAll(REFERENCE)].map((m) => ({
    text: m[0],
    index: m.index,
    reference: toReference(m[1]!, m[2]!, m[3], m[4]),
  }));
}

/** The reader URL for a reference, anchored at its first verse. */
export function referenceHref(reference: Reference): string {
  const anchor = reference.verseStart ? `#v${reference.verseStart}` : "";
  return `/biblia/${reference.book.id}/${reference.chapter}${anchor}`;
}

export function formatReference(reference: Reference): string {
  const verses = reference.verseStart ? `:${reference.verseStart}${reference.verseEnd ? `-${reference.verseEnd}` : ""}` : "";
  return `${reference.book.abrev} ${reference.chapter}${verses}`;
}
