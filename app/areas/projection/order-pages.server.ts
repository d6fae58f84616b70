import { randomUUID } from "node:crypto";
import { findBook } from "#app/areas/bible/books.ts";
import { loadChapter } from "#app/areas/bible/chapter.server.ts";
import type { SourceDeps } from "#app/areas/bible/source.store.server.ts";
import type { Database } from "#db/schema.ts";
import type { Kysely } from "kysely";
import type { ChurchRef } from "#db/transaction.ts";
import type { ReaderVersion } from "#app/areas/bible/versions.ts";
import { churchHymnal, type Hymnal } from "#app/areas/hymnal/hymnal.server.ts";
import {
  addItem,
  editFreeSlide,
  freeSlideItem,
  itemLabel,
  itemProjectionHref,
  itemReaderHref,
  lastVerse,
  parseTypedItem,
  type ServiceOrder,
} from "./service-orders.ts";
import { changeServiceOrder, type OrderChange } from "./service-orders.store.server.ts";
import type { FreeSlide } from "./slides.ts";

/** What is said of an order that is not there, or is another member's and not shared: the same, so neither is told apart. */
export const ORDER_NOT_FOUND = "Roteiro não encontrado. Confira o link ou peça a quem o montou que o compartilhe.";

/** Said beside a hymn of an order whose lyrics the portal does not have. */
export const HYMN_WITHOUT_LYRICS = "sem letra — só o título será projetado";

/** An order as its page lists it (its hymns' titles from the hymnal). */
export function orderView(order: ServiceOrder, viewerId: string | null, hymnal: Hymnal) {
  const hymnTitle = (numero: number) => hymnal.byNumber.get(numero)?.titulo;
  return {
    id: order.id,
    title: order.title,
    shared: order.shared,
    startsAt: order.startsAt,
    owner: order.userId === viewerId,
    items: order.items.map((item) => ({
      id: item.id,
      kind: item.kind,
      label: itemLabel(item, hymnTitle),
      readerHref: item.kind === "slide" ? null : itemReaderHref(item),
      projectionHref: item.kind === "slide" ? null : itemProjectionHref(item),
      /** A hymn the portal has no lyrics for: the editor warns. */
      warning: item.kind === "hymn" && !hymnal.byNumber.get(item.numero)?.letra?.trim() ? HYMN_WITHOUT_LYRICS : undefined,
      /** A free slide's content, for its editing form. */
      slide: item.kind === "slide" ? { style: item.style, title: item.title, text: item.text } : undefined,
    })),
  };
}

export type OrderView = ReturnType<typeof orderView>;

/**
 * Adds what the member typed to their order: a hymn the hymnal has, or a passage whose
 * chapter and verses exist (the chapter is read as the reader would; when its text cannot be
 * had now, the passage is refused rather than kept unchecked).
 */
export async function addTypedItem(
  deps: SourceDeps,
  church: ChurchRef,
  userId: string,
  id: string,
  typed: string,
  version: ReaderVersion,
  now: Date,
): Promise<OrderChange> {
  const hymnal = await churchHymnal(deps.db, church);
  const parsed = parseTypedItem(typed, version, (numero) => hymnal.byNumber.has(numero));
  if (!parsed.ok) return parsed;
  const item = parsed.item;
  if (item.kind === "passage") {
    const last = lastVerse(item);
    const book = findBook(item.book)!;
    const chapter = await loadChapter(deps, version, book, item.chapter);
    if (chapter.status !== "loaded") return { ok: false, message: "Não foi possível conferir esta passagem agora. Tente novamente em instantes." };
    if (last !== null && last > chapter.verses.length)
      return { ok: false, message: `${book.nome} ${item.chapter} tem ${chapter.verses.length} versículos; não existe o versículo ${last}.` };
  }
  return changeServiceOrder(deps.db, church, userId, id, now, (items) => addItem(items, item, randomUUID().slice(0, 8)));
}

/**
 * Adds a free slide to the member's order, or (with `target`, an item id) replaces one of its
 * free slides. A refusal names the form's field it is about ('titulo_slide', 'texto_slide').
 */
export async function writeFreeSlide(
  db: Kysely<Database>,
  church: ChurchRef,
  userId: string,
  id: string,
  target: string | null,
  slide: FreeSlide,
  now: Date,
): Promise<OrderChange | { ok: false; message: string; field: string }> {
  const made = freeSlideItem(slide.style, slide.title, slide.text);
  if (!made.ok) return { ok: false, message: made.message, field: `${made.field}_slide` };
  return changeServiceOrder(db, church, userId, id, now, (items) =>
    target ? editFreeSlide(items, target, made.item) : addItem(items, made.item, randomUUID().slice(0, 8)),
  );
}
