import { foldForSearch } from "#app/platform/site/search-text.ts";

/**
 * How the one search reads words (pure, server and browser): folded (lower case, no accents,
 * as foldForSearch), then cut to a light Portuguese stem, so "oração" and "orações" meet at
 * "orac", "santo" and "santas" at "sant", "animal" and "animais" at "anima".
 */

/**
 * Plural and gender endings, longest first; each only removes letters, so a stem is always
 * the start of every word it stands for (which lets the Bible's prefix search use it). The
 * first that leaves at least MIN_STEM letters applies.
 */
const ENDINGS = ["oes", "aes", "aos", "ais", "eis", "ois", "ens", "is", "as", "os", "es", "ao", "al", "el", "ol", "il", "em", "a", "o", "e"];
const ONE_LETTER_ENDINGS: Record<string, number> = { ais: 2, eis: 2, ois: 2, is: 1, al: 1, el: 1, ol: 1, il: 1, em: 1, ens: 2 };
const MIN_STEM = 2;

/** The stem of one folded word: "oracoes" → "orac", "homens" → "home", "fe" → "fe". */
export function stem(folded: string): string {
  for (const ending of ENDINGS) {
    if (!folded.endsWith(ending)) continue;
    // "animais" → "anima", "papel" → "pape": these keep their first letter.
    const cut = ONE_LETTER_ENDINGS[ending] ?? ending.length;
    if (folded.length - cut >= MIN_STEM) return folded.slice(0, folded.length - cut);
  }
  return folded;
}

/** A word of a text: where it is (UTF-16 offsets into the text as given) and how it is folded. */
export interface Word {
  start: number;
  end: number;
  folded: string;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Every word of a text with its place, for the index and for marking matches. */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) words.push({ start: match.index, end: match.index + match[0].length, folded: foldForSearch(match[0]) });
  return words;
}

/** The most words of a query that are searched. */
const MAX_TERMS = 8;

/**
 * A searched word: a word of the text matches when it is the same (terms of one or two
 * letters: "fé", "jo", "23") or starts with `prefix` — the term's stem when that keeps three
 * letters or more, else the term itself, so a half-typed "ora" finds "oração" and "oração"
 * finds "orações".
 */
export interface Term {
  folded: string;
  prefix: string | null;
}

/** The terms of a query, at most MAX_TERMS, each once. */
export function queryTerms(query: string): Term[] {
  const seen = new Set<string>();
  const terms: Term[] = [];
  for (const { folded } of wordsOf(query)) {
    if (seen.has(folded) || terms.length === MAX_TERMS) continue;
    seen.add(folded);
    const stemmed = stem(folded);
    terms.push({ folded, prefix: folded.length < 3 ? null : stemmed.length >= 3 ? stemmed : folded });
  }
  return terms;
}

/** Whether a folded word of a text is one a term asks for. */
export function termMatches(term: Term, folded: string): boolean {
  return term.prefix === null ? folded === term.folded : folded.startsWith(term.prefix);
}

/** [start, end) ranges of a text's words that match any term, in order, for <mark>. */
export function matchRanges(text: string, terms: readonly Term[]): Array<[number, number]> {
  return wordsOf(text)
    .filter((word) => terms.some((term) => termMatches(term, word.folded)))
    .map((word) => [word.start, word.end]);
}
