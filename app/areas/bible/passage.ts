import { href } from "react-router";
import type { Book } from "./books.ts";
import { formatReference, referenceHref, type Reference } from "./references.ts";
import type { Verse } from "./text.store.server.ts";
import { DEFAULT_READER_VERSION, VERSION_NAMES, type ReaderVersion } from "./versions.ts";

/**
 * A passage's text for a reference popover or a hymn's verse: the verses a reference names, in
 * the version shown (named, since it may be the other one when the source is down).
 */
export interface Passage {
  /** "Jo 3:16-18" */
  reference: string;
  /** The chapter in the reader, at the passage's first verse. */
  href: string;
  /** The version the text is in, "ACF", and its name. */
  version: ReaderVersion;
  versionName: string;
  verses: Verse[];
  /** The passage goes on past the verses given (a whole chapter is given in part). */
  more: boolean;
}

/** At most this many verses in a popover or beside a hymn; the link opens the rest. */
export const MAX_PASSAGE_VERSES = 8;

/** The verses a reference names out of its chapter's (all of them for a whole chapter), at most MAX_PASSAGE_VERSES. */
export function passageOf(reference: Reference, chapterVerses: readonly Verse[], version: ReaderVersion): Passage {
  const first = reference.verseStart ?? 1;
  const last = reference.verseEnd ?? reference.verseStart ?? Number.MAX_SAFE_INTEGER;
  const named = chapterVerses.filter((v) => v.number >= first && v.number <= last);
  return {
    reference: formatReference(reference),
    href: referenceHref(reference),
    version,
    versionName: VERSION_NAMES[version],
    verses: named.slice(0, MAX_PASSAGE_VERSES),
    more: named.length > MAX_PASSAGE_VERSES,
  };
}

/** "16" or "16-18" of a passage's address; null for anything else. */
function parseVerseRange(value: string | null): { verseStart: number; verseEnd?: number } | null {
  const match = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(value ?? "");
  if (!match) return null;
  const verseStart = Number(match[1]);
  const verseEnd = match[2] === undefined ? undefined : Number(match[2]);
  return verseStart >= 1 && (verseEnd === undefined || verseEnd > verseStart) ? { verseStart, verseEnd } : null;
}

/** The JSON address of a reference's text: /biblia/jo/3/passagem.json?versiculos=16-18 (the whole chapter without verses). */
export function passageDataHref(reference: Reference, version: ReaderVersion = DEFAULT_READER_VERSION): string {
  const params = new URLSearchParams();
  if (reference.verseStart) params.set("versiculos", `${reference.verseStart}${reference.verseEnd ? `-${reference.verseEnd}` : ""}`);
  if (version !== DEFAULT_READER_VERSION) params.set("versao", version);
  const query = params.toString();
  return `${href("/biblia/:livro/:capitulo/passagem.json", { livro: reference.book.id, capitulo: String(reference.chapter) })}${query ? `?${query}` : ""}`;
}

/** The reference of a passage's address: its book and chapter, and the verses of `?versiculos=` (none: the whole chapter). */
export function passageReference(book: Book, chapter: number, verses: string | null): Reference | null {
  if (verses === null) return { book, chapter };
  const range = parseVerseRange(verses);
  return range ? { book, chapter, ...range } : null;
}
