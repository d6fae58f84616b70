import type { Reference } from "#app/areas/bible/references.ts";

/**
 * 'Nesta passagem': what the portal's content cites of each Bible chapter. The index is built
 * once from the loaded content (citations.content.server.ts); these rules are pure.
 */

/** The kinds of content that cite the Bible, in the order a chapter lists them. */
export const CITATION_KINDS = [
  { id: "hino", label: "Hinos" },
  { id: "dicionario", label: "Dicionário Bíblico" },
  { id: "escola-sabatina", label: "Escola Sabatina" },
  { id: "estudo", label: "Estudos" },
  { id: "devocional", label: "Devocionais" },
] as const;

export type CitationKind = (typeof CITATION_KINDS)[number]["id"];

/** A content item and every Bible reference it makes. */
export interface CitingItem {
  kind: CitationKind;
  title: string;
  /** The item's page on this site. */
  url: string;
  references: readonly Reference[];
}

/** Verses `start` to `end` of a chapter (one verse when they are equal). */
export interface VerseSpan {
  start: number;
  end: number;
}

/** One item as a chapter lists it: the verses it cites, or the whole chapter. */
export interface Citation {
  kind: CitationKind;
  title: string;
  url: string;
  /** Merged and in order; empty when the item cites only the chapter as a whole. */
  verses: VerseSpan[];
}

/** Citations by chapter ('jo 3'). */
export type CitationIndex = ReadonlyMap<string, readonly Citation[]>;

const chapterKey = (bookId: string, chapter: number) => `${bookId} ${chapter}`;

/** Sorts spans and joins those that overlap or touch (1-3 and 4 make 1-4). */
export function mergeSpans(spans: readonly VerseSpan[]): VerseSpan[] {
  const merged: VerseSpan[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start || a.end - b.end)) {
    const last = merged.at(-1);
    if (last && span.start <= last.end + 1) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

const firstVerse = (c: Citation) => c.verses[0]?.start ?? 0;
const kindOrder = (kind: CitationKind) => CITATION_KINDS.findIndex((k) => k.id === kind);

/**
 * Every chapter the items cite, each with the items that cite it: one citation per item and
 * chapter however many times the item names it, listed by kind, then by the first verse cited
 * (the whole chapter first), then in the items' own order.
 */
export function buildCitationIndex(items: readonly CitingItem[]): CitationIndex {
  const byChapter = new Map<string, Map<string, { citation: Citation; spans: VerseSpan[]; order: number }>>();
  items.forEach((item, order) => {
    for (const reference of item.references) {
      const key = chapterKey(reference.book.id, reference.chapter);
      const chapter = byChapter.get(key) ?? new Map();
      byChapter.set(key, chapter);
      const entry = chapter.get(item.url) ?? { citation: { kind: item.kind, title: item.title, url: item.url, verses: [] }, spans: [], order };
      chapter.set(item.url, entry);
      if (reference.verseStart !== undefined) entry.spans.push({ start: reference.verseStart, end: reference.verseEnd ?? reference.verseStart });
    }
  });
  const index = new Map<string, Citation[]>();
  for (const [key, chapter] of byChapter) {
    const entries = [...chapter.values()].map((e) => ({ ...e, citation: { ...e.citation, verses: mergeSpans(e.spans) } }));
    entries.sort(
      (a, b) => kindOrder(a.citation.kind) - kindOrder(b.citation.kind) || firstVerse(a.citation) - firstVerse(b.citation) || a.order - b.order,
    );
    index.set(
      key,
      entries.map((e) => e.citation),
    );
  }
  return index;
}

/** One kind's citations of a chapter, under its label. */
export interface CitationGroup {
  kind: CitationKind;
  label: string;
  citations: readonly Citation[];
}

/** What cites a chapter, grouped by kind in CITATION_KINDS order; no group is empty, and nothing cited means no groups. */
export function chapterCitations(index: CitationIndex, bookId: string, chapter: number): CitationGroup[] {
  const citations = index.get(chapterKey(bookId, chapter)) ?? [];
  return CITATION_KINDS.flatMap(({ id, label }) => {
    const own = citations.filter((c) => c.kind === id);
    return own.length ? [{ kind: id, label, citations: own }] : [];
  });
}

/** "v. 16", "v. 4-7", "v. 1, 4-7"; "capítulo inteiro" when no verse is cited. */
export function citedVerses(verses: readonly VerseSpan[]): string {
  if (verses.length === 0) return "capítulo inteiro";
  return `v. ${verses.map((s) => (s.start === s.end ? String(s.start) : `${s.start}-${s.end}`)).join(", ")}`;
}
