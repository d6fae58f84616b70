import { books, type Book } from "#app/areas/bible/books.ts";
import { findReferences, parseReference, type FoundReference, type Reference } from "#app/areas/bible/references.ts";
import { VERSIONS, type Version } from "./bible-text.ts";

/**
 * How content names the Bible, read the way a reader does: references abbreviated ('Gn 39:9')
 * or with the book's full name ('Gênesis 39:9', 'Salmo 46'), and quotations in straight or
 * curly marks followed by the reference they quote, '(Gn 39:9)' or '(Gn 39:9, ACF)'.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const FULL_NAMES = new Map<string, Book>([...books.map((b) => [b.nome, b] as const), ["Salmo", books.find((b) => b.id === "sl")!]]);
const FULL_NAME_REFERENCE = new RegExp(
  `(?<![\\p{L}\\d])(?<!\\d )(${[...FULL_NAMES.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")}) (\\d{1,3})(?::(\\d{1,3})(?:[-–](\\d{1,3}))?)?(?![\\p{L}\\d]|:\\d)`,
  "gu",
);

/** The same reference written with the book's abbreviation, for parseReference. */
const abbreviated = (name: string, rest: string) => `${FULL_NAMES.get(name)!.abrev} ${rest}`;

/** 'Os' is Oseias's abbreviation and the article: 'Os 27 livros' is not a reference; 'Os 11:1' is. */
const ARTICLE_NOT_REFERENCE = /^Os \d+$/;

/** Every reference in a text, abbreviated or with the book's full name; `reference` is null when it names no real chapter. */
export function findAllReferences(text: string): FoundReference[] {
  const full = [...text.matchAll(FULL_NAME_REFERENCE)].map((m) => ({
    text: m[0],
    index: m.index,
    reference: parseReference(abbreviated(m[1]!, m[0].slice(m[1]!.length + 1).replace("–", "-"))),
  }));
  const abbreviations = findReferences(text).filter((f) => !ARTICLE_NOT_REFERENCE.test(f.text));
  const taken = new Set(abbreviations.map((f) => f.index)); // 'Jó 1' is both
  return [...abbreviations, ...full.filter((f) => !taken.has(f.index))].sort((a, b) => a.index - b.index);
}

/** A whole field that is one reference, abbreviated or not ('Gn 39:2-9', 'Jo 4:14'). */
export function parseAnyReference(text: string): Reference | null {
  const found = findAllReferences(text.trim());
  return found.length === 1 && found[0]!.text === text.trim() ? found[0]!.reference : null;
}
export const isReferenceField = (text: string) => findAllReferences(text.trim()).some((f) => f.text === text.trim());

/** A version named in a citation, e.g. the 'ACF' of '(Gn 39:9, ACF)'; other Portuguese versions are named so they can be reported. */
const VERSION_NAME = /(?<![\p{L}])(ACF|NVI|ARC|ARA|NAA|NTLH|NVT|AS21|KJA|TB)(?![\p{L}])/u;
export const namedVersion = (text: string) => VERSION_NAME.exec(text)?.[1];
export const isCheckedVersion = (name: string): name is Version => (VERSIONS as readonly string[]).includes(name);

export interface InlineQuotation {
  quotation: string;
  /** What the parenthesis after it says: '(Gn 39:9, ACF)' → 'Gn 39:9, ACF'. */
  cited: string;
  references: Array<Reference | null>;
  version?: string;
}

const QUOTE = /"([^"\n]+)"|“([^”\n]+)”/g;
/** After a quotation, in the same sentence: at most 60 characters without marks or parentheses, then '(…)'. */
const CITATION_AFTER = /^[^"“”()\n.!?]{0,60}\(([^()\n]+)\)/;
/** Before a quotation: what follows the last mark, parenthesis or sentence end, ending in ':' ('Gênesis 12:4 registra: '). */
const LEAD_IN = /[^"“”()\n.!?]{0,80}:\s*$/;

/**
 * Quotations in prose with the reference they quote: right after it in a parenthesis
 * ('“…” (Gn 39:9, ACF)'), or, failing that, named in the words that introduce it
 * ('Gênesis 12:4 registra: “…”'). A parenthesis naming no reference is not a citation.
 */
export function inlineQuotations(text: string): InlineQuotation[] {
  return [...text.matchAll(QUOTE)].flatMap((m) => {
    const quotation = (m[1] ?? m[2])!;
    const cited = CITATION_AFTER.exec(text.slice(m.index + m[0].length))?.[1];
    const after = cited ? findAllReferences(cited) : [];
    if (after.length > 0) return [{ quotation, cited: cited!, references: after.map((f) => f.reference), version: namedVersion(cited!) }];
    const leadIn = LEAD_IN.exec(text.slice(0, m.index))?.[0];
    const before = leadIn ? findAllReferences(leadIn).at(-1) : undefined;
    return before ? [{ quotation, cited: before.text, references: [before.reference], version: namedVersion(leadIn!) }] : [];
  });
}

/** Case, punctuation and spacing aside (accents and spelling count). */
export const comparable = (text: string) =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The pieces of a quotation between ellipses ('…', '...', '[...]'), which mark words left out. */
const ELLIPSIS = /\[?(?:…|\.\.\.)\]?/g;

/**
 * Whether a quotation is word for word a contiguous part of the passage, its pieces around
 * ellipses in order; words are matched whole ('amor' is not in 'amorosamente').
 */
export function quotes(passage: string, quotation: string): boolean {
  const haystack = ` ${comparable(passage)} `;
  let from = 0;
  const pieces = quotation
    .split(ELLIPSIS)
    .map(comparable)
    .filter((p) => p.length > 0);
  if (pieces.length === 0) return false;
  for (const piece of pieces) {
    const at = haystack.indexOf(` ${piece} `, from);
    if (at < 0) return false;
    from = at + piece.length + 1;
  }
  return true;
}
