import { foldForSearch } from "#app/platform/site/search-text.ts";
import { isTextVersion, type TextVersion } from "./versions.ts";

/** Full-text search over the verses (beyond the spec): query rules and highlighting. */
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_PAGE_SIZE = 20;
const MAX_TERMS = 10;

export const SEARCH_TOO_LONG = `A busca pode ter no máximo ${SEARCH_MAX_LENGTH} caracteres.`;

/** The highest ?pagina= a search answers (a larger one is clamped to it). */
const SEARCH_MAX_PAGE = 10_000;

/** What /biblia/busca?q=…&versao=…&pagina=… asks for. */
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
  };
}

/** One page of the verses that match, and how many match in all (each engine's answer). */
export interface VerseMatches {
  total: number;
  rows: Array<{ book: string; chapter: number; verse: number; text: string }>;
}

/**
 * The words of a query, folded: every one must appear in a verse. Only letters and
 * digits survive, so a term can be put in either engine's query syntax as it is.
 */
export function searchTerms(query: string): string[] {
  const words = foldForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** Terms of four letters or more match word starts ("pastor" finds "pastores"); shorter ones ("fé", "luz") whole words. */
export function matchesWordStart(term: string): boolean {
  return term.length >= 4;
}

function termMatches(term: string, word: string): boolean {
  return matchesWordStart(term) ? word.startsWith(term) : word === term;
}

export interface TextPiece {
  text: string;
  match: boolean;
}

/** Splits a verse into pieces, marking the words a term matches (for <mark>). */
export function highlight(text: string, terms: readonly string[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const folded = foldForSearch(word[0]);
    if (!terms.some((term) => termMatches(term, folded))) continue;
    if (word.index > last) pieces.push({ text: text.slice(last, word.index), match: false });
    pieces.push({ text: word[0], match: true });
    last = word.index + word[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), match: false });
  return pieces;
}
