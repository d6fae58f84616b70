import { randomUUID } from "node:crypto";
import { findBook } from "#app/areas/bible/books.ts";
import { loadChapter } from "#app/areas/bible/chapter.server.ts";
import type { SourceDeps } from "#app/areas/bible/source.store.server.ts";
import type { ReaderVersion } from "#app/areas/bible/versions.ts";
import { churchHymnal, type Hymnal } from "#app/areas/hymnal/hymnal.server.ts";
import { addItem, itemLabel, itemProjectionHref, itemReaderHref, lastVerse, parseTypedItem, type ServiceOrder } from "./service-orders.ts";
import { changeServiceOrder, type OrderChange } from "./service-orders.store.server.ts";

/** What is said of an order that is not there, or is another member's and not shared: the same, so neither is told apart. */
export const ORDER_NOT_FOUND = "Roteiro não encontrado. Confira o link ou peça a quem o montou que o compartilhe.";

/** An order as its page lists it (its hymns' titles from the hymnal). */
export function orderView(order: ServiceOrder, viewerId: string | null, hymnal: Hymnal) {
  const hymnTitle = (numero: number) => hymnal.byNumber.get(numero)?.titulo;
  return {
    id: order.id,
    title: order.title,
    shared: order.shared,
    owner: order.userId === viewerId,
    items: order.items.map((item) => ({
      id: item.id,
      kind: item.kind,
      label: itemLabel(item, hymnTitle),
      readerHref: itemReaderHref(item),
      projectionHref: itemProjectionHref(item),
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
  userId: string,
  id: string,
  typed: string,
  version: ReaderVersion,
  now: Date,
): Promise<OrderChange> {
  const hymnal = await churchHymnal(deps.db);
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
  return changeServiceOrder(deps.db, userId, id, now, (items) => addItem(items, item, randomUUID().slice(0, 8)));
}
