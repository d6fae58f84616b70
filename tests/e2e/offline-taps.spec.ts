import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { lazyFiles } from "#app/platform/offline/lazy-files.ts";
import { installFakeSpeech, spoken } from "../support/fake-speech.ts";
import { hydrated } from "../support/hydration.ts";
import { controlled, kept, PUBLIC } from "../support/service-worker.ts";

// These tests are about the service worker (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: "allow", viewport: { width: 360, height: 740 } });
test.describe.configure({ timeout: 120_000 });

/**
 * What a kept page does on a tap works offline too (decision 0057): the worker keeps, with each
 * chunk, the chunks it loads on demand (the hymn dialog, the read-aloud player, the verse image),
 * and a hymn's lyrics with its page.
 */

const ASSETS = "lampada-arquivos";

/** This build's chunks loaded on demand by the route chunks a page names (as the worker keeps them). */
async function lazyFilesOf(page: Page): Promise<string[]> {
  const chunks = new Map(
    readdirSync("build/client/assets")
      .filter((file) => file.endsWith(".js"))
      .map((file) => [`/assets/${file}`, readFileSync(`build/client/assets/${file}`, "utf8")] as const),
  );
  const lazy = lazyFiles(chunks);
  const named = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  return [...new Set(named.flatMap((file) => lazy[file] ?? []))];
}

test("offline, a tap on a hymn of the kept hymnal opens its lyrics", async ({ page, context, request }) => {
  const { lasting } = (await (await request.get("/paginas-offline.json")).json()) as { lasting: string[] };
  const total = lasting.filter((address) => /^\/hinario\/\d+$/.test(address)).length;
  await page.goto("/hinario");
  await controlled(page);
  await expect(page.getByText(`Os ${total} hinos abrem sem internet neste aparelho.`)).toBeVisible({ timeout: 90_000 });
  await kept(page, ASSETS, ...(await lazyFilesOf(page)));

  await context.setOffline(true);
  await page.reload();
  await hydrated(page);
  await page.getByRole("link", { name: /Vinde Adorar/ }).click();
  const dialog = page.getByRole("dialog", { name: "1. Vinde Adorar" });
  await expect(dialog.getByText("Oh! Vinde adorar o excelso e bom Deus,")).toBeVisible();
  // Another hymn, never opened online.
  await dialog.getByRole("button", { name: /Fechar/ }).click();
  await page.getByRole("link", { name: /Santo! Santo! Santo!/ }).click();
  await expect(page.getByRole("dialog", { name: "2. Santo! Santo! Santo!" })).toBeVisible();
  await expect(page.getByRole("dialog").getByText("Carregando a letra...")).toHaveCount(0);
  await expect(page.getByRole("dialog").getByText(/Não foi possível carregar a letra/)).toHaveCount(0);
});

test("offline, a kept chapter's selection makes its image and reads aloud; today's lesson reads aloud", async ({ page, context, request }) => {
  await installFakeSpeech(page, { voices: [{ name: "Luciana", lang: "pt-BR" }] });
  const { daily } = (await (await request.get("/paginas-offline.json")).json()) as { daily: string[] };
  const lesson = daily.find((address) => /^\/escola-sabatina\/adultos\/\d+\/[a-z]+$/.test(address))!;
  await page.goto("/biblia/rt/1");
  await controlled(page);
  await kept(page, PUBLIC, "/biblia/rt/1", lesson);
  await kept(page, ASSETS, ...(await lazyFilesOf(page)));

  await context.setOffline(true);
  await page.reload();
  await hydrated(page);
  await page.locator("#v1").getByRole("button").click();
  const bar = page.getByRole("region", { name: "Versículos selecionados" });
  await bar.getByRole("button", { name: /Imagem/ }).click();
  await expect(bar.getByText("Imagem baixada.")).toBeVisible();
  await bar.getByRole("button", { name: /^Ouvir/ }).click();
  await expect(page.getByRole("region", { name: "Leitura em voz alta" })).toBeVisible();
  await expect.poll(async () => (await spoken(page)).length).toBeGreaterThan(0);

  // The lesson's text comes first, with a small 'Ouvir': asked, the panel opens and reads (its code loaded on demand).
  await page.goto(lesson);
  await hydrated(page);
  await expect(page.getByRole("region", { name: "Ouvir Texto" })).toHaveCount(0);
  await page.locator("main").getByRole("button", { name: "Ouvir", exact: true }).click();
  await expect.poll(async () => (await spoken(page)).length).toBeGreaterThan(0);
});
