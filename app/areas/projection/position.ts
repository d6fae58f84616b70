import type { Slide } from "./slides.ts";

/**
 * Where a projection of a service order stands (decision 0055), kept so that an edit of the
 * order or a reload does not lose it: the slide's `place` ('<item id>.<n>', the n-th slide of
 * that item), which survives items added, moved or removed around it. Pure rules for the
 * projector.
 */

/** The n-th slide of an order's item: its place. */
export const slidePlace = (itemId: string, n: number) => `${itemId}.${n}`;

const itemOf = (place: string) => place.slice(0, place.lastIndexOf("."));

/**
 * The index of `place` in `slides`: that slide; else the nearest slide still there of the same
 * item (a stanza removed, a passage cut shorter); else `fallback` kept within the deck.
 */
export function indexOfPlace(slides: readonly Slide[], place: string | null, fallback: number): number {
  const last = Math.max(0, slides.length - 1);
  if (place) {
    const exact = slides.findIndex((s) => s.place === place);
    if (exact >= 0) return exact;
    const item = itemOf(place);
    const n = Number(place.slice(item.length + 1));
    let nearest = -1;
    slides.forEach((s, i) => {
      if (s.place && itemOf(s.place) === item && Number(s.place.slice(item.length + 1)) <= n) nearest = i;
    });
    if (nearest >= 0) return nearest;
    const first = slides.findIndex((s) => s.place && itemOf(s.place) === item);
    if (first >= 0) return first;
  }
  return Math.min(Math.max(0, fallback), last);
}

/** The local-storage key of where an order's projection stands, in this browser. */
export const positionKey = (orderId: string) => `projecao_posicao_${orderId}`;

/** What is kept: the place and the index (for a deck whose slides have no place). */
export function readPosition(stored: string | null): { place: string | null; index: number } | null {
  if (!stored) return null;
  const match = /^(\d{1,4}) (.{0,100})$/.exec(stored);
  return match ? { index: Number(match[1]), place: match[2] || null } : null;
}

export const writePosition = (index: number, place: string | undefined) => `${index} ${place ?? ""}`;
