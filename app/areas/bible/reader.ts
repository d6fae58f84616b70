import type { ReaderVersion, TextVersion } from "./versions.ts";

/** Reader font size: 14–24 px in steps of 2, 18 by default; remembered in the browser. */
export const FONT_SIZE = { min: 14, max: 24, step: 2, default: 18 } as const;
export const FONT_SIZE_KEY = "biblia_tamanho_fonte";

/** Each size as a member reads it (no pixels): the default is "Normal". */
const FONT_SIZE_NAMES: Record<number, string> = { 14: "Mínima", 16: "Pequena", 18: "Normal", 20: "Grande", 22: "Muito grande", 24: "Máxima" };

/** A size's name for the toolbar ("Normal", "Grande"). */
export function fontSizeName(size: number): string {
  return FONT_SIZE_NAMES[size] ?? FONT_SIZE_NAMES[FONT_SIZE.default]!;
}

export function stepFontSize(current: number, direction: 1 | -1): number {
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, current + direction * FONT_SIZE.step));
}

/** A remembered size, if it is one of the allowed sizes; else the default. */
export function parseFontSize(stored: string | null): number {
  const size = Number(stored);
  return Number.isInteger(size) && size >= FONT_SIZE.min && size <= FONT_SIZE.max && size % FONT_SIZE.step === 0 ? size : FONT_SIZE.default;
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
