import { expect, test } from "@playwright/test";
import { PAGES } from "#app/platform/site/pages.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";

for (const page of PAGES) {
  const url = page.example ?? page.path;
  test(`${url} renders in the layout with status 200 and no serious a11y violations`, async ({ page: tab }) => {
    // Two full axe runs on long pages (100 hymn cards) take tens of seconds on a busy machine.
    test.slow();
    const response = await tab.goto(url);
    expect(response?.status()).toBe(200);
    await expect(tab.locator("h1").first()).toBeVisible();
    await expect(tab).toHaveTitle(/Lâmpada/);
    await expect(tab.getByRole("banner")).toBeVisible();
    await expect(tab.locator("main#conteudo")).toBeVisible();
    await expectNoSeriousA11yViolations(tab);
    // Nothing saved, so the page follows the system preference into dark mode, where only
    // colours change: its contrast is checked again.
    await tab.emulateMedia({ colorScheme: "dark" });
    await expect(tab.locator("html")).toHaveClass(/dark/);
    await expectNoSeriousA11yViolations(tab, ["color-contrast"]);
  });
}

test("an unknown path gets a Portuguese 404 page with links to Início and Bíblia", async ({ page }) => {
  const response = await page.goto("/caminho-que-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "Início" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("link", { name: "Bíblia" })).toHaveAttribute("href", "/biblia");
  await expectNoSeriousA11yViolations(page);
});

test("pages are server-rendered: content is there without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/hinario");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.close();
});
