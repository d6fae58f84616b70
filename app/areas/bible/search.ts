import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { foldForSearch } from "#app/platform/site/search-text.ts";
import { books } from "./books.ts";
import type { Reference } from "./references.ts";
import { isTextVersion, type TextVersion } from "./versions.ts";

/** Full-text search over the verses (beyond the spec): query rules and highlighting. */
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_PAGE_SIZE = 20;
const MAX_TERMS = 10;

export const SEARCH_TOO_LONG = `A busca pode ter no máximo ${SEARCH_MAX_LENGTH} caracteres.`;

/** The highest ?pagina= a search answers (a larger one is clamped to it). */
const SEARCH_MAX_PAGE = 10_000;

/** What /biblia/busca?q=…&versao=…&pagina=…&ordem=… asks for. */
export interface SearchRequest {
  /** The query as asked: its terms are searched, its length checked. */
  query: string;
  /** The query as the page shows it back: at most SEARCH_MAX_LENGTH characters. */
  shownQuery: string;
  /** Longer than SEARCH_MAX_LENGTH: refused with SEARCH_TOO_LONG. */
  tooLong: boolean;
  /** A version the text knows (any case), else ACF. */
  version: TextVersion;
  /** From 1 to SEARCH_MAX_PAGE; anything unreadable is 1. */
  page: number;
  order: VerseOrder;
}

/** Reads the search's query parameters, clamping the page. */
export function parseSearchParams(params: URLSearchParams): SearchRequest {
  const query = params.get("q") ?? "";
  const requested = params.get("versao")?.toLowerCase() ?? "";
  const page = Math.min(Math.max(Number.parseInt(params.get("pagina") ?? "1", 10) || 1, 1), SEARCH_MAX_PAGE);
  return {
    query,
    shownQuery: query.slice(0, SEARCH_MAX_LENGTH),
    tooLong: query.length > SEARCH_MAX_LENGTH,
    version: isTextVersion(requested) ? requested : "acf",
    page,
    order: parseOrder(params.get("ordem")),
  };
}

/** One page of the verses that match, and how many match in all (each engine's answer). */
export interface VerseMatches {
  total: number;
  rows: Array<{ book: string; chapter: number; verse: number; text: string }>;
}

/** One engine's search: a page (limit, offset) of a version's verses that match the query. */
export type VerseMatcher = (db: Kysely<Database>, version: string, query: VerseQuery, limit: number, offset: number) => Promise<VerseMatches>;

/** How the verses found are listed: the best matches first (the default), or in Bible order. */
export type VerseOrder = "relevance" | "bible";

/** The ?ordem= value of each order ("relevance" is the default and goes unnamed). */
export const ORDER_PARAM = { relevance: "relevancia", bible: "biblica" } as const satisfies Record<VerseOrder, string>;

export function parseOrder(value: string | null): VerseOrder {
  return value === ORDER_PARAM.bible ? "bible" : "relevance";
}

/**
 * What a verse must hold to be found: every clause, each a list of alternatives, each
 * alternative words in a row. A word typed is itself and its singular and plural forms
 * (wordForms); words in quotes are one phrase. Words are whole and folded (no accents, lower
 * case), so "amor" finds "amores" but never "amorreu", "oração" "orações" but never "oráculo".
 * Only letters and digits survive, so a word can be put in either engine's query syntax as it is.
 */
export interface VerseQuery {
  clauses: string[][][];
  /** Every word of the clauses, each once (what a result marks). */
  words: string[];
  order: VerseOrder;
  /**
   * Verses put first, by relevance, among those that match alike (with the words as typed, or
   * only with their other forms): the ones the dictionary's entry for a word cites (decision 0051).
   */
  featured?: VersePlace[];
}

/** A verse by its place: the book's position in the canon (1 = Gênesis), chapter and verse, as the text store keeps it. */
export interface VersePlace {
  bookIndex: number;
  chapter: number;
  verse: number;
}

/** The most verses a query puts first: a dictionary entry cites a handful. */
const MAX_FEATURED = 40;

/** The verses of references within one chapter ("1Co 13:4-7" → four places); whole chapters and ranges across chapters are left out. */
export function versePlaces(references: readonly Reference[]): VersePlace[] {
  const places = references.flatMap(({ book, chapter, verseStart, verseEnd, end }) => {
    if (verseStart === undefined || end) return [];
    const bookIndex = books.indexOf(book) + 1;
    const last = Math.max(verseStart, verseEnd ?? verseStart);
    return Array.from({ length: Math.min(last - verseStart + 1, MAX_FEATURED) }, (_, i) => ({ bookIndex, chapter, verse: verseStart + i }));
  });
  const seen = new Set<string>();
  return places
    .filter((p) => !seen.has(`${p.bookIndex}:${p.chapter}:${p.verse}`) && seen.add(`${p.bookIndex}:${p.chapter}:${p.verse}`))
    .slice(0, MAX_FEATURED);
}

const wordsIn = (text: string) =>
  foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const VOWEL = /[aeiou]$/;

/** A folded word's singular, for the plural endings that cannot be mistaken: "oracoes" → "oracao", "homens" → "homem", "amores" → "amor", "santos" → "santo". */
function singularOf(word: string): string {
  if (/(oes|aes|aos)$/.test(word) && word.length >= 5) return `${word.slice(0, -3)}ao`;
  if (word.endsWith("ns") && word.length >= 4) return `${word.slice(0, -2)}m`;
  if (/[rz]es$/.test(word) && word.length >= 5) return word.slice(0, -2);
  // "eles", "deus", "mais", "pais" stay as they are.
  if (/[aeo]s$/.test(word) && word.length >= 5) return word.slice(0, -1);
  return word;
}

/**
 * A folded word's singular and plural forms, itself first (a light Portuguese inflection, no
 * stemming to a prefix): "oracao" → oracao, oracoes, oracaes, oracaos; "amor" → amor, amores;
 * "lei" → lei, leis; "animal" → animal, animais; "homens" → homens, homem.
 */
export function wordForms(word: string): string[] {
  const singular = singularOf(word);
  const forms = [word, singular];
  if (singular.endsWith("ao")) forms.push(...["oes", "aes", "aos"].map((end) => singular.slice(0, -2) + end));
  else if (singular.endsWith("m")) forms.push(`${singular.slice(0, -1)}ns`);
  else if (/[rz]$/.test(singular)) forms.push(`${singular}es`);
  else if (/[aeou]l$/.test(singular)) forms.push(`${singular.slice(0, -1)}is`);
  else if (VOWEL.test(singular)) forms.push(`${singular}s`);
  return [...new Set(forms)].filter((form) => /^[\p{L}\p{N}]+$/u.test(form));
}

/**
 * The query as typed, without the words' other forms: the verses that match it come first by
 * relevance, so "amor" puts verses with "amor" before those with only "amores" (a rarer form,
 * which each engine's ranking would otherwise weigh more).
 */
export function asTyped(query: VerseQuery): VerseQuery {
  const clauses = query.clauses.map((alternatives) => [alternatives[0]!]);
  return { ...query, clauses, words: [...new Set(clauses.flat(2))] };
}

/** A query's clauses: quoted phrases ("Deus é amor") and single words with their forms, at most MAX_TERMS words typed in all. */
export function parseVerseQuery(query: string, order: VerseOrder = "relevance"): VerseQuery {
  const clauses: string[][][] = [];
  const seen = new Set<string>();
  let count = 0;
  const add = (words: string[], phrase: boolean) => {
    const kept = words.slice(0, MAX_TERMS - count);
    const key = kept.join(" ");
    if (kept.length === 0 || seen.has(key)) return;
    seen.add(key);
    count += kept.length;
    clauses.push(phrase ? [kept] : wordForms(kept[0]!).map((form) => [form]));
  };
  // Quoted parts (straight or curly quotes) are phrases; the rest, and an unclosed quote's words, single words.
  for (const part of query.matchAll(/["“”]([^"“”]*)["“”]|([^"“”]+)/g)) {
    if (part[1] !== undefined) add(wordsIn(part[1]), true);
    else for (const word of wordsIn(part[2]!)) add([word], false);
  }
  return { clauses, words: [...new Set(clauses.flat(2))], order };
}

export interface TextPiece {
  text: string;
  match: boolean;
}

/** Splits a verse into pieces, marking the words that are terms, whole (for <mark>). */
export function highlight(text: string, terms: readonly string[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const folded = foldForSearch(word[0]);
    if (!terms.includes(folded)) continue;
    if (word.index > last) pieces.push({ text: text.slice(last, word.index), match: false });
    pieces.push({ text: word[0], match: true });
    last = word.index + word[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), match: false });
  return pieces;
}
