/** A devotional of the recent list. */
export interface Devotional {
  id: string;
  titulo: string;
  /** ISO date, yyyy-mm-dd. */
  data: string;
  categoria: string;
  autor: string;
  /** The reference, "Sl 46:1". */
  versiculo: string;
  /** A short quotation of the verse, and the version it is quoted from. */
  citacao: string;
  versao: string;
  /** Markdown. */
  texto: string;
  reflexao: string;
  aplicacao: string;
}

/** Local storage keys of a visitor's favourites: devotional ids, and '<book>/<day>' of the devotional books. */
export const DEVOTIONAL_FAVORITES_KEY = "devocionais_favoritos";
export const BOOK_DAY_FAVORITES_KEY = "livros_devocionais_favoritos";

/** A stored list of ids read defensively (anything else is an empty list). */
export function parseIdList(raw: string | null): string[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === "string" && v.length <= 200))] : [];
  } catch {
    return [];
  }
}

export function setInList(list: readonly string[], id: string, present: boolean): string[] {
  const rest = list.filter((v) => v !== id);
  return present ? [...rest, id] : rest;
}
