import { href } from "react-router";
import { z } from "zod";
import { findBook } from "#app/areas/bible/books.ts";
import { parseTypedReference } from "#app/areas/bible/typed-reference.ts";
import { DEFAULT_READER_VERSION, READER_VERSIONS, type ReaderVersion } from "#app/areas/bible/versions.ts";
import { freeSlideLabel } from "./slides.ts";

/**
 * A 'roteiro do culto' (service order, decision 0035): a member's list of hymns, passages and
 * free slides (a title, avisos, oração…) to project in order. Pure rules: what an item is, how one is typed, and the changes a
 * member makes, each refused with a Portuguese reason.
 */
export const ORDER_LIMITS = { items: 30, orders: 50, title: 80, typed: 60, slideTitle: 80, slideText: 1000, subtitle: 160 } as const;

const hymnItem = z.object({ id: z.string().min(1).max(40), kind: z.literal("hymn"), numero: z.number().int().positive() });
const passageItem = z.object({
  id: z.string().min(1).max(40),
  kind: z.literal("passage"),
  book: z.string().min(1).max(10),
  chapter: z.number().int().positive(),
  /** '16', '16-18' (the projection's ?versiculos=), or null for the whole chapter. */
  verses: z
    .string()
    .regex(/^\d{1,3}(-\d{1,3})?$/)
    .nullable(),
  version: z.enum(READER_VERSIONS),
});
/** A free slide (slides.ts FreeSlide): a title or a text its author wrote, already cleaned when it was added. */
const slideItem = z.object({
  id: z.string().min(1).max(40),
  kind: z.literal("slide"),
  style: z.enum(["title", "text"]),
  title: z.string().max(ORDER_LIMITS.slideTitle),
  text: z.string().max(ORDER_LIMITS.slideText),
});
const orderItem = z.discriminatedUnion("kind", [hymnItem, passageItem, slideItem]);
/** The stored list: read through this, so a damaged row shows as an empty order, never an error. */
export const orderItems = z.array(orderItem).max(ORDER_LIMITS.items);

export type OrderItem = z.infer<typeof orderItem>;
export type NewOrderItem = Omit<z.infer<typeof hymnItem>, "id"> | Omit<z.infer<typeof passageItem>, "id"> | NewFreeSlide;
export type NewFreeSlide = Omit<z.infer<typeof slideItem>, "id">;

export interface ServiceOrder {
  id: string;
  userId: string;
  title: string;
  items: OrderItem[];
  shared: boolean;
  /** 'HH:MM' the service starts, for the opening screen's countdown (decision 0055), or null. */
  startsAt: string | null;
  updatedAt: string;
}

export type Typed = { ok: true; item: NewOrderItem } | { ok: false; message: string };

/**
 * What a member types to add an item: a hymn's number ('37', 'hino 37') or a passage ('Sl 23',
 * 'Jo 3:16-18', 'joão 3 16'), read in `version`. `hymnExists` says whether the hymnal has a number.
 */
export function parseTypedItem(text: string, version: ReaderVersion, hymnExists: (numero: number) => boolean): Typed {
  const typed = text.trim();
  if (!typed) return { ok: false, message: "Digite o número de um hino ou uma passagem, como Sl 23 ou Jo 3:16-18." };
  const hymn = /^(?:hino\s*)?(\d{1,4})$/i.exec(typed);
  if (hymn) {
    const numero = Number(hymn[1]);
    return hymnExists(numero) ? { ok: true, item: { kind: "hymn", numero } } : { ok: false, message: `O hinário não tem o hino ${numero}.` };
  }
  const reference = parseTypedReference(typed);
  if (!reference)
    return {
      ok: false,
      message: `Não reconhecemos “${typed.slice(0, ORDER_LIMITS.typed)}”. Digite um número de hino ou uma passagem, como Sl 23 ou Jo 3:16-18.`,
    };
  if (!reference.ok) return reference;
  const { book, chapter, verseStart, verseEnd } = reference.reference;
  const verses = verseStart === undefined ? null : verseEnd === undefined ? `${verseStart}` : `${verseStart}-${verseEnd}`;
  return { ok: true, item: { kind: "passage", book: book.id, chapter, verses, version } };
}

/** The last verse an item names (to check it against the chapter), or null for a whole chapter. */
export function lastVerse(item: { verses: string | null }): number | null {
  return item.verses === null ? null : Number(item.verses.split("-").at(-1));
}

/** How an order lists an item: 'Hino 37 · Sou Feliz', 'Jo 3:16-18 (ACF)', 'Sl 23 (NVI)', 'Avisos'. */
export function itemLabel(item: NewOrderItem, hymnTitle: (numero: number) => string | undefined): string {
  if (item.kind === "slide") return freeSlideLabel(item);
  if (item.kind === "hymn") {
    const title = hymnTitle(item.numero);
    return title ? `Hino ${item.numero} · ${title}` : `Hino ${item.numero}`;
  }
  const book = findBook(item.book);
  return `${book?.abrev ?? item.book} ${item.chapter}${item.verses ? `:${item.verses}` : ""} (${item.version})`;
}

export type Change = { ok: true; items: OrderItem[] } | { ok: false; message: string };

export const ITEM_NOT_FOUND = "Este item não está mais no roteiro.";

export function addItem(items: readonly OrderItem[], item: NewOrderItem, id: string): Change {
  if (items.length >= ORDER_LIMITS.items) return { ok: false, message: `Um roteiro tem no máximo ${ORDER_LIMITS.items} itens.` };
  return { ok: true, items: [...items, { ...item, id } as OrderItem] };
}

/**
 * A free slide from what its author wrote (already cleaned by the form): a title needs its
 * title and at most a short line below it; a text needs its text.
 */
export function freeSlideItem(
  style: "title" | "text",
  title: string,
  text: string,
): { ok: true; item: NewFreeSlide } | { ok: false; message: string; field: string } {
  if (style === "title") {
    if (!title) return { ok: false, field: "titulo", message: "Escreva o título do slide." };
    if (text.length > ORDER_LIMITS.subtitle)
      return { ok: false, field: "texto", message: `Abaixo do título cabem no máximo ${ORDER_LIMITS.subtitle} caracteres; use um slide de texto.` };
  } else if (!text) return { ok: false, field: "texto", message: "Escreva o texto do slide." };
  return { ok: true, item: { kind: "slide", style, title, text } };
}

/** Replaces one free slide's content, keeping its place and id. */
export function editFreeSlide(items: readonly OrderItem[], id: string, slide: NewFreeSlide): Change {
  const at = items.findIndex((i) => i.id === id && i.kind === "slide");
  if (at < 0) return { ok: false, message: ITEM_NOT_FOUND };
  return { ok: true, items: items.map((item, i) => (i === at ? { ...slide, id } : item)) };
}

export function removeItem(items: readonly OrderItem[], id: string): Change {
  if (!items.some((i) => i.id === id)) return { ok: false, message: ITEM_NOT_FOUND };
  return { ok: true, items: items.filter((i) => i.id !== id) };
}

/** Moves an item one place up (-1) or down (1); at either end it stays where it is. */
export function moveItem(items: readonly OrderItem[], id: string, direction: -1 | 1): Change {
  const from = items.findIndex((i) => i.id === id);
  if (from < 0) return { ok: false, message: ITEM_NOT_FOUND };
  const to = Math.min(items.length - 1, Math.max(0, from + direction));
  const moved = [...items];
  moved.splice(to, 0, ...moved.splice(from, 1));
  return { ok: true, items: moved };
}

/** Where an item opens for reading: the hymn's page or the chapter at its first verse (a free slide has none). */
export function itemReaderHref(item: Exclude<NewOrderItem, NewFreeSlide>): string {
  if (item.kind === "hymn") return href("/hinario/:numero", { numero: String(item.numero) });
  const version = item.version === DEFAULT_READER_VERSION ? "" : `?versao=${item.version}`;
  const anchor = item.verses ? `#v${item.verses.split("-")[0]}` : "";
  return `${href("/biblia/:livro/:capitulo", { livro: item.book, capitulo: String(item.chapter) })}${version}${anchor}`;
}

/** Where an item is projected on its own (a free slide is projected with its order). */
export function itemProjectionHref(item: Exclude<NewOrderItem, NewFreeSlide>): string {
  if (item.kind === "hymn") return href("/projetar/hino/:numero", { numero: String(item.numero) });
  const query = new URLSearchParams();
  if (item.verses) query.set("versiculos", item.verses);
  if (item.version !== DEFAULT_READER_VERSION) query.set("versao", item.version);
  const search = query.toString();
  return `${href("/projetar/biblia/:livro/:capitulo", { livro: item.book, capitulo: String(item.chapter) })}${search ? `?${search}` : ""}`;
}
