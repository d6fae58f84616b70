import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { hydrated, stopClock } from "../support/hydration.ts";

/** /noticias-desbravadores: the Pathfinder movement's news (the church's are at /noticias). */
test("six cards, the category filter, 'Leia Mais' in a new tab and the about card", async ({ page }) => {
  await page.goto("/noticias-desbravadores");
  await hydrated(page);
  const main = page.locator("main");
  const cards = main.locator("article");
  await expect(cards).toHaveCount(6);
  const filters = main.getByRole("navigation", { name: "Categorias" }).getByRole("link");
  // One 'Histórias', no near-duplicate 'História' beside it.
  await expect(filters).toHaveText(["Todos", "Histórias", "Artigos", "Eventos"]);
  await expect(main.getByText("Exemplo — sua igreja cadastra os seus")).toHaveCount(0);
  await expect(main.getByRole("link", { name: "Notícias da Igreja" })).toHaveAttribute("href", "/noticias");
  await expect(filters.first()).toHaveAttribute("aria-current", "page");
  await expect(main.locator("time", { hasText: "5 de setembro de 2023" })).toHaveAttribute("datetime", "2023-09-05");
  const readMore = cards.first().getByRole("link", { name: /Leia Mais/ });
  await expect(readMore).toHaveAttribute("target", "_blank");
  await expect(readMore).toHaveAttribute("rel", "noopener noreferrer");
  await expect(readMore).toHaveAttribute("href", /^https:\/\//);
  await expect(main.getByText("1,5 milhão")).toBeVisible();
  await expect(main.getByText("160+")).toBeVisible();
  await expect(main.getByText("75+")).toBeVisible();
  await expect(main.getByRole("link", { name: /Site oficial dos Desbravadores/ })).toHaveAttribute(
    "href",
    "https://www.adventistas.org/pt/desbravadores/",
  );
  await expectNoSeriousA11yViolations(page);

  await filters.filter({ hasText: /^Eventos$/ }).click();
  await expect(page).toHaveURL(/categoria=Eventos$/);
  await expect(cards).toHaveCount(2);
  for (const badge of await cards.locator("span.rounded-full").allTextContents()) expect(badge).toBe("Eventos");
  await filters.filter({ hasText: /^Todos$/ }).click();
  await expect(cards).toHaveCount(6);
});

test("'Atualizar' shows the loading state for 1 s, then the same list", async ({ page }) => {
  await page.clock.install();
  await page.goto("/noticias-desbravadores?categoria=Eventos");
  await hydrated(page);
  await stopClock(page);
  const main = page.locator("main");
  await expect(main.locator("article")).toHaveCount(2);
  await main.getByRole("button", { name: "Atualizar" }).click();
  await expect(main.getByRole("button", { name: "Atualizando..." })).toBeDisabled();
  await page.clock.runFor(999);
  await expect(main.getByRole("button", { name: "Atualizando..." })).toBeVisible();
  await page.clock.runFor(1);
  // The same list is read again, then the button comes back.
  await expect(main.getByRole("button", { name: "Atualizar" })).toBeEnabled();
  await expect(main.locator("article")).toHaveCount(2);
});

test("without JavaScript the filter still works, and an address with the former 'História' lists the 'Histórias'", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/noticias-desbravadores?categoria=Hist%C3%B3rias`);
  await expect(page.locator("main article")).toHaveCount(3);
  await page.goto(`${baseURL}/noticias-desbravadores?categoria=Hist%C3%B3ria`);
  await expect(page.locator("main article")).toHaveCount(3);
  await expect(page.getByRole("navigation", { name: "Categorias" }).getByRole("link", { name: "Histórias" })).toHaveAttribute("aria-current", "page");
  await context.close();
});
