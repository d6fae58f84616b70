import { wrapWords } from "#app/platform/site/wrap-text.ts";

/** Layout of the shared verse image: sizes and the word wrap, free of any canvas. */
export const IMAGE_WIDTH = 1080;
export const IMAGE_HEIGHT = 1920;
export const IMAGE_TYPE = "image/jpeg";
export const IMAGE_QUALITY = 0.95;
/** The green accent of the image. */
export const ACCENT_GREEN = "#22c55e";
export const IMAGE_ERROR = "Erro ao gerar imagem. Tente novamente.";

/** Width of a text at a font size, as the canvas measures it. */
export type Measure = (text: string, fontSize: number) => number;

/** Splits a text into lines no wider than maxWidth (a word longer than a line stands alone). */
export function wrapText(text: string, maxWidth: number, fontSize: number, measure: Measure): string[] {
  return wrapWords(text, (line) => measure(line, fontSize) <= maxWidth);
}

export interface VerseLayout {
  fontSize: number;
  lineHeight: number;
  lines: string[];
}

/** The largest font size (from 72 px down to 32 px) at which the verse fits the text box. */
export function fitVerse(text: string, box: { width: number; height: number }, measure: Measure): VerseLayout {
  let layout: VerseLayout = { fontSize: 0, lineHeight: 0, lines: [] };
  for (let fontSize = 72; fontSize >= 32; fontSize -= 4) {
    const lineHeight = Math.round(fontSize * 1.35);
    layout = { fontSize, lineHeight, lines: wrapText(text, box.width, fontSize, measure) };
    if (layout.lines.length * lineHeight <= box.height) return layout;
  }
  return layout;
}
