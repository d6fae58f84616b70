import { findBook } from "#app/areas/bible/books.ts";
import { COLOR_NAMES, HIGHLIGHT_COLORS, type HighlightColor } from "#app/areas/bible/marks.ts";

/**
 * The notes tab's lists of verse notes and highlights (pure): pages, references, links to the
 * verse, highlights grouped by colour.
 */

/** Verse notes per page of the list. */
export const VERSE_NOTES_PAGE = 20;
/** Highlights per page of the list (all colours together). */
export const HIGHLIGHTS_PAGE = 40;
/** The query parameters of the two lists' pages. */
export const PAGE_PARAMS = { notes: "pagina-notas", highlights: "pagina-marcacoes" } as const;
const MAX_PAGE = 1000;

/** A page number as asked for: a whole number from 1, anything else the first page. */
export function askedPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** How many pages a list has (at least one, even empty). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** "João 3:16" for a verse of a book id. */
export function verseReference(book: string, chapter: number, verse: number): string {
  return `${findBook(book)?.nome ?? book} ${chapter}:${verse}`;
}

/** The reader's chapter opened at the verse. */
export function verseHref(book: string, chapter: number, verse: number): string {
  return `/biblia/${book}/${chapter}#v${verse}`;
}

/** Highlights in the palette's order, each colour with its verses (only colours that have some). */
export function byColour<T extends { color: HighlightColor | null }>(
  marks: readonly T[],
): Array<{ color: HighlightColor; name: string; marks: T[] }> {
  return HIGHLIGHT_COLORS.map((color) => ({ color, name: COLOR_NAMES[color], marks: marks.filter((m) => m.color === color) })).filter(
    (group) => group.marks.length > 0,
  );
}
