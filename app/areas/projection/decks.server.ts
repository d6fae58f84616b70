import { findBook, type Book } from "#app/areas/bible/books.ts";
import { loadChapter } from "#app/areas/bible/chapter.server.ts";
import { selectionReference } from "#app/areas/bible/marks.ts";
import type { SourceDeps } from "#app/areas/bible/source.store.server.ts";
import type { ReaderVersion } from "#app/areas/bible/versions.ts";
import { churchHymnal } from "#app/areas/hymnal/hymnal.server.ts";
import type { OrderItem } from "./service-orders.ts";
import { freeSlides, hymnSlides, parseVerseSelection, passageSlides, type Slide } from "./slides.ts";

/** The text a passage could not be shown with: the source is down and the installation does not hold it yet. */
export const PASSAGE_UNAVAILABLE = "Texto indisponível agora: abra esta passagem no leitor quando houver conexão e tente de novo.";

export type PassageDeck = { ok: true; slides: Slide[]; reference: string } | { ok: false; status: 400 | 503; message: string };

/**
 * A passage's slides: the chapter as the reader loads it (the same text, the same fallbacks),
 * the verses `versiculos` names or all of them. The corner names the version really shown.
 */
export async function passageDeck(
  deps: SourceDeps,
  version: ReaderVersion,
  book: Book,
  chapter: number,
  versiculos: string | null,
): Promise<PassageDeck> {
  const result = await loadChapter(deps, version, book, chapter);
  if (result.status !== "loaded") return { ok: false, status: 503, message: PASSAGE_UNAVAILABLE };
  let verses = result.verses;
  let reference = `${book.abrev} ${chapter}`;
  if (versiculos !== null) {
    const selection = parseVerseSelection(versiculos, result.verses.length, `${book.nome} ${chapter}`);
    if (!selection.ok) return { ok: false, status: 400, message: selection.message };
    const chosen = new Set(selection.verses);
    verses = result.verses.filter((v) => chosen.has(v.number));
    reference = selectionReference(book.abrev, chapter, selection.verses);
  }
  const shown = result.version.toUpperCase();
  reference = `${reference} (${shown})`;
  return { ok: true, slides: passageSlides({ book: book.abrev, chapter, version: shown }, reference, verses), reference };
}

/**
 * An order's slides, item after item: each hymn from its title, each passage verse by verse,
 * each free slide as its author wrote it. A
 * passage whose text cannot be had now is one slide saying so; a hymn no longer in the hymnal
 * is left out.
 */
export async function orderDeck(deps: SourceDeps, items: readonly OrderItem[]): Promise<Slide[]> {
  const hymnal = await churchHymnal(deps.db);
  const decks = await Promise.all(
    items.map(async (item): Promise<Slide[]> => {
      if (item.kind === "slide") return freeSlides(item);
      if (item.kind === "hymn") {
        const hymn = hymnal.byNumber.get(item.numero);
        return hymn ? hymnSlides(hymn) : [];
      }
      const book = findBook(item.book);
      if (!book || item.chapter > book.capitulos) return [];
      const deck = await passageDeck(deps, item.version, book, item.chapter, item.verses);
      if (deck.ok) return deck.slides;
      const corner = `${book.abrev} ${item.chapter}${item.verses ? `:${item.verses}` : ""}`;
      return [{ corner, label: corner, text: deck.message, item: corner }];
    }),
  );
  return decks.flat();
}
