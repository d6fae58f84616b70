import { findReferences, type Reference } from "#app/areas/bible/references.ts";
import { href } from "react-router";
import { foldForSearch, matchesSearch } from "#app/platform/site/search-text.ts";
import { slugify } from "#app/platform/site/slug.ts";
import { count } from "#app/platform/site/count.ts";

export interface DictionaryEntry {
  palavra: string;
  definicao: string;
}

/** The A-to-Z letter filter. */
export const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
const DEFAULT_LETTER = "A";

/** The letter an entry is filed under: its first letter without accent ("Êxodo" → "E"). */
export function entryLetter(entry: Pick<DictionaryEntry, "palavra">): string {
  return foldForSearch(entry.palavra).charAt(0).toUpperCase();
}

/** The id of an entry's card on its letter's page ("Alfa e Ômega" → "alfa-e-omega"). */
export function entryAnchor(entry: Pick<DictionaryEntry, "palavra">): string {
  return slugify(entry.palavra);
}

/** An entry's address: its letter's page, scrolled to its card. */
export function entryHref(entry: Pick<DictionaryEntry, "palavra">): string {
  return `${href("/dicionario")}?letra=${entryLetter(entry)}#${entryAnchor(entry)}`;
}

export interface DictionaryFilter {
  letter: string;
  query: string;
}

export function dictionaryFilterFromParams(params: URLSearchParams): DictionaryFilter {
  const letter = (params.get("letra") ?? "").toUpperCase();
  return { letter: LETTERS.includes(letter) ? letter : DEFAULT_LETTER, query: (params.get("q") ?? "").slice(0, 100) };
}

/**
 * A non-empty search (case- and accent-insensitive substring of the word or
 * the definition) overrides the letter; otherwise the entries of the selected letter.
 */
export function filterEntries<E extends DictionaryEntry>(entries: readonly E[], { letter, query }: DictionaryFilter): E[] {
  if (foldForSearch(query) !== "") return entries.filter((e) => matchesSearch(query, e.palavra, e.definicao));
  return entries.filter((e) => entryLetter(e) === letter);
}

/**
 * The Bible references cited by the entries that define one of these folded words ("amor" →
 * the entry Amor → 1Jo 4:8, Mt 22:37-39, 1Co 13:4-7): the verses a search for the word puts
 * first among those that hold it (decision 0051).
 */
export function referencesDefining(entries: readonly DictionaryEntry[], words: readonly string[]): Reference[] {
  const asked = new Set(words);
  return entries
    .filter((e) => asked.has(foldForSearch(e.palavra)))
    .flatMap((e) => findReferences(e.definicao).flatMap((f) => (f.reference ? [f.reference] : [])));
}

/** "1 palavra", "12 palavras". */
export function resultCount(n: number): string {
  return count(n, "palavra", "palavras");
}

export interface TextSegment {
  text: string;
  /** The Bible reference the segment is, if it is one. */
  reference?: Reference;
}

/** Splits a text into plain parts and Bible references. */
export function linkReferences(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const found of findReferences(text)) {
    if (!found.reference) continue;
    if (found.index > at) segments.push({ text: text.slice(at, found.index) });
    segments.push({ text: found.text, reference: found.reference });
    at = found.index + found.text.length;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}
