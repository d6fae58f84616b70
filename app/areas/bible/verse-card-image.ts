import { wrapWords } from "#app/platform/site/wrap-text.ts";

/**
 * The selected verses as a square 1080×1080 PNG card: the text in quotes, the reference with
 * its version, and the portal's name. Drawn in the browser, loaded only when asked for.
 */
const SIZE = 1080;
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "system-ui, sans-serif";

function drawCard(canvas: HTMLCanvasElement, text: string, reference: string): void {
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("canvas 2d unavailable");
  const gradient = ctx.createLinearGradient(0, 0, SIZE, SIZE);
  gradient.addColorStop(0, "#1e3a8a");
  gradient.addColorStop(1, "#6d28d9");
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, SIZE, SIZE);

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
  const canvas = document.createElement("canvas");
  drawCard(canvas, text, reference);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("toBlob gave nothing"))), "image/png"));
}
