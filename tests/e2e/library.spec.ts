import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { createMember, logInAs } from "../support/members.ts";
import { hydrated } from "../support/hydration.ts";

const cards = (page: Page) => page.getByTestId("livros").locator(":scope > li");
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });
const stored = (page: Page) => page.evaluate(() => localStorage.getItem("biblioteca_marcadores"));

test("46 book cards with drawn cover, category, author, year and chapters", async ({ page }) => {
  await page.goto("/biblioteca");
  await expect(cards(page)).toHaveCount(46);
  const steps = card(page, "Caminho a Cristo");
  await expect(steps).toContainText("Vida Cristã");
  await expect(steps).toContainText("Ellen G. White · 1892");
  await expect(steps).toContainText("13 capítulos");
  await expect(steps.getByTestId("capa")).toContainText("Caminho a Cristo");
  await expect(steps.getByRole("link", { name: "Começar a Ler Caminho a Cristo" })).toHaveAttribute("href", "/biblioteca/2");
  await expect(card(page, "Confissões")).toContainText("13 livros");
  await expect(card(page, "Confissões")).toContainText("c. 400");
  await expectNoSeriousA11yViolations(page);
});

test("a visitor reads: index, bounds, next saves, previous does not, mark, position kept in the browser", async ({ page }) => {
  await page.goto("/biblioteca/2");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Caminho a Cristo" })).toBeVisible();
  await expect(page.getByText("Capítulo 1 de 13 · 8% concluído")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Capítulo 1: O Amor de Deus Pelo Homem" })).toBeVisible();
  await expect(page.getByText("egwwritings.org")).toBeVisible();
  await expect(page.getByRole("button", { name: "Capítulo Anterior" })).toBeDisabled();

  await page.getByRole("button", { name: "Ver Índice" }).click();
  const index = page.getByRole("navigation", { name: "Índice" });
  await expect(index.getByRole("link")).toHaveCount(13);
  await expectNoSeriousA11yViolations(page);
  await index.getByRole("link", { name: "Cap. 5", exact: true }).click();
  await expect(page.getByText("Capítulo 5 de 13 · 38% concluído")).toBeVisible();
  await expect(index).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Ver Índice" })).toBeVisible();
  expect(await stored(page)).toBeNull();

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("button", { name: "Próximo Capítulo" }).click();
  await expect(page.getByText("Capítulo 6 de 13")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Capítulo 6: Fé e Aceitação" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(JSON.parse((await stored(page))!)).toEqual({ "2": 6 });

  await page.getByRole("link", { name: "Capítulo Anterior" }).click();
  await expect(page.getByText("Capítulo 5 de 13")).toBeVisible();
  expect(JSON.parse((await stored(page))!)).toEqual({ "2": 6 });
  await page.getByRole("button", { name: "Marcar Posição" }).click();
  await expect(page.getByText("Posição marcada: Capítulo 5: Consagração.")).toBeVisible();
  expect(JSON.parse((await stored(page))!)).toEqual({ "2": 5 });

  await page.getByRole("link", { name: "Voltar à Biblioteca" }).click();
  const steps = card(page, "Caminho a Cristo");
  await expect(steps.getByTestId("marcador")).toHaveText("Marcado: 5 de 13 (38%)");
  await expect(steps.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "38");
  await steps.getByRole("link", { name: "Continuar Lendo Caminho a Cristo" }).click();
  await expect(page.getByText("Capítulo 5 de 13")).toBeVisible();
  await expect(page).toHaveURL(/\/biblioteca\/2\?capitulo=5$/);

  await page.goto("/biblioteca/2?capitulo=13");
  await expect(page.getByText("Capítulo 13 de 13 · 100% concluído")).toBeVisible();
  await expect(page.getByRole("button", { name: "Próximo Capítulo" })).toBeDisabled();
});

test("a member's position is kept on the server and follows them to another browser", async ({ page, browser, baseURL }) => {
  const member = await createMember("Lia Reis");
  await logInAs(page.context(), baseURL!, member);
  await page.goto("/biblioteca/1");
  await hydrated(page);
  await expect(page.getByText("Capítulo 1 de 42")).toBeVisible();
  await page.getByRole("button", { name: "Próximo Capítulo" }).click();
  await expect(page.getByRole("heading", { name: "Capítulo 2: Perseguição nos Primeiros Séculos" })).toBeVisible();
  expect(await stored(page)).toBeNull();

  const other = await browser.newContext({ baseURL });
  await logInAs(other, baseURL!, member);
  const second = await other.newPage();
  await second.goto("/biblioteca");
  const conflict = card(second, "O Grande Conflito");
  await expect(conflict.getByTestId("marcador")).toHaveText("Marcado: 2 de 42 (5%)");
  await conflict.getByRole("link", { name: "Continuar Lendo O Grande Conflito" }).click();
  await expect(second.getByText("Capítulo 2 de 42")).toBeVisible();
  await other.close();
});

test("out-of-range books and chapters are 404; bad positions are 400 and change nothing", async ({ page, baseURL }) => {
  expect((await page.goto("/biblioteca/47"))?.status()).toBe(404);
  expect((await page.goto("/biblioteca/2?capitulo=0"))?.status()).toBe(404);
  expect((await page.goto("/biblioteca/2?capitulo=14"))?.status()).toBe(404);
  expect((await page.goto("/biblioteca/2?capitulo=abc"))?.status()).toBe(404);
  for (const capitulo of ["abc", "14", "0", "1e3", ""]) {
    const response = await page.request.post("/biblioteca/2", { form: { capitulo }, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
  }
});

test("the Ellen G. White page: biography, timeline with checked dates, her books linking into the library", async ({ page }) => {
  await page.goto("/ellen-white");
  await expect(page.getByRole("heading", { level: 1, name: "Ellen G. White" })).toBeVisible();
  const timeline = page.getByTestId("linha-do-tempo");
  await expect(timeline).toContainText("Nasce em 26 de novembro, em Gorham");
  await expect(timeline).toContainText("Morre em 16 de julho, em Elmshaven");
  await expect(page.getByRole("link", { name: /O Desejado de Todas as Nações/ })).toHaveAttribute("href", "/biblioteca/4");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Ver toda a Biblioteca" }).click();
  await expect(cards(page)).toHaveCount(46);
});
