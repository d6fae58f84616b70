import { drawnImage } from "#app/platform/sharing/canvas-image.ts";
import type { DailyVerse } from "./daily-verse.ts";
import { ACCENT_GREEN, fitVerse, IMAGE_HEIGHT, IMAGE_QUALITY, IMAGE_TYPE, IMAGE_WIDTH } from "./verse-image-layout.ts";

/**
 * The shared verse image, drawn in the browser: one of several
 * backgrounds painted by code in the spirit of the spec's keywords (cross, church,
 * Bible, prayer, faith), the blue→purple gradient as fallback, the verse, the reference
 * with the green accent and the brand in the footer.
 */
type Paint = (ctx: CanvasRenderingContext2D, random: () => number) => void;

const W = IMAGE_WIDTH;
const H = IMAGE_HEIGHT;

function linear(ctx: CanvasRenderingContext2D, stops: string[], x0 = 0, y0 = 0, x1 = 0, y1 = H) {
  const gradient = ctx.createLinearGradient(x0, y0, x1, y1);
  stops.forEach((color, i) => gradient.addColorStop(i / (stops.length - 1), color));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, W, H);
}

function glow(ctx: CanvasRenderingContext2D, x: number, y: number, radius: number, color: string) {
  const gradient = ctx.createRadialGradient(x, y, 0, x, y, radius);
  gradient.addColorStop(0, color);
  gradient.addColorStop(1, "rgba(255,255,255,0)");
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, W, H);
}

function rays(ctx: CanvasRenderingContext2D, x: number, y: number, count: number, color: string) {
  ctx.save();
  ctx.fillStyle = color;
  for (let i = 0; i < count; i++) {
    const angle = (Math.PI * 2 * i) / count;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + Math.cos(angle - 0.04) * 2400, y + Math.sin(angle - 0.04) * 2400);
    ctx.lineTo(x + Math.cos(angle + 0.04) * 2400, y + Math.sin(angle + 0.04) * 2400);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

function stars(ctx: CanvasRenderingContext2D, random: () => number, count: number, maxY: number) {
  ctx.fillStyle = "rgba(255,255,255,0.85)";
  for (let i = 0; i < count; i++) {
    ctx.beginPath();
    ctx.arc(random() * W, random() * maxY, 1 + random() * 2.5, 0, Math.PI * 2);
    ctx.fill();
  }
}

function ridge(ctx: CanvasRenderingContext2D, random: () => number, baseY: number, amplitude: number, color: string) {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(0, H);
  ctx.lineTo(0, baseY);
  for (let x = 0; x <= W; x += 90) ctx.lineTo(x, baseY - random() * amplitude);
  ctx.lineTo(W, H);
  ctx.closePath();
  ctx.fill();
}

/** A cross on a hill at sunrise. */
const crossAtSunrise: Paint = (ctx, random) => {
  linear(ctx, ["#1e1b4b", "#7c3aed", "#f97316", "#fde68a"]);
  rays(ctx, W / 2, 1480, 28, "rgba(255,237,213,0.08)");
  glow(ctx, W / 2, 1480, 520, "rgba(254,243,199,0.75)");
  ridge(ctx, random, 1560, 60, "#1f1235");
  ctx.fillStyle = "#120a24";
  ctx.fillRect(W / 2 - 22, 1260, 44, 360);
  ctx.fillRect(W / 2 - 130, 1340, 260, 40);
};

/** A small chapel under a starry night, its window lit. */
const chapelAtNight: Paint = (ctx, random) => {
  linear(ctx, ["#020617", "#1e3a8a", "#312e81"]);
  stars(ctx, random, 160, 1300);
  glow(ctx, 860, 260, 180, "rgba(254,249,195,0.6)");
  ridge(ctx, random, 1640, 40, "#0b1026");
  const x = 300;
  ctx.fillStyle = "#050816";
  ctx.fillRect(x, 1460, 360, 240); // nave
  ctx.beginPath(); // roof
  ctx.moveTo(x - 30, 1470);
  ctx.lineTo(x + 180, 1340);
  ctx.lineTo(x + 390, 1470);
  ctx.fill();
  ctx.fillRect(x + 250, 1300, 80, 170); // tower
  ctx.fillRect(x + 286, 1230, 8, 80); // cross on the tower
  ctx.fillRect(x + 266, 1250, 48, 8);
  ctx.fillStyle = "#fde047";
  ctx.fillRect(x + 70, 1510, 50, 80);
  ctx.fillRect(x + 150, 1600, 60, 100); // door
  glow(ctx, x + 180, 1600, 220, "rgba(253,224,71,0.18)");
};

/** An open book giving light. */
const lightFromTheBook: Paint = (ctx) => {
  linear(ctx, ["#451a03", "#92400e", "#f59e0b"]);
  rays(ctx, W / 2, 1480, 36, "rgba(255,251,235,0.10)");
  glow(ctx, W / 2, 1480, 700, "rgba(255,251,235,0.7)");
  ctx.fillStyle = "#fffbeb";
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(W / 2, 1500);
    ctx.quadraticCurveTo(W / 2 + side * 170, 1440, W / 2 + side * 360, 1480);
    ctx.lineTo(W / 2 + side * 360, 1640);
    ctx.quadraticCurveTo(W / 2 + side * 170, 1600, W / 2, 1660);
    ctx.closePath();
    ctx.fill();
  }
  ctx.strokeStyle = "#b45309";
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.moveTo(W / 2, 1500);
  ctx.lineTo(W / 2, 1660);
  ctx.stroke();
};

/** Soft lights of prayer over deep blue. */
const prayerLights: Paint = (ctx, random) => {
  linear(ctx, ["#0f172a", "#0e7490", "#1e40af"], 0, 0, W, H);
  for (let i = 0; i < 40; i++) {
    const r = 30 + random() * 110;
    ctx.fillStyle = `rgba(255,255,255,${0.04 + random() * 0.1})`;
    ctx.beginPath();
    ctx.arc(random() * W, random() * H, r, 0, Math.PI * 2);
    ctx.fill();
  }
  glow(ctx, W / 2, 0, 900, "rgba(255,255,255,0.35)");
};

/** Mountains at dawn: faith that moves them. */
const mountainsAtDawn: Paint = (ctx, random) => {
  linear(ctx, ["#0c4a6e", "#a78bfa", "#fbcfe8"]);
  glow(ctx, 760, 1320, 380, "rgba(255,255,255,0.6)");
  ridge(ctx, random, 1380, 260, "rgba(76,29,149,0.55)");
  ridge(ctx, random, 1520, 200, "rgba(49,46,129,0.75)");
  ridge(ctx, random, 1660, 140, "#1e1b4b");
};

const BACKGROUNDS: readonly Paint[] = [crossAtSunrise, chapelAtNight, lightFromTheBook, prayerLights, mountainsAtDawn];

/** The fallback: the blue→purple gradient. */
const gradientFallback: Paint = (ctx) => linear(ctx, ["#2563eb", "#7c3aed"], 0, 0, W, H);

/** A small seeded generator, so one pick draws one same picture. */
function seeded(seed: number): () => number {
  let a = Math.floor(seed * 2 ** 32) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function drawVerseImage(ctx: CanvasRenderingContext2D, verse: DailyVerse, title: string, random: () => number): void {
  const background = BACKGROUNDS[Math.floor(random() * BACKGROUNDS.length)]!;
  try {
    background(ctx, seeded(random()));
  } catch {
    gradientFallback(ctx, random);
  }

  // Panel that keeps the text readable on any background.
  ctx.fillStyle = "rgba(0,0,0,0.45)";
  ctx.beginPath();
  ctx.roundRect(70, 180, W - 140, 1000, 48);
  ctx.fill();

  ctx.textAlign = "center";
  ctx.textBaseline = "alphabetic";
  ctx.fillStyle = ACCENT_GREEN;
  ctx.font = "700 40px system-ui, sans-serif";
  ctx.fillText(title, W / 2, 280);
  ctx.fillRect(W / 2 - 80, 310, 160, 8);

  const box = { width: W - 260, height: 660 };
  const measure = (text: string, size: number) => {
    ctx.font = `italic 500 ${size}px Georgia, 'Times New Roman', serif`;
    return ctx.measureText(text).width;
  };
  const layout = fitVerse(`“${verse.texto}”`, box, measure);
  ctx.font = `italic 500 ${layout.fontSize}px Georgia, 'Times New Roman', serif`;
  ctx.fillStyle = "#ffffff";
  const top = 370 + (box.height - layout.lines.length * layout.lineHeight) / 2 + layout.fontSize;
  layout.lines.forEach((line, i) => ctx.fillText(line, W / 2, top + i * layout.lineHeight));

  ctx.font = "700 52px system-ui, sans-serif";
  ctx.fillStyle = ACCENT_GREEN;
  ctx.fillText(`${verse.referencia} (${verse.versao})`, W / 2, 1120);

  ctx.fillStyle = "rgba(0,0,0,0.5)";
  ctx.fillRect(0, H - 200, W, 200);
  ctx.fillStyle = ACCENT_GREEN;
  ctx.fillRect(0, H - 200, W, 8);
  ctx.fillStyle = "#ffffff";
  ctx.font = "700 64px system-ui, sans-serif";
  ctx.fillText("Lâmpada", W / 2, H - 76);
}

/** The verse as a 1080×1920 JPEG at quality 0.95. */
export function verseImageBlob(verse: DailyVerse, title: string, random: () => number = Math.random): Promise<Blob> {
  return drawnImage(W, H, (ctx) => drawVerseImage(ctx, verse, title, random), IMAGE_TYPE, IMAGE_QUALITY);
}
