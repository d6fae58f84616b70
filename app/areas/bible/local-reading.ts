import { findBook } from "./books.ts";
import { isHighlightColor, NOTE_MAX, type HighlightColor, type VerseMark } from "./marks.ts";

/**
 * The reader's own lists: visitors keep them in local storage under the
 * spec's keys; at login or sign-up they are merged into the account.
 */
export { BOOKMARKS_KEY, HISTORY_KEY, MARKS_KEY } from "./local-keys.ts";
export const HISTORY_LIMIT = 50;

export interface LocalHistoryEntry {
  livro: string;
  capitulo: number;
  /** ISO date string */
  data: string;
  /** milliseconds */
  timestamp: number;
}

export interface LocalBookmark {
  id: string;
  livro: string;
  capitulo: number;
  versiculo: number;
  texto: string;
  data: string;
}

/** A visitor's highlight colour and note on a verse (at least one of the two). */
export interface LocalMark {
  livro: string;
  capitulo: number;
  versiculo: number;
  cor: HighlightColor | null;
  nota: string | null;
  /** ISO date string of the last change */
  data: string;
}

/** A successful chapter load: newest first, only the 50 newest kept. */
export function addHistoryEntry(list: readonly LocalHistoryEntry[], entry: LocalHistoryEntry): LocalHistoryEntry[] {
  return [entry, ...list].slice(0, HISTORY_LIMIT);
}

/**
 * The stored history (its raw local-storage value) after a visitor loaded a chapter at
 * `now`: what was stored, read as parseHistory reads it, with the visit first.
 */
export function historyAfterVisit(raw: string | null, livro: string, capitulo: number, now: Date): string {
  return JSON.stringify(addHistoryEntry(parseHistory(raw), { livro, capitulo, data: now.toISOString(), timestamp: now.getTime() }));
}

export function bookmarkId(livro: string, capitulo: number, versiculo: number): string {
  return `${livro}-${capitulo}-${versiculo}`;
}

/** Adds the verse, or removes it when its id is already there (never twice). */
export function toggleBookmark(list: readonly LocalBookmark[], bookmark: LocalBookmark): LocalBookmark[] {
  return list.some((b) => b.id === bookmark.id) ? list.filter((b) => b.id !== bookmark.id) : [...list, bookmark];
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const isCount = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
/** Moments a browser may claim: from 1970 up to the year 9999 (a date a database can store). */
const LATEST_MOMENT = Date.UTC(9999, 11, 31);
const isMoment = (value: unknown): value is number => isCount(value, 0, LATEST_MOMENT);
const isDate = (value: unknown): value is string => typeof value === "string" && value.length <= 40 && isMoment(Date.parse(value));

/** A book and chapter that exist. */
function namesChapter(value: Fields): boolean {
  const book = typeof value.livro === "string" ? findBook(value.livro) : undefined;
  return book !== undefined && isCount(value.capitulo, 1, book.capitulos);
}

/**
 * Guards for what a browser keeps or sends: bounded, and naming a real chapter. They run
 * in the browser too, so they are plain checks (no validation library in the reader's bundle).
 */
function isLocalHistoryEntry(value: unknown): value is LocalHistoryEntry {
  return isObject(value) && namesChapter(value) && isDate(value.data) && isMoment(value.timestamp);
}

function isLocalBookmark(value: unknown): value is LocalBookmark {
  return (
    isObject(value) &&
    namesChapter(value) &&
    typeof value.id === "string" &&
    value.id.length <= 40 &&
    isCount(value.versiculo, 1, 200) &&
    typeof value.texto === "string" &&
    value.texto.length <= 2000 &&
    isDate(value.data)
  );
}

function isLocalMark(value: unknown): value is LocalMark {
  return (
    isObject(value) &&
    namesChapter(value) &&
    isCount(value.versiculo, 1, 200) &&
    (value.cor === null || isHighlightColor(value.cor)) &&
    (value.nota === null || (typeof value.nota === "string" && value.nota.trim().length > 0 && value.nota.length <= NOTE_MAX)) &&
    (value.cor !== null || value.nota !== null) &&
    isDate(value.data)
  );
}

/** The most entries a stored or posted list may hold. */
const LIST_LIMITS = { history: 200, bookmarks: 2000, marks: 2000 } as const;

/** Reads a stored list: the valid entries of a JSON array (at most `limit`); anything else is empty. */
function parseStoredList<T>(raw: string | null, isEntry: (value: unknown) => value is T, limit: number): T[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.slice(0, limit).filter(isEntry) : [];
  } catch {
    return [];
  }
}

export const parseHistory = (raw: string | null) => parseStoredList(raw, isLocalHistoryEntry, LIST_LIMITS.history);
export const parseBookmarks = (raw: string | null) => parseStoredList(raw, isLocalBookmark, LIST_LIMITS.bookmarks);
export const parseMarks = (raw: string | null) => parseStoredList(raw, isLocalMark, LIST_LIMITS.marks);

/** A chapter's marks from the visitor's stored list. */
export function chapterMarks(list: readonly LocalMark[], livro: string, capitulo: number): VerseMark[] {
  return list
    .filter((m) => m.livro === livro && m.capitulo === capitulo)
    .map((m) => ({ verse: m.versiculo, color: m.cor, note: m.nota }))
    .sort((a, b) => a.verse - b.verse);
}

/** The stored list with one chapter's marks replaced by `marks`, changed at `now`. */
export function withChapterMarks(list: readonly LocalMark[], livro: string, capitulo: number, marks: readonly VerseMark[], now: Date): LocalMark[] {
  const before = new Map(chapterMarks(list, livro, capitulo).map((m) => [m.verse, m]));
  const kept = list.filter((m) => m.livro !== livro || m.capitulo !== capitulo);
  const stamped = marks.map((m) => {
    const old = list.find((l) => l.livro === livro && l.capitulo === capitulo && l.versiculo === m.verse);
    const same = before.get(m.verse)?.color === m.color && before.get(m.verse)?.note === m.note;
    return { livro, capitulo, versiculo: m.verse, cor: m.color, nota: m.note, data: same && old ? old.data : now.toISOString() };
  });
  return [...kept, ...stamped];
}
