import { findBook, type Book } from "#app/areas/bible/books.ts";
import { loadChapter } from "#app/areas/bible/chapter.server.ts";
import { selectionReference } from "#app/areas/bible/marks.ts";
import type { ChurchRef } from "#db/transaction.ts";
import type { SourceDeps } from "#app/areas/bible/source.store.server.ts";
import type { ReaderVersion } from "#app/areas/bible/versions.ts";
import { churchHymnal } from "#app/areas/hymnal/hymnal.server.ts";
import { slidePlace } from "./position.ts";
import { parseTypedItem, type OrderItem } from "./service-orders.ts";
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
 * each free slide as its author wrote it, each slide with its place (position.ts). A passage
 * whose text cannot be had now is one title slide of its reference (the reason is for the
 * operator only, in its label); a hymn no longer in the hymnal is left out.
 */
export async function orderDeck(deps: SourceDeps, church: ChurchRef, items: readonly OrderItem[]): Promise<Slide[]> {
  const hymnal = await churchHymnal(deps.db, church);
  const decks = await Promise.all(
    items.map(async (item): Promise<Slide[]> => {
      const placed = (slides: Slide[]) => slides.map((slide, n) => ({ ...slide, place: slidePlace(item.id, n) }));
      if (item.kind === "slide") return placed(freeSlides(item));
      if (item.kind === "hymn") {
        const hymn = hymnal.byNumber.get(item.numero);
        return hymn ? placed(hymnSlides(hymn)) : [];
      }
      const book = findBook(item.book);
      if (!book || item.chapter > book.capitulos) return [];
      const deck = await passageDeck(deps, item.version, book, item.chapter, item.verses);
      if (deck.ok) return placed(deck.slides);
      const corner = `${book.abrev} ${item.chapter}${item.verses ? `:${item.verses}` : ""}`;
      return placed([{ corner: "", label: `${corner}: texto indisponível agora`, text: corner, title: true, item: corner }]);
    }),
  );
  return decks.flat();
}

export type OffScriptDeck = { ok: true; label: string; slides: Slide[] } | { ok: false; status: 400 | 503; message: string };

/**
 * What an operator types during a show to project at once, outside the order (decision 0055):
 * a hymn's number or a passage, as an order's item is typed (the one reference grammar).
 */
export async function offScriptDeck(deps: SourceDeps, church: ChurchRef, typed: string, version: ReaderVersion): Promise<OffScriptDeck> {
  const hymnal = await churchHymnal(deps.db, church);
  const parsed = parseTypedItem(typed, version, (numero) => hymnal.byNumber.has(numero));
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
  const item = parsed.item;
  if (item.kind === "hymn") {
    const hymn = hymnal.byNumber.get(item.numero)!;
    const slides = hymnSlides(hymn);
    return { ok: true, label: slides[0]!.corner, slides };
  }
  if (item.kind !== "passage") return { ok: false, status: 400, message: "Digite o número de um hino ou uma passagem." };
  const book = findBook(item.book)!;
  const deck = await passageDeck(deps, item.version, book, item.chapter, item.verses);
  return deck.ok ? { ok: true, label: deck.reference, slides: deck.slides } : deck;
}
