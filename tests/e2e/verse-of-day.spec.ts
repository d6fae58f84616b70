import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { todaysVerseIndex, verseShareText } from "#app/areas/verse-of-day/daily-verse.ts";
import { loadDailyVerses } from "#app/areas/verse-of-day/verse-of-day.content.server.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { gotoHydrated, gotoHydratedClockStopped } from "../support/hydration.ts";

const verses = loadDailyVerses();

/** Width and height of an image, decoded by the browser. */
async function decode(page: Page, bytes: Buffer) {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/jpeg;base64,${base64}`;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, bytes.toString("base64"));
}

test("the home page greets the visitor by local time and offers 'Criar Conta'", async ({ page }) => {
  await page.goto("/");
  const hour = Number(new Intl.DateTimeFormat("en-GB", { timeZone: "America/Sao_Paulo", hour: "2-digit", hourCycle: "h23" }).format(new Date()));
  const greeting = hour < 12 ? "Bom dia!" : hour < 18 ? "Boa tarde!" : "Boa noite!";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${greeting} Visitante`);
  await expect(page.locator("main").getByRole("link", { name: "Criar Conta" })).toHaveAttribute("href", "/login?modo=cadastro");
});

test("the card shows today's verse in the visitor's time zone, without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: "America/Sao_Paulo" });
  const page = await context.newPage();
  await page.goto("/");
  const today = verses[todaysVerseIndex(new Date(), "America/Sao_Paulo", verses.length)]!;
  await expect(page.getByRole("heading", { name: "Versículo do Dia" })).toBeVisible();
  await expect(page.getByText(`“${today.texto}”`)).toBeVisible();
  await expect(page.getByText(today.referencia, { exact: false }).first()).toBeVisible();
  // 'Novo' is a plain form: it works before JavaScript.
  await page.getByRole("button", { name: "Novo" }).click();
  await expect(page).toHaveURL(/\?versiculo=/);
  await expect(page.getByText(`“${today.texto}”`)).toHaveCount(0);
  await context.close();
});

test("copy puts the verse on the clipboard and confirms for 2 seconds", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoHydratedClockStopped(page, "/?versiculo=Jo%203%3A16");
  const verse = verses.find((v) => v.referencia === "Jo 3:16")!;
  await page.getByRole("button", { name: "Copiar" }).click();
  await expect(page.getByRole("button", { name: "Copiado!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(verseShareText(verse));
  await page.clock.runFor(1990);
  await expect(page.getByRole("button", { name: "Copiado!" })).toBeVisible();
  await page.clock.runFor(10);
  await expect(page.getByRole("button", { name: "Copiar" })).toBeVisible();
});

test("WhatsApp opens a share link with the encoded verse; the text alone when the link is blocked", async ({ page, context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>wa</title>" }));
  await gotoHydrated(page, "/?versiculo=Sl%2023%3A1");
  const verse = verses.find((v) => v.referencia === "Sl 23:1")!;
  const [popup] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: "WhatsApp" }).click()]);
  const shared = new URL(popup.url());
  expect(shared.origin).toBe("https://wa.me");
  expect(shared.searchParams.get("text")).toContain(verseShareText(verse));
  expect(shared.searchParams.get("text")).toContain("Lâmpada:");
  await popup.close();

  // A blocked pop-up: window.open gives nothing, so the page follows the text-only link.
  await page.evaluate(() => (window.open = () => null));
  await page.getByRole("link", { name: "WhatsApp" }).click();
  await expect(page).toHaveURL(/^https:\/\/wa\.me\//);
  expect(new URL(page.url()).searchParams.get("text")).toBe(verseShareText(verse));
});

test("'Novo' shows another verse of the list", async ({ page }) => {
  await gotoHydrated(page, "/?versiculo=Jo%203%3A16");
  await page.getByRole("button", { name: "Novo" }).click();
  // The address already has ?versiculo=: wait until it names another verse.
  await expect(page).not.toHaveURL(/versiculo=Jo(%20|\+)3%3A16/);
  await expect(page).toHaveURL(/\?versiculo=/);
  const reference = new URL(page.url()).searchParams.get("versiculo")!;
  expect(reference).not.toBe("Jo 3:16");
  const verse = verses.find((v) => v.referencia === reference)!;
  await expect(page.getByText(`“${verse.texto}”`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Versículo", exact: true })).toBeVisible();
});

test("a visitor's favourite heart is kept in the browser", async ({ page }) => {
  await gotoHydrated(page, "/?versiculo=Fp%204%3A13");
  const heart = page.getByRole("button", { name: "Favorito" });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("versiculos_favoritos"))).toBe('["Fp 4:13"]');
  await page.reload();
  await expect(page.getByRole("button", { name: "Favorito" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Favorito" }).click();
  await expect(page.getByRole("button", { name: "Favorito" })).toHaveAttribute("aria-pressed", "false");
  expect(await page.evaluate(() => localStorage.getItem("versiculos_favoritos"))).toBe("[]");
});

test("share as image downloads a 1080×1920 JPEG where the browser cannot share files", async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "canShare", { value: undefined, configurable: true }));
  await gotoHydrated(page, "/?versiculo=Jo%203%3A16");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Compartilhar imagem" }).click()]);
  expect(download.suggestedFilename()).toBe("versiculo-jo-3-16.jpg");
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(await decode(page, bytes)).toEqual({ width: 1080, height: 1920 });
  await expect(page.getByRole("button", { name: "Compartilhar imagem" })).toBeEnabled();
});

test("share as image hands a JPEG file to the Web Share API where it can", async ({ page }) => {
  await page.addInitScript(() => {
    const shared: File[] = [];
    (window as unknown as { __shared: File[] }).__shared = shared;
    Object.defineProperty(Navigator.prototype, "canShare", { value: () => true, configurable: true });
    Object.defineProperty(Navigator.prototype, "share", {
      value: async (data: ShareData) => void shared.push(...(data.files ?? [])),
      configurable: true,
    });
  });
  await gotoHydrated(page, "/?versiculo=Sl%2023%3A1");
  await page.getByRole("button", { name: "Compartilhar imagem" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: File[] }).__shared.length)).toBe(1);
  const file = await page.evaluate(async () => {
    const f = (window as unknown as { __shared: File[] }).__shared[0]!;
    const bitmap = await createImageBitmap(f);
    return { name: f.name, type: f.type, width: bitmap.width, height: bitmap.height };
  });
  expect(file).toEqual({ name: "versiculo-sl-23-1.jpg", type: "image/jpeg", width: 1080, height: 1920 });
});

test("an image that cannot be made gets the error message", async ({ page }) => {
  await page.addInitScript(() => {
    HTMLCanvasElement.prototype.toBlob = function (callback: BlobCallback) {
      callback(null);
    };
  });
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Compartilhar imagem" }).click();
  await expect(page.getByRole("alert")).toHaveText("Erro ao gerar imagem. Tente novamente.");
});

test("the home page has no serious accessibility violations with the card in use, light and dark", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { name: "Versículo do Dia" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Ouvir Texto" })).toBeVisible();
  await page.getByRole("button", { name: "Favorito" }).click();
  await page.getByRole("button", { name: "Copiar" }).click();
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }
});
