import { wrapWords } from "#app/platform/site/wrap-text.ts";

/** Layout of the prayer image: 1080×1920 PNG, free of any canvas so it is tested. */
export const PRAYER_IMAGE_WIDTH = 1080;
export const PRAYER_IMAGE_HEIGHT = 1920;

export interface TextBlock {
  fontSize: number;
  lineHeight: number;
  lines: string[];
}

/**
 * The largest font size (64 px down to 28 px) at which the prayer and the verse below it fit
 * the text box together; at the smallest size, lines beyond the box end with an ellipsis.
 */
export function fitPrayer(
  prayer: string,
  verse: string,
  box: { width: number; height: number },
  measure: (text: string, fontSize: number, italic: boolean) => number,
): { prayer: TextBlock; verse: TextBlock | null } {
  const wrap = (text: string, size: number, italic: boolean) =>
    text.split(/\n+/).flatMap((paragraph) => wrapWords(paragraph, (line) => measure(line, size, italic) <= box.width));
  let result = { prayer: { fontSize: 0, lineHeight: 0, lines: [] as string[] }, verse: null as TextBlock | null };
  for (let size = 64; size >= 28; size -= 4) {
    const lineHeight = Math.round(size * 1.4);
    const prayerBlock = { fontSize: size, lineHeight, lines: wrap(prayer, size, false) };
    const verseSize = Math.round(size * 0.8);
    const verseBlock = verse.trim() ? { fontSize: verseSize, lineHeight: Math.round(verseSize * 1.4), lines: wrap(verse, verseSize, true) } : null;
    const height = prayerBlock.lines.length * lineHeight + (verseBlock ? 80 + verseBlock.lines.length * verseBlock.lineHeight : 0);
    result = { prayer: prayerBlock, verse: verseBlock };
    if (height <= box.height) return result;
  }
  // Still too long at the smallest size: keep what fits, the last line marked as cut.
  const room = Math.floor((box.height - (result.verse ? 80 + result.verse.lines.length * result.verse.lineHeight : 0)) / result.prayer.lineHeight);
  if (result.prayer.lines.length > room) {
    const kept = result.prayer.lines.slice(0, Math.max(1, room));
    kept[kept.length - 1] = `${kept[kept.length - 1]!.replace(/\s*\S*$/, "")}…`;
    result.prayer.lines = kept;
  }
  return result;
}
