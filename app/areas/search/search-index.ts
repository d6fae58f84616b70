import type { TextPiece } from "#app/areas/bible/search.ts";
import { foldInPlace, matchRanges, wordsOf, type Term } from "./text.ts";

/**
 * The one search's index of the portal's content (everything but the Bible, which the
 * database searches): built once from the loaded content, kept in memory, pure.
 */

/** The kinds of content, in the order their groups are shown, with their labels. */
export const CONTENT_KINDS = {
  hinos: "Hinos",
  dicionario: "Dicionário",
  estudos: "Estudos e lições",
  "escola-sabatina": "Escola Sabatina",
  devocionais: "Devocionais",
  biblioteca: "Biblioteca",
  cursos: "Cursos",
  classes: "Classes dos Desbravadores",
  especialidades: "Especialidades",
  nos: "Nós e amarrações",
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;

export function isContentKind(value: string): value is ContentKind {
  return Object.hasOwn(CONTENT_KINDS, value);
}

/** How much a match in each field counts: the title most, the body least. */
export const FIELD_WEIGHT = { title: 8, lead: 3, body: 1 } as const;
type FieldName = keyof typeof FIELD_WEIGHT;

/** The kinds an index holds: the portal's content, or a member's own notes (searched only for them). */
export type IndexedKind = ContentKind | "notas";

/** One page (or one place on a page) that the search can find. */
export interface SearchDocument {
  kind: IndexedKind;
  title: string;
  /** Where it is shown: a path on this site. */
  href: string;
  /** A short line under the title: the book, the lesson, the category… */
  context?: string;
  /** Text that counts more than the body: a hymn's first line, a definition, a description. */
  lead?: string;
  body?: string;
}

interface Posting {
  doc: number;
  /** The best field the word appears in (its weight) and how often it appears in the document. */
  weight: number;
  count: number;
}

export interface SearchIndex {
  docs: readonly SearchDocument[];
  /** Each document's lead and body folded in place, kept to find where a snippet starts. */
  folded: ReadonlyArray<{ lead: string; body: string }>;
  /** Every folded word of the content, sorted, each with where it appears. */
  words: readonly string[];
  postings: ReadonlyMap<string, readonly Posting[]>;
}

export function buildIndex(docs: readonly SearchDocument[]): SearchIndex {
  const byWord = new Map<string, Map<number, Posting>>();
  docs.forEach((doc, index) => {
    for (const field of ["title", "lead", "body"] as const satisfies FieldName[]) {
      const text = doc[field];
      if (!text) continue;
      for (const { folded } of wordsOf(text)) {
        let postings = byWord.get(folded);
        if (!postings) byWord.set(folded, (postings = new Map()));
        const posting = postings.get(index);
        if (posting) {
          posting.count++;
          posting.weight = Math.max(posting.weight, FIELD_WEIGHT[field]);
        } else postings.set(index, { doc: index, weight: FIELD_WEIGHT[field], count: 1 });
      }
    }
  });
  const words = [...byWord.keys()].sort();
  return {
    docs,
    folded: docs.map((d) => ({ lead: foldInPlace(d.lead ?? ""), body: foldInPlace(d.body ?? "") })),
    words,
    postings: new Map(words.map((w) => [w, [...byWord.get(w)!.values()]])),
  };
}

/** The first index in the sorted words at or after `prefix`. */
function firstAtOrAfter(words: readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (words[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The indexed words a term matches: one word, or every word starting with its prefix. */
function wordsMatching(index: SearchIndex, term: Term): string[] {
  if (term.prefix === null) return index.postings.has(term.folded) ? [term.folded] : [];
  const found: string[] = [];
  for (let i = firstAtOrAfter(index.words, term.prefix); i < index.words.length && index.words[i]!.startsWith(term.prefix); i++)
    found.push(index.words[i]!);
  return found;
}

/** A document found, its lead and body folded in place, and its score (higher first). */
export interface Hit {
  doc: SearchDocument;
  folded: { lead: string; body: string };
  score: number;
}

/**
 * The documents that hold every term, best first: each term adds its best field's weight,
 * a little more for each repetition (log), and a whole-word match (not only a prefix) counts
 * double; of equal scores the shorter title first, then the content's order.
 */
export function searchIndex(index: SearchIndex, terms: readonly Term[]): Hit[] {
  if (terms.length === 0) return [];
  let scores: Map<number, number> | null = null;
  for (const term of terms) {
    const mine = new Map<number, number>();
    for (const word of wordsMatching(index, term)) {
      const exact = word === term.folded ? 2 : 1;
      for (const p of index.postings.get(word)!) {
        if (scores && !scores.has(p.doc)) continue;
        const score = p.weight * exact * (1 + Math.log(p.count));
        if (score > (mine.get(p.doc) ?? 0)) mine.set(p.doc, score);
      }
    }
    if (scores) for (const [doc, score] of mine) mine.set(doc, score + scores.get(doc)!);
    scores = mine;
    if (scores.size === 0) return [];
  }
  return [...scores!]
    .sort((a, b) => b[1] - a[1] || index.docs[a[0]]!.title.length - index.docs[b[0]]!.title.length || a[0] - b[0])
    .map(([doc, score]) => ({ doc: index.docs[doc]!, folded: index.folded[doc]!, score }));
}

/** A text cut into plain and marked pieces; React escapes each piece, so nothing is injected. */
export function markedPieces(text: string, terms: readonly Term[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    if (start > at) pieces.push({ text: text.slice(at, start), match: false });
    pieces.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), match: false });
  return pieces;
}

/** About how many characters of a long text a result shows around its first match. */
const SNIPPET_LENGTH = 160;

/**
 * The part of a long text worth showing: around `at` (its first matching word's place, or -1
 * for its beginning), cut at word boundaries, with '…' where it was cut.
 */
export function snippet(text: string, at: number): string {
  if (text.length <= SNIPPET_LENGTH) return text.replace(/\s+/g, " ").trim();
  let start = Math.max(0, at - SNIPPET_LENGTH / 4);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length && text.lastIndexOf(" ", end) > start) end = text.lastIndexOf(" ", end);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).replace(/\s+/g, " ").trim()}${end < text.length ? "…" : ""}`;
}
