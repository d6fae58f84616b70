import { keyCommand } from "./slides.ts";

/**
 * When the projection's controls show, and what a typed slide number does (decision 0035).
 * Pure rules for Projector.tsx and use-idle.ts.
 */

/** The controls (toolbar, cursor) hide after this long without the pointer moving or a key. */
export const IDLE_MS = 2500;

/** One end of the projection: alone on one screen, the controller of a second screen, or that second screen. */
export type ProjectionMode = "alone" | "presenter" | "output";

/**
 * Whether the toolbar and the cursor show. The second screen never shows them; the controller
 * of a second screen always does (the congregation sees the other screen); a projection alone
 * on one screen, usually mirrored to the projector, only while the person at the computer is
 * using it, so on the slide, in full screen and on the black screen the congregation sees
 * nothing else.
 */
export function controlsShown(mode: ProjectionMode, idle: boolean): boolean {
  if (mode === "output") return false;
  return mode === "presenter" || !idle;
}

/**
 * Whether a key brings the controls back: any key but those that move through the slides or
 * blank the screen (what a presentation clicker sends), so a clicker never shows them to the
 * congregation. Tab, a digit of a slide number, and the like do.
 */
export function keyWakesControls(key: string, shift = false): boolean {
  const command = keyCommand(key, shift);
  return command === null || command === "leave";
}

/** What a key does to a slide number being typed: the digits so far, and the slide to go to (0-based) or `missing` when there is none. */
export type TypedNumber = { digits: string; jump?: number; missing?: number } | null;

/**
 * A slide number typed and Enter: digits gather (at most four), Backspace takes the last one
 * back, Escape drops them, Enter goes to that slide of the `count`. Null when the key is not
 * part of a number (it then does what it always does).
 */
export function typeSlideNumber(digits: string, key: string, count: number): TypedNumber {
  if (/^[0-9]$/.test(key)) return { digits: digits.length < 4 ? `${digits}${key}`.replace(/^0+/, "") : digits };
  if (!digits) return null;
  if (key === "Backspace") return { digits: digits.slice(0, -1) };
  if (key === "Escape") return { digits: "" };
  if (key !== "Enter") return null;
  const number = Number(digits);
  return number >= 1 && number <= count ? { digits: "", jump: number - 1 } : { digits: "", missing: number };
}
