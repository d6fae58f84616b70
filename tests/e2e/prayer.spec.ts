import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { hydrated } from "../support/hydration.ts";

/** /oracao: the actions wait for a prayer; each gives its message; the image is a 1080×1920 PNG. */
test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/oracao");
  await hydrated(page);
});

const ACTIONS = ["WhatsApp", "Instagram", "Facebook", "X (Twitter)", "Copiar", "Baixar Imagem"];

test("the six actions are disabled until there is a prayer; the preview follows the text and the verse", async ({ page }) => {
  const main = page.locator("main");
  for (const name of ACTIONS) await expect(main.getByRole("button", { name })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Seu pedido de oração").fill("   ");
  for (const name of ACTIONS) await expect(main.getByRole("button", { name })).toBeDisabled();
  await page.getByLabel("Seu pedido de oração").fill("Pela saúde da minha avó.");
  for (const name of ACTIONS) await expect(main.getByRole("button", { name })).toBeEnabled();
  await expect(page.getByTestId("previa-oracao")).toHaveText("Pela saúde da minha avó.");
  await page.getByLabel("Versículo (opcional)").fill("Filipenses 4:6");
  await expect(main.getByText("Filipenses 4:6", { exact: true })).toBeVisible();
});

test("copy and Instagram copy the share text with their messages; share links carry it", async ({ page, context }) => {
  const main = page.locator("main");
  await page.getByLabel("Seu pedido de oração").fill("Por paz na família");
  await page.getByLabel("Versículo (opcional)").fill("Sl 46:1");
  await main.getByRole("button", { name: "Copiar" }).click();
  await expect(main.getByText("Texto copiado para a área de transferência!")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe("🙏 Pedido de Oração\n\nPor paz na família\n\n📖 Sl 46:1\n\n#PedidoDeOração #Oração #Fé #Lâmpada");
  await main.getByRole("button", { name: "Instagram" }).click();
  await expect(main.getByText("Texto copiado! Cole no Instagram Stories ou Feed.")).toBeVisible();

  // The share links open in a new tab (no network needed: the address is checked and the tab closed).
  for (const [name, start] of [
    ["WhatsApp", "https://wa.me/?text=%F0%9F%99%8F%20Pedido%20de%20Ora%C3%A7%C3%A3o"],
    ["X (Twitter)", "https://twitter.com/intent/tweet?text=%F0%9F%99%8F%20Pedido"],
    ["Facebook", "https://www.facebook.com/sharer/sharer.php?u="],
  ] as const) {
    await context.route(/^https:\/\/(wa\.me|twitter\.com|www\.facebook\.com)\//, (route) => route.fulfill({ body: "ok" }));
    const popup = context.waitForEvent("page");
    await main.getByRole("button", { name }).click();
    const tab = await popup;
    expect(tab.url().startsWith(start)).toBe(true);
    await tab.close();
  }
  // The tabs opened, so nothing fell back to copying.
  await expect(main.getByText("Texto copiado! Cole nas suas redes sociais.")).toHaveCount(0);
});

test("where the new tab is blocked, the text is copied with the fallback message", async ({ page }) => {
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByLabel("Seu pedido de oração").fill("Pelo meu trabalho");
  await page.locator("main").getByRole("button", { name: "WhatsApp" }).click();
  await expect(page.locator("main").getByText("Texto copiado! Cole nas suas redes sociais.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Pelo meu trabalho");
});

test("'Baixar Imagem' downloads a 1080×1920 PNG and says so", async ({ page }) => {
  const main = page.locator("main");
  await page.getByLabel("Seu pedido de oração").fill("Oro pelos jovens da nossa igreja, para que sejam firmes na fé. ".repeat(8));
  await page.getByLabel("Versículo (opcional)").fill("1 Timóteo 4:12");
  const download = page.waitForEvent("download");
  await main.getByRole("button", { name: "Baixar Imagem" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pedido-de-oracao-\d{4}-\d{2}-\d{2}\.png$/);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(bytes.readUInt32BE(16)).toBe(1080);
  expect(bytes.readUInt32BE(20)).toBe(1920);
  await expect(main.getByText("Imagem baixada! Compartilhe em suas redes sociais.")).toBeVisible();
});
