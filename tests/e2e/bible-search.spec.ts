import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { books } from "#app/areas/bible/books.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { madeUpVerseCount, startBibleSourceStandIn, type BibleSourceStandIn } from "../support/bible-source-stand-in.ts";
import { hydrated } from "../support/hydration.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * A fresh server with its background fetch on (as a real installation starts): once /healthz
 * says every book is stored, search covers the whole Bible, and a reference typed in the box
 * opens the passage. Its own stand-in source and server, with no gap between requests (the
 * stand-in is local); the suite's shared server reads books only as they are opened.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 360, height: 740 } });

const LOG = "test-results/server-bible-search.log";
let source: BibleSourceStandIn;
let server: RunningServer;

test.beforeAll(async () => {
  source = await startBibleSourceStandIn();
  server = await startServer({ TRUST_PROXY: "1", BIBLE_SOURCE_URL: source.url, BIBLE_BACKGROUND_FETCH: "1", BIBLE_FETCH_GAP_MS: "0" }, LOG);
});

test.afterAll(async () => {
  await server?.stop();
  await source?.close();
});

test("a fresh server fetches every book of ACF and NVI in the background, says so on /healthz and in its log", async () => {
  const health = async () => (await (await fetch(`${server.url}/healthz`)).json()) as { bible: { state: string } };
  await expect.poll(async () => (await health()).bible.state, { timeout: 60_000 }).toBe("done");
  expect(await health()).toEqual({ status: "ok", database: "ok", bible: { state: "done", books: { acf: 66, nvi: 66 }, of: 66 } });
  // One request per book: nothing was asked twice.
  expect(Number(await (await fetch(`${source.origin}/__control/total`)).text())).toBe(2 * 66);
  const log = await readFile(LOG, "utf8");
  for (const line of ["bible background fetch: started", "bible background fetch: progress", "bible background fetch: done"])
    expect(log).toContain(line);
});

test("search covers all 66 books: a word found only in Apocalipse is found, on a 360 px screen", async ({ page }) => {
  await page.goto(`${server.url}/biblia`);
  // In the stand-in's made-up text only Apocalipse's verses have the word "re" (its code at the source).
  await page.getByLabel("Buscar na Bíblia").fill("re");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/biblia\/busca\?q=re/);
  await expect(page.getByText("A busca cobre a Bíblia inteira na ACF: 66 livros.")).toBeVisible();
  const revelation = books.find((b) => b.id === "ap")!;
  const verses = Array.from({ length: revelation.capitulos }, (_, c) => madeUpVerseCount("ap", c + 1)).reduce((a, b) => a + b, 0);
  await expect(page.getByRole("heading", { name: `${verses.toLocaleString("pt-BR")} versículos encontrados` })).toBeVisible();
  const results = page.getByTestId("resultados").getByRole("listitem");
  await expect(results.first().getByRole("link")).toHaveText("Ap 1:1 (ACF)");
  await expect(results.first().locator("mark")).toHaveText("re");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
});

test("'Jo 3:16' typed in the search box opens João 3 at verse 16; a chapter that does not exist gets a clear message", async ({ page }) => {
  await page.goto(`${server.url}/biblia/busca`);
  await hydrated(page);
  await page.getByLabel("Buscar na Bíblia").fill("Jo 3:16");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/biblia\/jo\/3#v16$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("João 3");
  await expect(page.locator("#v16")).toContainText("Texto de teste ACF do livro jo, capítulo 3, versículo 16.");
  await expect(page.locator("#v16")).toBeInViewport();

  // The same without JavaScript: the server's redirect, in the version searched.
  const response = await fetch(`${server.url}/biblia/busca?q=${encodeURIComponent("1co13:4-7")}&versao=nvi`, { redirect: "manual" });
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/biblia/1co/13?versao=NVI&trecho=13:4-7#v4");

  await page.goto(`${server.url}/biblia/busca`);
  await page.getByLabel("Buscar na Bíblia").fill("Gênesis 51");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText("Gênesis tem 50 capítulos; não existe o capítulo 51. Buscamos as palavras.")).toBeVisible();
  await expect(page.getByLabel("Buscar na Bíblia")).toHaveValue("Gênesis 51");
  // Searched as words, never refused.
  expect((await page.request.get(`${server.url}/biblia/busca?q=gn+51`)).status()).toBe(200);
});

test("references typed as Brazilians write them open the passage, a range highlighted whole", async ({ page }) => {
  const opens = async (typed: string) =>
    (await fetch(`${server.url}/biblia/busca?q=${encodeURIComponent(typed)}`, { redirect: "manual" })).headers.get("location");
  expect(await opens("Primeira Coríntios 2:3")).toBe("/biblia/1co/2#v3");
  expect(await opens("1ª Coríntios 13")).toBe("/biblia/1co/13");
  expect(await opens("II Timóteo 3:16")).toBe("/biblia/2tm/3#v16");
  expect(await opens("Gên 1:1")).toBe("/biblia/gn/1#v1");
  expect(await opens("2 Tess 3:10")).toBe("/biblia/2ts/3#v10");
  expect(await opens("Atos dos Apóstolos 2")).toBe("/biblia/at/2");
  expect(await opens("Jd 3")).toBe("/biblia/jd/1#v3");
  expect(await opens("3 João 4")).toBe("/biblia/3jo/1#v4");
  expect(await opens("João capítulo 3 versículo 16")).toBe("/biblia/jo/3#v16");
  expect(await opens("Mateus cap. 5")).toBe("/biblia/mt/5");

  // A range across chapters: its first verse, every verse of it set off, then its next chapter.
  await page.goto(`${server.url}/biblia/busca`);
  await hydrated(page);
  await page.getByLabel("Buscar na Bíblia").fill("Is 52:3-53:2");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/biblia\/is\/52\?trecho=52:3-53:2#v3$/);
  await expect(page.getByTestId("trecho")).toContainText("Trecho: Isaías 52:3–53:2");
  await expect(page.locator("[data-trecho]")).toHaveCount(madeUpVerseCount("is", 52) - 2);
  await expect(page.locator("#v3")).toHaveAttribute("data-trecho", "true");
  await expect(page.locator("#v2")).not.toHaveAttribute("data-trecho");
  await page.getByTestId("trecho").getByRole("link", { name: "Próximo: Isaías 53" }).click();
  await expect(page).toHaveURL(/\/biblia\/is\/53\?trecho=52:3-53:2$/);
  await expect(page.locator("[data-trecho]")).toHaveCount(2);
  await expect(page.getByTestId("trecho").getByRole("link")).toHaveCount(0);

  // A range of chapters opens its first, named, with 'Próximo' inside it.
  await page.goto(`${server.url}/biblia/busca?q=${encodeURIComponent("Mt 5-7")}`);
  await expect(page).toHaveURL(/\/biblia\/mt\/5\?trecho=5-7$/);
  await expect(page.getByTestId("trecho")).toContainText("Trecho: Mateus 5–7 · Próximo: Mateus 6");
  await page.getByRole("navigation", { name: "Capítulos" }).getByRole("link", { name: "Próximo: Mateus 6" }).click();
  await expect(page).toHaveURL(/\/biblia\/mt\/6\?trecho=5-7$/);
});
