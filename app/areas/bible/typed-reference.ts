import { foldForSearch } from "#app/platform/site/search-text.ts";
import { books, type Book } from "./books.ts";
import { referenceHref, type Reference } from "./references.ts";
import { DEFAULT_READER_VERSION, type TextVersion } from "./versions.ts";

/**
 * A Bible reference typed in the search box, as people write one: "Jo 3:16", "jo 3 16", "jo 3",
 * "João 3:16", "1 Co 13", "1co13:4-7", "Gênesis 1", "gn 1.1", "Sl 23,1". Case and accents
 * do not matter, except that "Jó" with its accent is Job and "Jo" is João. A book is named by
 * the portal's abbreviation (Gn, 1Co), its id in addresses (gn, 1co, job) or its name
 * (Gênesis, 1 Coríntios), with or without spaces after the number. Anything else is not a
 * reference and is searched as words.
 */
export type TypedReference = { ok: true; reference: Reference } | { ok: false; message: string };

/** Names people use that are neither the portal's abbreviation nor its book name. */
const ALIASES: Record<string, string> = {
  salmo: "sl",
  cantares: "ct",
  canticodoscanticos: "ct",
  canticosdoscanticos: "ct",
  cantico: "ct",
};

/** Spaces and dots out: "1 Co." → "1Co". */
const squeeze = (text: string) => text.replace(/[\s.]+/g, "");

/** Keys as typed with their accents (only lower case): "jó" is Job, never João. */
const withAccents = new Map<string, Book>();
/**
 * Keys folded (no accents): "joao", "genesis", "1co". Only Jó (Job) folds onto another book's
 * key ("jo", João's), and "jo" is found with its accents first, so João keeps it.
 */
const folded = new Map<string, Book>();
for (const book of books) {
  for (const name of [book.id, book.abrev, book.nome]) {
    withAccents.set(squeeze(name).toLowerCase(), book);
    folded.set(foldForSearch(squeeze(name)), book);
  }
}
for (const [alias, id] of Object.entries(ALIASES))
  folded.set(
    alias,
    books.find((b) => b.id === id)!,
  );

function bookNamed(typed: string): Book | undefined {
  const key = squeeze(typed);
  return withAccents.get(key.toLowerCase()) ?? folded.get(foldForSearch(key));
}

/** An optional 1–3 before the book's name, the name, the chapter, then ":verse", ".verse", ",verse" or " verse" and "-verse". */
const SHAPE = /^([1-3]?\s*\p{L}[\p{L}\s.]*?)\s*\.?\s*(\d{1,3})(?:(?:\s*[:.,]\s*|\s+)(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?)?$/u;

/** The reference a search query names, a message when it names a chapter or verse that does not exist, or null when it is words. */
export function parseTypedReference(query: string): TypedReference | null {
  const match = SHAPE.exec(query.trim().replace(/\s+/g, " "));
  if (!match) return null;
  const book = bookNamed(match[1]!);
  if (!book) return null;
  const chapter = Number(match[2]);
  if (chapter < 1 || chapter > book.capitulos) {
    const chapters = book.capitulos === 1 ? "tem só 1 capítulo" : `tem ${book.capitulos} capítulos`;
    return { ok: false, message: `${book.nome} ${chapters}; não existe o capítulo ${chapter}.` };
  }
  const verseStart = match[3] === undefined ? undefined : Number(match[3]);
  const verseEnd = match[4] === undefined ? undefined : Number(match[4]);
  if (verseStart === 0 || verseEnd === 0) return { ok: false, message: "Os versículos começam no 1." };
  if (verseStart !== undefined && verseEnd !== undefined && verseEnd < verseStart) {
    return { ok: false, message: `O intervalo ${verseStart}-${verseEnd} está invertido; escreva, por exemplo, ${verseEnd}-${verseStart}.` };
  }
  return { ok: true, reference: { book, chapter, verseStart, verseEnd: verseEnd === verseStart ? undefined : verseEnd } };
}

/** The reader's address for a typed reference in the version searched, at its first verse: /biblia/jo/3?versao=NVI#v16. */
export function typedReferenceHref(reference: Reference, version: TextVersion): string {
  const upper = version.toUpperCase();
  if (upper === DEFAULT_READER_VERSION) return referenceHref(reference);
  const [path, anchor = ""] = referenceHref(reference).split("#");
  return `${path}?versao=${upper}${anchor && `#${anchor}`}`;
}
