import { CANVAS_SANS as SANS, CANVAS_SERIF as SERIF, drawnImage, fillDiagonalGradient } from "#app/platform/sharing/canvas-image.ts";
import { wrapWords } from "#app/platform/site/wrap-text.ts";

/**
 * The selected verses as a square 1080×1080 PNG card: the text in quotes, the reference with
 * its version, and the portal's name. Drawn in the browser, loaded only when asked for.
 */
const SIZE = 1080;

function drawCard(ctx: CanvasRenderingContext2D, text: string, reference: string): void {
  fillDiagonalGradient(ctx, SIZE, SIZE, "#1e3a8a", "#6d28d9");

  // The largest size (60 px down to 24 px) at which the text fits the box.
  const box = { width: SIZE - 200, height: 700 };
  let size = 60;
  let lines: string[] = [];
  for (; size >= 24; size -= 4) {
    ctx.font = `italic 500 ${size}px ${SERIF}`;
    lines = wrapWords(`“${text}”`, (line) => ctx.measureText(line).width <= box.width);
    if (lines.length * size * 1.4 <= box.height) break;
  }
  const lineHeight = Math.round(size * 1.4);
  const shown = lines.slice(0, Math.floor(box.height / lineHeight));
  if (shown.length < lines.length) shown[shown.length - 1] = `${shown.at(-1)!.replace(/\s*\S*$/, "")}…`;

  ctx.textAlign = "center";
  ctx.fillStyle = "#ffffff";
  let y = 120 + (box.height - shown.length * lineHeight) / 2 + size;
  for (const line of shown) {
    ctx.fillText(line, SIZE / 2, y);
    y += lineHeight;
  }
  ctx.font = `700 44px ${SANS}`;
  ctx.fillStyle = "#fde68a";
  ctx.fillText(reference, SIZE / 2, 900);
  ctx.font = `700 40px ${SANS}`;
  ctx.fillStyle = "rgba(255,255,255,0.85)";
  ctx.fillText("Lâmpada", SIZE / 2, 1010);
}

export function verseCardBlob(text: string, reference: string): Promise<Blob> {
  return drawnImage(SIZE, SIZE, (ctx) => drawCard(ctx, text, reference));
}
