import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { hydrated } from "../support/hydration.ts";

/** /feliz7play. */
test("search and categories filter the grid; no match shows 'Nenhum conteúdo encontrado'; the player opens and closes", async ({ page }) => {
  await page.goto("/feliz7play");
  await hydrated(page);
  const main = page.locator("main");
  const cards = main.locator("ul.grid > li");
  const total = await cards.count();
  expect(total).toBeGreaterThan(1);
  await expect(main.getByRole("navigation", { name: "Categorias" }).getByRole("link")).toHaveText([
    "Todos",
    "Ao Vivo",
    "Programas",
    "Filmes",
    "Música",
    "Infantil",
    "Documentários",
  ]);
  await expectNoSeriousA11yViolations(page);
  // No card plays here (none has an embed address), so none shows a play button: each says 'Ver detalhes'.
  await expect(cards.locator("svg.lucide-circle-play, svg.lucide-play-circle")).toHaveCount(0);
  await expect(cards.getByText("Ver detalhes")).toHaveCount(total);

  const search = page.getByLabel("Buscar vídeos");
  await search.fill("NICK");
  await expect(cards).toHaveCount(1);
  await search.fill("adolescência");
  await expect(cards).not.toHaveCount(0);
  await search.fill("xyz não existe");
  await expect(main.getByText("Nenhum conteúdo encontrado")).toBeVisible();
  await search.fill("");
  await expect(cards).toHaveCount(total);

  await main.getByRole("link", { name: "Infantil" }).click();
  await expect(page).toHaveURL(/categoria=Infantil/);
  await expect(cards).toHaveCount(1);
  await page.getByLabel("Buscar vídeos").fill("Fora de Série");
  await expect(main.getByText("Nenhum conteúdo encontrado")).toBeVisible();
  await main.getByRole("link", { name: "Documentários" }).click();
  await expect(main.getByText("Nenhum conteúdo encontrado")).toBeVisible();

  await main.getByRole("link", { name: "Todos" }).click();
  // The page remounts with the new address: wait for it before opening a video.
  await expect(main.getByRole("link", { name: "Todos" })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Buscar vídeos").fill("");
  await cards.first().getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: "O Presente de Nick" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: /Assistir no Feliz7 Play/ })).toHaveAttribute("href", "https://www.feliz7play.com/");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Fechar" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main.getByRole("link", { name: /Visitar o Feliz7 Play/ })).toHaveAttribute("target", "_blank");
});

test("without JavaScript the search and the category work through the address", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/feliz7play?q=nick`);
  await expect(page.locator("main ul.grid > li")).toHaveCount(1);
  await page.goto(`${baseURL}/feliz7play?categoria=M%C3%BAsica`);
  await expect(page.getByText("Nenhum conteúdo encontrado")).toBeVisible();
  await context.close();
});
