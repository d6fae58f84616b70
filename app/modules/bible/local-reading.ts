import { z } from "zod";
import { findBook } from "./books.ts";

/**
 * The reader's own lists (spec 1 §3): visitors keep them in local storage under the
 * spec's keys; at login or sign-up they are merged into the account.
 */
export { BOOKMARKS_KEY, HISTORY_KEY } from "./local-keys.ts";
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

/** A successful chapter load: newest first, only the 50 newest kept. */
export function addHistoryEntry(list: readonly LocalHistoryEntry[], entry: LocalHistoryEntry): LocalHistoryEntry[] {
  return [entry, ...list].slice(0, HISTORY_LIMIT);
}

export function bookmarkId(livro: string, capitulo: number, versiculo: number): string {
  return `${livro}-${capitulo}-${versiculo}`;
}

/** Adds the verse, or removes it when its id is already there (never twice). */
export function toggleBookmark(list: readonly LocalBookmark[], bookmark: LocalBookmark): LocalBookmark[] {
  return list.some((b) => b.id === bookmark.id) ? list.filter((b) => b.id !== bookmark.id) : [...list, bookmark];
}

const chapterOf = <T extends { livro: string; capitulo: number }>(value: T, ctx: z.RefinementCtx) => {
  const book = findBook(value.livro);
  if (!book || value.capitulo > book.capitulos) ctx.addIssue({ code: "custom", message: "capítulo inexistente" });
};

const isoDate = z.string().max(40).refine((v) => !Number.isNaN(Date.parse(v)), "data inválida");

/** What a browser may send to be merged: validated, bounded, entries that name no real chapter refused. */
export const localHistorySchema = z
  .array(
    z
      .object({ livro: z.string().max(10), capitulo: z.number().int().min(1), data: isoDate, timestamp: z.number().int().nonnegative() })
      .superRefine(chapterOf),
  )
  .max(200);

export const localBookmarksSchema = z
  .array(
    z
      .object({
        id: z.string().max(40),
        livro: z.string().max(10),
        capitulo: z.number().int().min(1),
        versiculo: z.number().int().min(1).max(200),
        texto: z.string().trim().max(2000),
        data: isoDate,
      })
      .superRefine(chapterOf),
  )
  .max(2000);

/** Reads a list from local storage; anything unreadable counts as empty. */
export function parseStoredList<T>(raw: string | null, schema: z.ZodType<T[]>): T[] {
  if (!raw) return [];
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : [];
  } catch {
    return [];
  }
}
