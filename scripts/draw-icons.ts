import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumPath } from "#tests/support/chromium.ts";

/**
 * Draws the web app manifest's icons (public/icons/*.png) from our logo, public/favicon.svg,
 * with the system Chromium: the logo as it is at 192 and 512 pixels, and a maskable 512 whose
 * flame sits inside the central 80 % safe zone on a full-bleed background (a launcher may cut
 * the corners to any shape). Run `node scripts/draw-icons.ts` after changing the logo; the
 * PNGs are committed.
 */

const logo = readFileSync("public/favicon.svg", "utf8");
const background = /<rect[^>]*fill="([^"]+)"/.exec(logo)?.[1];
const flame = /<path[^>]*\/>/.exec(logo)?.[0];
if (!background || !flame) throw new Error("public/favicon.svg: esperava um <rect> de fundo e um <path> da chama");

const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(0.72) translate(-16 -16)">${flame}</g></svg>`;

const ICONS = [
  { file: "public/icons/icon-192.png", size: 192, svg: logo },
  { file: "public/icons/icon-512.png", size: 512, svg: logo },
  { file: "public/icons/icon-maskable-512.png", size: 512, svg: maskable },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const svg = icon.svg.replace("<svg ", `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`);
    writeFileSync(icon.file, await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } }));
    console.log(`draw-icons: ${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
