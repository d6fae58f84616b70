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

const folds = new Map<string, string>();
/** One character folded as foldForSearch folds it, when that keeps it one character (else as it is). */
function foldChar(char: string): string {
  let folded = folds.get(char);
  if (folded === undefined) {
    folded = foldForSearch(char);
    if (folded.length !== 1) folded = char;
    folds.set(char, folded);
  }
  return folded;
}

/** A text folded character by character, so every place in it is the same place in the text. */
export function foldInPlace(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out += code < 128 ? (code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[i]) : foldChar(text[i]!);
  }
  return out;
}

/**
 * Where the first word a term matches starts in a long text (given folded in place), or -1:
 * one pass of one regular expression, instead of folding each of its words (terms hold only
 * letters and digits, so they go into the expression as they are).
 */
export function firstMatchAt(foldedInPlace: string, terms: readonly Term[]): number {
  if (terms.length === 0) return -1;
  const alternatives = terms.map((t) => (t.prefix === null ? `${t.folded}(?![\\p{L}\\p{N}])` : t.prefix));
  const found = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})`, "u").exec(foldedInPlace);
  return found ? found.index : -1;
}
