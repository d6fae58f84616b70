import type { Book } from "./books.ts";
import type { Reference } from "./references.ts";

/**
 * A passage longer than one verse, as the reader's `trecho` parameter carries it (pure): verses
 * of one chapter ("3:16-18"), verses across chapters ("52:13-53:12") or whole chapters ("5-7").
 * The reader opens at its first chapter, highlights its verses and leads through its chapters.
 */
export interface PassageRange {
  start: { chapter: number; verse?: number };
  end: { chapter: number; verse?: number };
}

/** A reference's range as the `trecho` parameter, or null for one verse or one chapter. */
export function passageParam(reference: Reference): string | null {
  const { chapter, verseStart, verseEnd, end } = reference;
  if (end) return verseStart === undefined ? `${chapter}-${end.chapter}` : `${chapter}:${verseStart}-${end.chapter}:${end.verse}`;
  return verseStart !== undefined && verseEnd !== undefined ? `${chapter}:${verseStart}-${verseEnd}` : null;
}

/** A range as the `trecho` parameter again: "5-7", "3:16-18", "52:13-53:12". */
export function rangeParam({ start, end }: PassageRange): string {
  if (start.verse === undefined) return `${start.chapter}-${end.chapter}`;
  return start.chapter === end.chapter
    ? `${start.chapter}:${start.verse}-${end.verse}`
    : `${start.chapter}:${start.verse}-${end.chapter}:${end.verse}`;
}

const PARAM = /^(\d{1,3})(?::(\d{1,3}))?-(?:(\d{1,3}):)?(\d{1,3})$/;

/** Reads a `trecho` parameter for a book: null when it is absent, out of shape, backwards or past the book's chapters. */
export function parsePassageParam(value: string | null, book: Book): PassageRange | null {
  const match = value ? PARAM.exec(value) : null;
  if (!match) return null;
  const [, startChapter, startVerse, endChapter, last] = match.map((n) => (n === undefined ? undefined : Number(n)));
  let range: PassageRange;
  if (startVerse === undefined) {
    if (endChapter !== undefined) return null;
    range = { start: { chapter: startChapter! }, end: { chapter: last! } };
  } else range = { start: { chapter: startChapter!, verse: startVerse }, end: { chapter: endChapter ?? startChapter!, verse: last! } };
  const { start, end } = range;
  if (start.chapter < 1 || end.chapter > book.capitulos || end.chapter < start.chapter) return null;
  if (start.verse !== undefined && (start.verse < 1 || (end.chapter === start.chapter && end.verse! < start.verse))) return null;
  return range;
}

/** The verses of a chapter a range covers ({from, to}, `to` null for the chapter's end), or null when it covers none of them. */
export function versesInChapter(range: PassageRange, chapter: number): { from: number; to: number | null } | null {
  if (chapter < range.start.chapter || chapter > range.end.chapter) return null;
  return {
    from: chapter === range.start.chapter ? (range.start.verse ?? 1) : 1,
    to: chapter === range.end.chapter ? (range.end.verse ?? null) : null,
  };
}

/** "Isaías 52:13–53:12", "Mateus 5–7", "João 3:16–18". */
export function passageLabel(range: PassageRange, book: Book): string {
  const { start, end } = range;
  if (start.verse === undefined) return `${book.nome} ${start.chapter}–${end.chapter}`;
  if (start.chapter === end.chapter) return `${book.nome} ${start.chapter}:${start.verse}–${end.verse}`;
  return `${book.nome} ${start.chapter}:${start.verse}–${end.chapter}:${end.verse}`;
}

/** The range's next chapter after `chapter`, or null at its last. */
export function nextChapterIn(range: PassageRange, chapter: number): number | null {
  return chapter >= range.start.chapter && chapter < range.end.chapter ? chapter + 1 : null;
}
