import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { gotoHydratedClockStopped, hydrated } from "../support/hydration.ts";

/** The Bible reader against the stand-in source started by the global setup (made-up books of ACF and NVI). */
const source = () => process.env.E2E_BIBLE_SOURCE!;
const upstreamCalls = async (path: string) => Number(await (await fetch(`${source()}/__control/count?path=${path}`)).text());
const setSource = (action: "fail" | "restore", code: string) => fetch(`${source()}/__control/${action}?code=${code}`, { method: "POST" });
const verses = (page: Page) => page.getByTestId("versiculos").locator("li");

test("the picker shows 39 and 27 books by testament, a chapter grid and 'Voltar aos Livros'", async ({ page }) => {
  await page.goto("/biblia");
  const cards = page.getByTestId("livros").getByRole("link");
  await expect(cards).toHaveCount(39);
  await expect(page.getByRole("link", { name: "Antigo Testamento" })).toHaveAttribute("aria-current", "page");
  await expect(cards.first()).toContainText("Gênesis50 capítulos");
  await page.getByRole("link", { name: "Novo Testamento" }).click();
  await expect(cards).toHaveCount(27);
  await expect(cards.last()).toContainText("Apocalipse22 capítulos");
  await page.getByRole("link", { name: /^Judas/ }).click();
  await expect(page.getByRole("list", { name: "Capítulos de Judas" }).getByRole("link")).toHaveCount(1);
  await page.getByRole("link", { name: "Voltar aos Livros" }).click();
  await expect(cards).toHaveCount(27);
  await page.getByRole("link", { name: "Antigo Testamento" }).click();
  await page.getByRole("link", { name: /^Salmos/ }).click();
  await expect(page.getByRole("list", { name: "Capítulos de Salmos" }).getByRole("link")).toHaveCount(150);
  await page.getByRole("link", { name: "Salmos 23", exact: true }).click();
  await expect(page).toHaveURL(/\/biblia\/sl\/23$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Salmos 23");
});

test("a chapter is in the server's HTML, in ACF by default; an old ARC link reads ACF without a notice", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/biblia/ez/2");
  await expect(verses(page).first()).toContainText("Texto de teste ACF do livro ez, capítulo 2, versículo 1.");
  await expect(page.getByLabel("Tradução").locator("option")).toHaveText(["ACF", "NVI"]);
  await page.goto("/biblia/ez/2?versao=arc");
  await expect(verses(page).first()).toContainText("Texto de teste ACF do livro ez, capítulo 2, versículo 1.");
  await expect(page.getByLabel("Tradução")).toHaveValue("ACF");
  await expect(page.getByText("não está disponível")).toHaveCount(0);
  await context.close();
});

test("Jo 3 shows the whole chapter: John 3's 36 verses", async ({ page }) => {
  await page.goto("/biblia/jo/3");
  await expect(verses(page)).toHaveCount(36);
  await expect(verses(page).first()).toContainText("Texto de teste ACF do livro jo, capítulo 3, versículo 1.");
  await expect(verses(page).last()).toContainText("Texto de teste ACF do livro jo, capítulo 3, versículo 36.");
});

test("previous and next move between chapters; unknown books and chapters get the 404 page", async ({ page }) => {
  await page.goto("/biblia/ct/1?versao=ACF");
  await hydrated(page);
  await page.getByRole("link", { name: "Próximo: Cânticos 2" }).click();
  // ACF is the default version: its links need no ?versao=.
  await expect(page).toHaveURL(/\/biblia\/ct\/2$/);
  await expect(verses(page).first()).toContainText("livro so, capítulo 2, versículo 1");
  for (const path of ["/biblia/ct/9", "/biblia/xx/1", "/biblia/ct/0", "/biblia/ct/1a"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "Bíblia" })).toHaveAttribute("href", "/biblia");
  }
});

test("on a 360 px phone the font size goes from 14 to 40 px, named in words, remembered, and the page never scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/biblia/rt/1?versao=ACF");
  await hydrated(page);
  const size = page.getByTestId("tamanho-fonte");
  await expect(size).toHaveText("Normal");
  for (const name of ["Grande", "Muito grande", "Extra grande", "Ampliada", "Muito ampliada", "Máxima"]) {
    await page.getByRole("button", { name: "Aumentar letra" }).click();
    await expect(size).toHaveText(name);
  }
  await expect(page.getByRole("button", { name: "Aumentar letra" })).toBeDisabled();
  await expect(page.getByTestId("versiculos")).toHaveCSS("font-size", "40px");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.reload();
  await expect(size).toHaveText("Máxima");
  for (let i = 0; i < 8; i++) await page.getByRole("button", { name: "Diminuir letra" }).click();
  await expect(size).toHaveText("Mínima");
  await expect(page.getByRole("button", { name: "Diminuir letra" })).toBeDisabled();
});

test("changing the translation reloads the verses", async ({ page }) => {
  await page.goto("/biblia/rt/2?versao=ACF");
  await hydrated(page);
  await expect(verses(page).first()).toContainText("Texto de teste ACF");
  await page.getByLabel("Tradução").selectOption("NVI");
  await expect(page).toHaveURL(/versao=NVI/);
  await expect(verses(page).first()).toContainText("Texto de teste NVI do livro rt, capítulo 2");
});

test("a visitor's bookmarks and history stay in local storage with the spec's keys", async ({ page }) => {
  await page.goto("/biblia/rt/3?versao=ACF");
  await hydrated(page);
  // A verse is selected by a tap; the bar's heart marks it.
  const select = () => page.locator("#v2").getByRole("button").click();
  await select();
  const heart = page.getByRole("button", { name: "Marcar Rt 3:2" });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  const stored = async (key: string) => JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key)) ?? "[]");
  expect(await stored("biblia_marcadores")).toEqual([
    expect.objectContaining({ id: "rt-3-2", livro: "rt", capitulo: 3, versiculo: 2, texto: expect.stringContaining("versículo 2") }),
  ]);
  expect((await stored("biblia_historico"))[0]).toEqual(expect.objectContaining({ livro: "rt", capitulo: 3 }));
  await page.reload();
  await hydrated(page);
  await select();
  await expect(page.getByRole("button", { name: "Marcar Rt 3:2" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Marcar Rt 3:2" }).click();
  await expect(page.getByRole("button", { name: "Marcar Rt 3:2" })).toHaveAttribute("aria-pressed", "false");
  expect(await stored("biblia_marcadores")).toEqual([]);
});

test("copy puts the verse on the clipboard and confirms for 2 seconds", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoHydratedClockStopped(page, "/biblia/rt/4?versao=ACF");
  await page.locator("#v1").getByRole("button").click();
  await page.getByRole("button", { name: "Copiar Rt 4:1" }).click();
  await expect(page.getByText("Copiado!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Texto de teste ACF do livro rt, capítulo 4, versículo 1. — Rt 4:1 (ACF)");
  await page.clock.runFor(1990);
  await expect(page.getByText("Copiado!")).toBeVisible();
  await page.clock.runFor(10);
  await expect(page.getByText("Copiado!")).toBeHidden();
});

test("a missing book is fetched once; later chapters of it make no upstream call", async ({ page }) => {
  await page.goto("/biblia/jn/1?versao=NVI");
  await expect(verses(page).first()).toContainText("Texto de teste NVI do livro jn, capítulo 1");
  await page.goto("/biblia/jn/4?versao=NVI");
  await expect(verses(page).first()).toContainText("capítulo 4");
  expect(await upstreamCalls("/versions/pt-br/nvi/jn/jn.json")).toBe(1);
});

test("source down: the other version's text when held, else the error with 'Tentar Novamente' that works once it is back", async ({ page }) => {
  await page.goto("/biblia/na/1");
  await expect(verses(page).first()).toContainText("Texto de teste ACF do livro na, capítulo 1");
  await setSource("fail", "na");
  await setSource("fail", "hk");
  try {
    await page.goto("/biblia/na/1?versao=NVI");
    await expect(page.getByText("A versão NVI não está disponível agora; mostrando o texto ACF.")).toBeVisible();
    await expect(verses(page).first()).toContainText("Texto de teste ACF do livro na, capítulo 1");
    await page.goto("/biblia/hc/2?versao=NVI");
    await hydrated(page);
    await expect(page.getByText("Não foi possível carregar os versículos")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await setSource("restore", "hk");
    await page.getByRole("button", { name: "Tentar Novamente" }).click();
    await expect(verses(page).first()).toContainText("Texto de teste NVI do livro hk, capítulo 2");
  } finally {
    await setSource("restore", "na");
    await setSource("restore", "hk");
  }
});

test("search finds fetched verses without regard to accents, highlights them and refuses long queries", async ({ page }) => {
  await page.goto("/biblia/am/9?versao=ACF");
  await expect(verses(page).first()).toBeVisible();
  await page.goto("/biblia");
  // Words in another order than the verse's ("livro am capitulo 9 …" alone now opens Amós 9:3 as a reference).
  await page.getByLabel("Buscar na Bíblia").fill("capitulo 9 versiculo 3 LIVRO am");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/biblia\/busca\?q=/);
  const results = page.getByTestId("resultados").getByRole("listitem");
  await expect(results).toHaveCount(1);
  await expect(results.first().getByRole("link")).toHaveText("Am 9:3 (ACF)");
  await expect(results.first().locator("mark").first()).toHaveText("livro");
  await results.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/biblia\/am\/9\?versao=ACF#v3$/);
  await page.goto("/biblia/busca?q=inexistentepalavra");
  await expect(page.getByText("Nenhum versículo encontrado")).toBeVisible();
  const response = await page.goto(`/biblia/busca?q=${"a".repeat(201)}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByText("A busca pode ter no máximo 200 caracteres.")).toBeVisible();
});

test("a visitor's chapter page carries an ETag and answers 304 when unchanged", async ({ request }) => {
  const response = await request.get("/biblia/rt/1?versao=ACF");
  const etag = response.headers()["etag"]!;
  expect(etag).toMatch(/^".+"$/);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect((await request.get("/biblia/rt/1?versao=ACF", { headers: { "If-None-Match": etag } })).status()).toBe(304);
  expect((await request.get("/biblia/rt/2?versao=ACF", { headers: { "If-None-Match": etag } })).status()).toBe(200);
});

test("search has a per-address limit: the 61st search in a minute gets 429 with a Portuguese message", async ({ request }) => {
  const from = { "X-Forwarded-For": "10.232.1.1" };
  for (let i = 0; i < 60; i++)
    expect((await request.get(`/biblia/busca?q=amor${i % 2 ? "" : "+deus"}&pagina=${i + 1}`, { headers: from })).status()).not.toBe(429);
  const refused = await request.get("/biblia/busca?q=luz", { headers: from });
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain("Muitos pedidos em pouco tempo.");
});
