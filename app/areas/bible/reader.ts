import type { ReaderVersion, TextVersion } from "./versions.ts";

/**
 * Reader font sizes, 14–40 px, 18 by default; remembered in the browser. Steps of 2 up to 24,
 * then larger ones, so a reader with low vision reaches 40 in a few taps (decision 0059).
 */
const FONT_SIZES = [14, 16, 18, 20, 22, 24, 28, 34, 40] as const;
export const FONT_SIZE = { min: FONT_SIZES[0], max: FONT_SIZES.at(-1)!, default: 18 } as const;
export const FONT_SIZE_KEY = "biblia_tamanho_fonte";

/** Each size as a member reads it (no pixels): the default is "Normal". */
const FONT_SIZE_NAMES: Record<number, string> = {
  14: "Mínima",
  16: "Pequena",
  18: "Normal",
  20: "Grande",
  22: "Muito grande",
  24: "Extra grande",
  28: "Ampliada",
  34: "Muito ampliada",
  40: "Máxima",
};

/** A size's name for the toolbar ("Normal", "Grande"). */
export function fontSizeName(size: number): string {
  return FONT_SIZE_NAMES[size] ?? FONT_SIZE_NAMES[FONT_SIZE.default]!;
}

/** The next size up or down, staying within 14–40. */
export function stepFontSize(current: number, direction: 1 | -1): number {
  const at = FONT_SIZES.indexOf(parseFontSize(String(current)) as (typeof FONT_SIZES)[number]);
  return FONT_SIZES[Math.min(FONT_SIZES.length - 1, Math.max(0, at + direction))]!;
}

/** A remembered size, if it is one of the allowed sizes; else the default. */
export function parseFontSize(stored: string | null): number {
  const size = Number(stored);
  return stored !== null && (FONT_SIZES as readonly number[]).includes(size) ? size : FONT_SIZE.default;
}

/** The chapter number of a URL segment: digits only, 1…chapters; otherwise null. */
export function parseChapterNumber(segment: string | undefined, chapters: number): number | null {
  if (!segment || !/^\d{1,3}$/.test(segment)) return null;
  const chapter = Number(segment);
  return chapter >= 1 && chapter <= chapters ? chapter : null;
}

/**
 * What the page says when the text shown is not the version asked for (the other version,
 * a fallback of chapter.server.ts), or null when it is.
 */
export function shownTextNotice(requested: ReaderVersion, shown: TextVersion): string | null {
  return requested.toLowerCase() === shown ? null : `A versão ${requested} não está disponível agora; mostrando o texto ${shown.toUpperCase()}.`;
}
