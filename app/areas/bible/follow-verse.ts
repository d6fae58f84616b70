/**
 * Read-aloud follows the verse being read: when it leaves the part of the window the reader
 * sees — under the sticky top bar, above the player and the bottom navigation — the page
 * scrolls it back to the middle.
 */

export interface Span {
  top: number;
  bottom: number;
}

/** Whether a verse's box is not wholly inside the part of the window left free (a verse taller than it counts when its top is out). */
export function outOfView(verse: Span, free: Span): boolean {
  if (verse.bottom - verse.top > free.bottom - free.top) return verse.top < free.top || verse.top > free.bottom;
  return verse.top < free.top || verse.bottom > free.bottom;
}

/** Scrolls the page so the verse being read is in view, smoothly unless the member asked for less motion. */
export function keepVerseInView(verse: number): void {
  const element = document.getElementById(`v${verse}`);
  if (!element) return;
  const top = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  const covers = [...document.querySelectorAll("[data-covers-page]")].map((el) => el.getBoundingClientRect().top);
  const bottom = Math.min(window.innerHeight, ...covers);
  if (!outOfView(element.getBoundingClientRect(), { top, bottom })) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ block: "center", behavior: smooth ? "smooth" : "auto" });
}
