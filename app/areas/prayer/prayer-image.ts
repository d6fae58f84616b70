import { CANVAS_SANS as SANS, CANVAS_SERIF as SERIF, drawnImage, fillDiagonalGradient } from "#app/platform/sharing/canvas-image.ts";
import { PRAYER_TITLE } from "./prayer.ts";
import { fitPrayer, PRAYER_IMAGE_HEIGHT as H, PRAYER_IMAGE_WIDTH as W } from "./prayer-image-layout.ts";

/**
 * The prayer as a 1080×1920 PNG: blue→green gradient, the title, the prayer
 * word-wrapped, the verse in italics, the brand in the footer. Loaded only when the person
 * asks for the image, so the page's first load carries no canvas code.
 */
function drawPrayerImage(ctx: CanvasRenderingContext2D, prayer: string, verse: string): void {
  fillDiagonalGradient(ctx, W, H, "#1d4ed8", "#059669");

  ctx.textAlign = "center";
  ctx.fillStyle = "#ffffff";
  ctx.font = `700 88px ${SANS}`;
  ctx.fillText(PRAYER_TITLE, W / 2, 260);
  ctx.fillStyle = "rgba(255,255,255,0.8)";
  ctx.fillRect(W / 2 - 120, 310, 240, 8);

  const box = { width: W - 200, height: 1200 };
  const measure = (text: string, size: number, italic: boolean) => {
    ctx.font = italic ? `italic 500 ${size}px ${SERIF}` : `500 ${size}px ${SANS}`;
    return ctx.measureText(text).width;
  };
  const layout = fitPrayer(prayer, verse, box, measure);
  const total = layout.prayer.lines.length * layout.prayer.lineHeight + (layout.verse ? 80 + layout.verse.lines.length * layout.verse.lineHeight : 0);
  let y = 400 + (box.height - total) / 2 + layout.prayer.fontSize;
  ctx.fillStyle = "#ffffff";
  ctx.font = `500 ${layout.prayer.fontSize}px ${SANS}`;
  for (const line of layout.prayer.lines) {
    ctx.fillText(line, W / 2, y);
    y += layout.prayer.lineHeight;
  }
  if (layout.verse) {
    y += 80 - layout.prayer.lineHeight + layout.verse.lineHeight;
    ctx.fillStyle = "rgba(255,255,255,0.92)";
    ctx.font = `italic 500 ${layout.verse.fontSize}px ${SERIF}`;
    for (const line of layout.verse.lines) {
      ctx.fillText(line, W / 2, y);
      y += layout.verse.lineHeight;
    }
  }

  ctx.fillStyle = "rgba(0,0,0,0.25)";
  ctx.fillRect(0, H - 200, W, 200);
  ctx.fillStyle = "#ffffff";
  ctx.font = `700 64px ${SANS}`;
  ctx.fillText("Lâmpada", W / 2, H - 100);
  ctx.font = `400 32px ${SANS}`;
  ctx.fillText("Orando juntos", W / 2, H - 50);
}

export function prayerImageBlob(prayer: string, verse: string): Promise<Blob> {
  return drawnImage(W, H, (ctx) => drawPrayerImage(ctx, prayer, verse));
}
