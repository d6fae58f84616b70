import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { startBibleSourceStandIn, type BibleSourceStandIn } from "../support/bible-source-stand-in.ts";
import { hydrated } from "../support/hydration.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * The one search (/busca and the top bar's box), on one server for the file with the whole
 * Bible stored from a stand-in source (its made-up verses read "Texto de teste ACF do livro
 * jo, capítulo 3, versículo 16."), before JavaScript and after.
 */
test.describe.configure({ mode: "serial" });

let source: BibleSourceStandIn;
let server: RunningServer;

test.beforeAll(async () => {
  source = await startBibleSourceStandIn();
  server = await startServer(
    { TRUST_PROXY: "1", BIBLE_SOURCE_URL: source.url, BIBLE_BACKGROUND_FETCH: "1", BIBLE_FETCH_GAP_MS: "0" },
    "test-results/server-search.log",
  );
  const health = async () => ((await (await fetch(`${server.url}/healthz`)).json()) as { bible: { state: string } }).bible.state;
  await expect.poll(health, { timeout: 90_000 }).toBe("done");
});

test.afterAll(async () => {
  await server?.stop();
  await source?.close();
});

const mainBox = (page: Page) => page.getByRole("main").getByRole("combobox", { name: "Buscar em tudo" });

test.describe("before JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("the top bar leads to /busca; the GET form finds 'orações' for 'oração', grouped by kind with counts and marked words", async ({ page }) => {
    await page.goto(`${server.url}/hinario`);
    await page.getByRole("banner").getByRole("link", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/\/busca$/);
    await mainBox(page).fill("oração");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page).toHaveURL(/\/busca\?q=ora%C3%A7%C3%A3o&versao=acf$/);

    const hymns = page.getByTestId("grupo-hinos");
    await expect(hymns.getByRole("heading", { level: 2 })).toHaveText(/^Hinos \([\d.]+ resultados?\)$/);
    await expect(hymns.getByRole("link", { name: "Hino 87 — Bendita a Hora de Oração" })).toHaveAttribute("href", "/hinario/87");
    await expect(hymns.locator("mark").first()).toHaveText("Oração");
    // Stemming: lessons and devotionals that say "orações" are found and marked.
    await expect(page.locator("main mark", { hasText: /^orações$/i }).first()).toBeVisible();
    for (const kind of ["dicionario", "estudos", "escola-sabatina", "devocionais"]) await expect(page.getByTestId(`grupo-${kind}`)).toBeVisible();
    const counts = page.getByRole("navigation", { name: "Resultados por tipo" });
    await expect(counts.getByRole("link", { name: /^Hinos \d+$/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Case and accents do not matter: ORACOES finds exactly what oração found.
    const total = await page.getByRole("status").filter({ hasText: "resultados para" }).textContent();
    await page.goto(`${server.url}/busca?q=ORACOES`);
    await expect(page.getByRole("status").filter({ hasText: "resultados para" })).toHaveText(total!.replace("oração", "ORACOES"));
  });

  test("a kind's own list, the Bible in the version chosen, a reference going to the passage", async ({ page }) => {
    await page.goto(`${server.url}/busca`);
    await mainBox(page).fill("teste");
    await page.getByLabel("Versão da Bíblia").selectOption("nvi");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    const bible = page.getByTestId("grupo-biblia");
    await expect(bible.getByRole("heading", { level: 2 })).toHaveText(/^Bíblia \(NVI\) \([\d.]+ resultados\)$/);
    await expect(bible.getByRole("link", { name: "Gn 1:1" })).toHaveAttribute("href", "/biblia/gn/1?versao=NVI#v1");
    await expect(bible.locator("mark").first()).toHaveText("teste");
    await bible.getByRole("link", { name: /^Ver todos os [\d.]+ resultados em Bíblia$/ }).click();
    await expect(page).toHaveURL(/tipo=biblia/);
    await expect(page.getByTestId("grupo-biblia").getByRole("listitem")).toHaveCount(20);

    await page.goto(`${server.url}/busca`);
    await mainBox(page).fill("jo 3 16");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page).toHaveURL(/\/biblia\/jo\/3#v16$/);
    await expect(page.locator("#v16")).toContainText("Texto de teste ACF do livro jo, capítulo 3, versículo 16.");

    await page.goto(`${server.url}/busca?q=${encodeURIComponent("Salmos 23")}&versao=nvi`);
    await expect(page).toHaveURL(/\/biblia\/sl\/23\?versao=NVI$/);
  });

  test("odd queries get a Portuguese message or an empty state, never an error page; what was typed is shown as text", async ({ page }) => {
    const status = async (query: string) => (await page.request.get(`${server.url}/busca?q=${query}`)).status();
    await page.goto(`${server.url}/busca?q=a`);
    await expect(page.getByRole("alert")).toHaveText("Digite pelo menos 2 letras ou números para buscar.");
    expect(await status("a")).toBe(400);
    await page.goto(`${server.url}/busca?q=${"a".repeat(201)}`);
    await expect(page.getByRole("alert")).toHaveText("A busca pode ter no máximo 200 caracteres.");
    await page.goto(`${server.url}/busca?q=Gênesis 51`);
    await expect(
      page.getByRole("status").filter({ hasText: "Gênesis tem 50 capítulos; não existe o capítulo 51. Buscamos as palavras." }),
    ).toBeVisible();
    expect(await status("Gênesis 51")).toBe(200);
    for (const broken of ["%E0%A4%A", "%zz", "%", "amor%00"]) expect(await status(broken)).toBeLessThan(500);
    await page.goto(`${server.url}/busca?q=`);
    await expect(page.getByRole("alert")).toHaveCount(0);

    const hostile = '<img src=x onerror="alert(1)">';
    await page.goto(`${server.url}/busca?q=${encodeURIComponent(hostile)}`);
    await expect(page.getByRole("status").filter({ hasText: "para" })).toContainText(hostile);
    await expect(page.locator("main img")).toHaveCount(0);

    await page.goto(`${server.url}/busca?q=xyzwq`);
    await expect(page.getByText("Nada encontrado para “xyzwq”.", { exact: false })).toBeVisible();

    // The Bible's own search page keeps answering.
    expect(
      await status("amor")
        .then(() => page.request.get(`${server.url}/biblia/busca?q=teste`))
        .then((r) => r.status()),
    ).toBe(200);
  });
});

test.describe("the Bible's verses, ranked", () => {
  test.use({ javaScriptEnabled: false });

  test("'amor' finds the whole word, best first, never 'amorreu'; both pages count alike; Bible order on request", async ({ page }) => {
    await page.goto(`${server.url}/busca?q=amor&tipo=biblia`);
    const found = page.getByTestId("grupo-biblia").getByRole("listitem");
    await expect(found).toHaveCount(3);
    const shown = await found.getByRole("link").allTextContents();
    // Both first: the dictionary's entry Amor cites them (decision 0051).
    expect(shown.slice(0, 2).sort()).toEqual(["1Co 13:4", "1Jo 4:8"]);
    expect(shown[2]).toBe("Êx 15:2");
    await expect(page.getByTestId("grupo-biblia").locator("mark")).toHaveText(["amor", "amor", "amor", "amor", "amor"]);
    await expect(page.getByText(/amorreu/)).toHaveCount(0);

    await page.goto(`${server.url}/biblia/busca?q=amor`);
    await expect(page.getByRole("heading", { name: "3 versículos encontrados" })).toBeVisible();
    const ranked = page.getByTestId("resultados").getByRole("listitem").getByRole("link");
    await expect(ranked.last()).toHaveText("Êx 15:2 (ACF)");
    await page.getByRole("navigation", { name: "Ordenar versículos" }).getByRole("link", { name: "ordem bíblica" }).click();
    await expect(page).toHaveURL(/ordem=biblica/);
    await expect(ranked).toHaveText(["Êx 15:2 (ACF)", "1Co 13:4 (ACF)", "1Jo 4:8 (ACF)"]);
    await expect(page.getByRole("navigation", { name: "Ordenar versículos" }).locator("[aria-current]")).toHaveText("ordem bíblica");

    // 'oração' is not 'oráculo'; 'amorreu' is found when asked for; a phrase in quotes.
    await page.goto(`${server.url}/biblia/busca?q=ora%C3%A7%C3%A3o`);
    await expect(page.getByRole("heading", { name: "1 versículo encontrado" })).toBeVisible();
    await expect(page.getByTestId("resultados").getByRole("link")).toHaveText("Tg 5:5 (ACF)");
    await page.goto(`${server.url}/busca?q=ora%C3%A7%C3%A3o&tipo=biblia`);
    await expect(page.getByTestId("grupo-biblia").getByRole("heading")).toHaveText("Bíblia (ACF) (1 resultado)");
    await page.goto(`${server.url}/biblia/busca?q=amorreu`);
    await expect(page.getByTestId("resultados").getByRole("link")).toHaveText("Gn 10:6 (ACF)");
    await page.goto(`${server.url}/biblia/busca?q=${encodeURIComponent('"Deus é amor"')}`);
    await expect(page.getByTestId("resultados").getByRole("link")).toHaveText("1Jo 4:8 (ACF)");
  });
});

test.describe("after JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the top bar's box suggests as one types, grouped, and the keyboard moves, follows and closes", async ({ page }) => {
    await page.goto(`${server.url}/`);
    await hydrated(page);
    const box = page.getByRole("banner").getByRole("combobox", { name: "Buscar em tudo" });
    await box.pressSequentially("graça");
    const list = page.getByRole("listbox", { name: "Sugestões de busca" });
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(list.getByRole("group", { name: /^Hinos · [\d.]+ resultados$/ })).toBeVisible();
    await expect(list.getByRole("group", { name: /^Bíblia \(ACF\)/ })).toHaveCount(0);
    const first = list.getByRole("option").first();
    await expect(first).toContainText("Graça");
    await expect(first.locator("mark")).toHaveText("Graça");

    await box.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await box.press("ArrowUp");
    await expect(list.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
    await expect(list.getByRole("option").last()).toHaveText("Ver todos os resultados para “graça”");
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("graça");

    await box.press("ArrowDown");
    await box.press("ArrowDown");
    const href = await first.textContent();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/hinario\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(href!.replace(/^Hino \d+ — /, ""));
  });

  test("on a phone, /busca's box suggests the Bible and a typed reference, and Enter opens the passage", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/busca`);
    await hydrated(page);
    const box = mainBox(page);
    await box.pressSequentially("teste livro");
    const list = page.getByRole("listbox", { name: "Sugestões de busca" });
    await expect(list.getByRole("group", { name: /^Bíblia \(ACF\) · [\d.]+ resultados$/ })).toBeVisible();
    await expect(list.getByRole("option").first().locator("mark").first()).toHaveText("teste");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);

    await box.fill("jo 3 16");
    await expect(list.getByRole("option").first()).toHaveText("Abrir Jo 3:16");
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/biblia\/jo\/3#v16$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("João 3");

    // Enter with no option chosen searches: the results page.
    await page.goto(`${server.url}/busca`);
    await hydrated(page);
    await mainBox(page).fill("orações");
    await mainBox(page).press("Enter");
    await expect(page).toHaveURL(/\/busca\?q=ora%C3%A7%C3%B5es/);
    await expect(page.getByTestId("grupo-hinos").locator("mark").first()).toHaveText("Oração");
  });

  test("after Enter the suggestions close and leave the results in view, and stay under the top bar", async ({ page }) => {
    await page.goto(`${server.url}/`);
    await hydrated(page);
    const box = page.getByRole("banner").getByRole("combobox", { name: "Buscar em tudo" });
    await box.pressSequentially("amor");
    const list = page.getByRole("listbox", { name: "Sugestões de busca" });
    await expect(list).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/busca\?q=amor/);
    await expect(page.getByTestId("grupo-biblia")).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();
    // Typing again opens it.
    await box.press("End");
    await box.pressSequentially(" deus");
    await expect(list).toBeVisible();

    // The page's own box: its list closes on Enter too, and when open never lies over the top bar.
    await page.goto(`${server.url}/busca`);
    await hydrated(page);
    await mainBox(page).pressSequentially("teste");
    const pageList = page.getByRole("main").getByRole("listbox", { name: "Sugestões de busca" });
    await expect(pageList).toBeVisible();
    await page.mouse.wheel(0, 300);
    const barOnTop = await page.evaluate(() => {
      const bar = document.querySelector("header")!.getBoundingClientRect();
      const hit = document.elementFromPoint(bar.left + bar.width / 2, bar.bottom - 2);
      return hit?.closest("header") !== null;
    });
    expect(barOnTop).toBe(true);
    await mainBox(page).press("Enter");
    await expect(page).toHaveURL(/\/busca\?q=teste/);
    await expect(pageList).toBeHidden();
  });
});
