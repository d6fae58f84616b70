import { books, findBook, type Book } from "./books.ts";

/**
 * The reader's verse marks: a highlight colour and a short note per verse, for members on the
 * server (verse_marks) and for visitors in local storage (biblia_anotacoes). Pure rules.
 */
export const HIGHLIGHT_COLORS = ["amarelo", "verde", "azul", "rosa", "laranja"] as const;
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];

export const COLOR_NAMES: Record<HighlightColor, string> = {
  amarelo: "Amarelo",
  verde: "Verde",
  azul: "Azul",
  rosa: "Rosa",
  laranja: "Laranja",
};

/** The longest note, in characters. */
export const NOTE_MAX = 500;

export const isHighlightColor = (value: unknown): value is HighlightColor => HIGHLIGHT_COLORS.includes(value as HighlightColor);

export const MARK_MESSAGES = {
  color: "Escolha uma das cores de destaque.",
  verse: "Versículo não encontrado.",
  verses: "Selecione de 1 a 200 versículos deste capítulo.",
  note: `A nota deve ter no máximo ${NOTE_MAX} caracteres.`,
} as const;

/** The colour posted to take a highlight away. */
export const NO_COLOR = "nenhuma";

/** A verse's marks as the page shows them. */
export interface VerseMark {
  verse: number;
  color: HighlightColor | null;
  note: string | null;
}

/** The marks after a change to some verses: a verse left with neither colour nor note has no mark. */
export function applyMarkChange(
  marks: readonly VerseMark[],
  verses: readonly number[],
  change: { color: HighlightColor | null } | { note: string | null },
): VerseMark[] {
  const byVerse = new Map(marks.map((m) => [m.verse, m]));
  for (const verse of verses) {
    const next = { verse, color: null, note: null, ...byVerse.get(verse), ...change };
    if (next.color === null && next.note === null) byVerse.delete(verse);
    else byVerse.set(verse, next);
  }
  return [...byVerse.values()].sort((a, b) => a.verse - b.verse);
}

/** What the marks action answers once done (a FormAnswer): the chapter's marks. */
export interface MarksAnswer {
  marks: VerseMark[];
}

/**
 * The change a marks form carries (as posted or queued: acao, versiculos, cor or nota), or null
 * when it is not one; the page applies it at once, before the server's answer.
 */
export function changeOfFields(
  fields: Record<string, string>,
): { verses: number[]; change: { color: HighlightColor | null } | { note: string | null } } | null {
  const verses = parseVerseList(fields.versiculos ?? "");
  if (!verses) return null;
  if (fields.acao === "destacar" && (fields.cor === NO_COLOR || isHighlightColor(fields.cor)))
    return { verses, change: { color: fields.cor === NO_COLOR ? null : (fields.cor as HighlightColor) } };
  if (fields.acao === "anotar" && typeof fields.nota === "string" && fields.nota.length <= NOTE_MAX)
    return { verses, change: { note: fields.nota.trim() || null } };
  return null;
}

/** The chapter before or after one, across book boundaries (Ml 4 → Mt 1); null before Gn 1 and after Ap 22. */
export function adjacentChapter(bookId: string, chapter: number, direction: 1 | -1): { book: Book; chapter: number } | null {
  const book = findBook(bookId);
  if (!book) return null;
  const next = chapter + direction;
  if (next >= 1 && next <= book.capitulos) return { book, chapter: next };
  const other = books[books.indexOf(book) + direction];
  if (!other) return null;
  return { book: other, chapter: direction === 1 ? 1 : other.capitulos };
}

/** The verses a selection names, as posted ('3,4,10'): distinct whole numbers 1–200, or null. */
export function parseVerseList(raw: string): number[] | null {
  if (!/^\d{1,3}(,\d{1,3}){0,199}$/.test(raw)) return null;
  const verses = [...new Set(raw.split(",").map(Number))];
  return verses.every((v) => v >= 1 && v <= 200) ? verses.sort((a, b) => a - b) : null;
}

/** The chapter a selection of verses is in, as the selection bar needs it. */
export interface ChapterRef {
  bookId: string;
  abrev: string;
  chapter: number;
  /** the version whose text is shown, e.g. ACF */
  version: string;
  /** the reader's ?versao= query ('' for the default) */
  query: string;
}

/** 'Jo 3:16', 'Jo 3:16-18' or 'Jo 3:1,3,5-7' for the selected verses (sorted, distinct). */
export function selectionReference(abrev: string, chapter: number, verses: readonly number[]): string {
  return `${abrev} ${chapter}:${verseRanges(verses)}`;
}

/** '16', '16-18' or '1,3,5-7' for the selected verses (sorted, distinct). */
export function verseRanges(verses: readonly number[]): string {
  const ranges: string[] = [];
  let start = verses[0]!;
  let end = start;
  for (const verse of [...verses.slice(1), Number.NaN]) {
    if (verse === end + 1) {
      end = verse;
      continue;
    }
    ranges.push(start === end ? `${start}` : `${start}-${end}`);
    start = end = verse;
  }
  return ranges.join(",");
}

type Selected = ReadonlyArray<{ number: number; text: string }>;

/** The selected verses' text, each numbered when there are several. */
function selectionBody(verses: Selected): string {
  return verses.length === 1 ? verses[0]!.text : verses.map((v) => `${v.number} ${v.text}`).join(" ");
}

/**
 * The portal's address of the first selected verse, as a shared verse carries it: the chapter
 * in the version shown (`query`, '' for the default), scrolled to the verse.
 */
export function verseAddress(origin: string, bookId: string, chapter: number, query: string, verse: number): string {
  return `${origin}/biblia/${bookId}/${chapter}${query}#v${verse}`;
}

/** The selected verses as shared: their text, reference and version, then the address to read them in the portal. */
export function sharedSelectionText(text: string, address: string): string {
  return `${text}\n${address}`;
}

/** The selected verses as an image quotes them: their words alone, the reference under the quote saying which verses they are. */
export function selectionQuote(verses: Selected): string {
  return verses.map((v) => v.text).join(" ");
}

/** The selected verses as copied or shared: the text, the reference and the version. */
export function selectionText(verses: Selected, abrev: string, chapter: number, version: string): string {
  return `${selectionBody(verses)} — ${selectionReference(
    abrev,
    chapter,
    verses.map((v) => v.number),
  )} (${version})`;
}
