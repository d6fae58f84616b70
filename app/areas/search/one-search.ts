import { highlight, parseOrder, SEARCH_MAX_LENGTH, SEARCH_TOO_LONG, type TextPiece, type VerseOrder } from "#app/areas/bible/search.ts";
import { typedPassageTitle, typedReferenceHref, typedReferenceLabel, type TypedPassages } from "#app/areas/bible/typed-reference.ts";
import { isTextVersion, type TextVersion } from "#app/areas/bible/versions.ts";
import { CONTENT_KINDS, isContentKind, markedPieces, snippet, type ContentKind, type Hit, type IndexedKind } from "./search-index.ts";
import type { KeyboardEvent } from "react";
import { firstMatchAt, type Term } from "./text.ts";
import { count } from "#app/platform/site/count.ts";

/** What /busca and its suggestions answer: the rules of one search over everything (pure). */

export const SEARCH_KINDS = { notas: "Suas notas", biblia: "Bíblia", ...CONTENT_KINDS } as const;
export type SearchKind = keyof typeof SEARCH_KINDS;

export const MIN_QUERY_LETTERS = 2;
export const TOO_SHORT = `Digite pelo menos ${MIN_QUERY_LETTERS} letras ou números para buscar.`;

/** What /busca?q=…&versao=…&tipo=… asks for. */
export interface EverythingRequest {
  /** The query as the page shows it back: at most SEARCH_MAX_LENGTH characters. */
  query: string;
  version: TextVersion;
  /** One kind's whole list, or null for the first results of every kind. */
  kind: SearchKind | null;
  /** The Bible's verses best first, or in Bible order (?ordem=biblica). */
  order: VerseOrder;
  /** Why the query is not searched (too long, too short), or null. */
  problem: string | null;
}

export function parseEverythingParams(params: URLSearchParams): EverythingRequest {
  const asked = params.get("q") ?? "";
  const version = params.get("versao")?.toLowerCase() ?? "";
  const kind = params.get("tipo") ?? "";
  const letters = asked.replace(/[^\p{L}\p{N}]/gu, "").length;
  return {
    query: asked.slice(0, SEARCH_MAX_LENGTH),
    version: isTextVersion(version) ? version : "acf",
    kind: kind === "biblia" || kind === "notas" || isContentKind(kind) ? kind : null,
    order: parseOrder(params.get("ordem")),
    problem: asked.length > SEARCH_MAX_LENGTH ? SEARCH_TOO_LONG : asked.trim() !== "" && letters < MIN_QUERY_LETTERS ? TOO_SHORT : null,
  };
}

/** One result: where it goes, its title and a line of text, the matched words marked. */
export interface FoundItem {
  href: string;
  title: TextPiece[];
  context?: string;
  text?: TextPiece[];
}

/** The results of one kind: how many in all and the first of them. */
export interface FoundGroup {
  kind: SearchKind;
  label: string;
  count: number;
  items: FoundItem[];
}

/** The content index's hits as groups, in the kinds' order, each with at most `perGroup` items. */
export function contentGroups(hits: readonly Hit[], terms: readonly Term[], perGroup: number, only: ContentKind | null): FoundGroup[] {
  const groups = new Map<IndexedKind, FoundGroup>();
  for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[])
    if (only === null || only === kind) groups.set(kind, { kind, label: CONTENT_KINDS[kind], count: 0, items: [] });
  for (const hit of hits) {
    const group = groups.get(hit.doc.kind);
    if (!group) continue;
    group.count++;
    if (group.items.length < perGroup) group.items.push(foundItem(hit, terms));
  }
  return [...groups.values()].filter((g) => g.count > 0);
}

/** A member's own notes found, as a group (none when nothing matched). */
export function notesGroup(hits: readonly Hit[], terms: readonly Term[], perGroup: number): FoundGroup[] {
  if (hits.length === 0) return [];
  return [{ kind: "notas", label: SEARCH_KINDS.notas, count: hits.length, items: hits.slice(0, perGroup).map((hit) => foundItem(hit, terms)) }];
}

/** A hit as a result: its title, and the lead or the body, whichever holds a match (else the lead), cut around it. */
function foundItem({ doc, folded }: Hit, terms: readonly Term[]): FoundItem {
  let shown = doc.lead;
  let at = firstMatchAt(folded.lead, terms);
  if (at < 0) {
    at = firstMatchAt(folded.body, terms);
    if (at >= 0) shown = doc.body;
  }
  return {
    href: doc.href,
    title: markedPieces(doc.title, terms),
    context: doc.context,
    text: shown ? markedPieces(snippet(shown, at), terms) : undefined,
  };
}

/** The Bible's verses as a group (the reader's address in the version searched). */
export function bibleGroup(
  found: { total: number; rows: Array<{ book: string; abrev: string; chapter: number; verse: number; text: string }> },
  terms: string[],
  version: TextVersion,
  perGroup: number,
): FoundGroup {
  return {
    kind: "biblia",
    label: `${SEARCH_KINDS.biblia} (${version.toUpperCase()})`,
    count: found.total,
    items: found.rows.slice(0, perGroup).map((row) => ({
      href: `/biblia/${row.book}/${row.chapter}?versao=${version.toUpperCase()}#v${row.verse}`,
      title: [{ text: `${row.abrev} ${row.chapter}:${row.verse}`, match: false }],
      text: highlight(row.text, terms),
    })),
  };
}

/** "1 resultado", "12 resultados". */
export function resultCount(n: number): string {
  return count(n, "resultado", "resultados");
}

/** A passage a query names, to open: "Romanos 12:1-2" → /biblia/rm/12?trecho=12:1-2#v1. */
export interface TypedPassageLink {
  label: string;
  href: string;
}

/** The passages a typed query names as links in the version searched; one alone by its short label ("Jo 3:16"), several by their books' names. */
export function typedPassageLinks(typed: TypedPassages & { ok: true }, version: TextVersion): TypedPassageLink[] {
  return typed.references.map((reference) => ({
    label: typed.kind === "one" ? typedReferenceLabel(reference) : typedPassageTitle(reference),
    href: typedReferenceHref(reference, version),
  }));
}

/** What the search box's list shows for a query (/busca/sugestoes). */
export interface Suggestions {
  groups: FoundGroup[];
  /** The passages a typed reference opens: one, a list's, or both books a short name may mean. */
  passages?: TypedPassageLink[];
  /** Why nothing is suggested: too short, too many requests, a chapter that does not exist. */
  message?: string;
}

/** What the suggestions tell the search box: whether the list is open and which option is active. */
export interface ListState {
  expanded: boolean;
  activeId: string | undefined;
}

/** The keys the list answers, handed to the box by the suggestions once loaded. */
export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;
