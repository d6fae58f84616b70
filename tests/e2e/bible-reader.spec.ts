import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { installFakeSpeech, spoken } from "../support/fake-speech.ts";
import { gotoHydrated, hydrated } from "../support/hydration.ts";
import { giveOwnAddress, newMember, PASSWORD, testDatabase, uniqueEmail } from "../support/members.ts";

/** The chapter reader built around the text, on a phone and on a wide screen, against the stand-in source (made-up text). */
const verse = (page: Page, n: number) => page.locator(`#v${n}`);
const toggle = (page: Page, n: number) => verse(page, n).getByRole("button");
const bar = (page: Page) => page.getByRole("region", { name: "Versículos selecionados" });
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const [width, height] of [
  [360, 740],
  [1440, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("Jo 3:1 is in the first screen; 'Ouvir' opens the full read-aloud controls only when asked", async ({ page }) => {
      await installFakeSpeech(page, { voices: [{ name: "Luciana", lang: "pt-BR" }] });
      await gotoHydrated(page, "/biblia/jo/3");
      const first = await verse(page, 1).boundingBox();
      expect(first!.y + first!.height).toBeLessThanOrEqual(height);
      await expect(toggle(page, 1)).toContainText("Texto de teste ACF do livro jo, capítulo 3, versículo 1.");
      await expect(page.getByRole("region", { name: "Ouvir Texto" })).toHaveCount(0);
      const listen = page.getByRole("button", { name: "Ouvir", exact: true });
      await expect(listen).toHaveAttribute("aria-expanded", "false");
      await listen.click();
      const panel = page.getByRole("region", { name: "Ouvir Texto" });
      await expect(panel.getByRole("slider", { name: "Velocidade" })).toBeVisible();
      await expect.poll(() => spoken(page)).toHaveLength(1);
      expect((await spoken(page))[0]!.text).toMatch(/^1\. Texto de teste ACF do livro jo, capítulo 3, versículo 1\./);
      await listen.click();
      await expect(panel).toHaveCount(0);
      await noSideScroll(page);
    });

    test("a visitor selects two verses, highlights them, and the highlight survives a reload", async ({ page }) => {
      await gotoHydrated(page, "/biblia/jo/3?versao=ACF");
      await toggle(page, 2).click();
      await toggle(page, 3).click();
      await expect(toggle(page, 2)).toHaveAttribute("aria-pressed", "true");
      await expect(bar(page)).toContainText("Jo 3:2-3");
      await noSideScroll(page);
      await expectNoSeriousA11yViolations(page);
      await bar(page).getByRole("button", { name: "Destacar em verde" }).click();
      await expect(bar(page)).toHaveCount(0);
      await expect(verse(page, 2)).toHaveAttribute("data-cor", "verde");
      await expect(verse(page, 3)).toHaveAttribute("data-cor", "verde");
      await page.reload();
      await hydrated(page);
      await expect(verse(page, 2)).toHaveAttribute("data-cor", "verde");
      await expect(verse(page, 4)).not.toHaveAttribute("data-cor", /.+/);
      expect(JSON.parse((await stored(page, "biblia_anotacoes"))!)).toEqual([
        expect.objectContaining({ livro: "jo", capitulo: 3, versiculo: 2, cor: "verde", nota: null }),
        expect.objectContaining({ livro: "jo", capitulo: 3, versiculo: 3, cor: "verde", nota: null }),
      ]);
      // Taken away again: one verse, by the keyboard.
      await toggle(page, 2).focus();
      await page.keyboard.press("Enter");
      await bar(page).getByRole("button", { name: "Remover destaque" }).click();
      await expect(verse(page, 2)).not.toHaveAttribute("data-cor", /.+/);
      await expect(verse(page, 3)).toHaveAttribute("data-cor", "verde");
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("Space selects, Esc ends the selection; the bar sits above the bottom navigation", async ({ page }) => {
    await gotoHydrated(page, "/biblia/rt/1?versao=ACF");
    await toggle(page, 4).focus();
    await page.keyboard.press(" ");
    await expect(toggle(page, 4)).toHaveAttribute("aria-pressed", "true");
    const barBox = (await bar(page).boundingBox())!;
    const navBox = (await page.getByRole("navigation", { name: "Navegação inferior" }).boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(navBox.y + 1);
    await page.keyboard.press("Escape");
    await expect(bar(page)).toHaveCount(0);
    await expect(toggle(page, 4)).toHaveAttribute("aria-pressed", "false");
  });

  test("a note on a verse is written, shown under it, kept, changed and removed", async ({ page }) => {
    await gotoHydrated(page, "/biblia/rt/2?versao=ACF");
    await toggle(page, 3).click();
    await toggle(page, 4).click();
    await expect(bar(page).getByRole("button", { name: "Nota (selecione um só versículo)" })).toBeDisabled();
    await toggle(page, 4).click();
    await bar(page).getByRole("button", { name: "Nota em Rt 2:3" }).click();
    const dialog = page.getByRole("dialog", { name: "Nota em Rt 2:3" });
    await dialog.getByLabel("Sua nota").fill("Rute respiga no campo de Boaz.");
    await dialog.getByRole("button", { name: "Salvar nota" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(verse(page, 3)).toContainText("Nota: Rute respiga no campo de Boaz.");
    await page.reload();
    await hydrated(page);
    await expect(verse(page, 3)).toContainText("Rute respiga no campo de Boaz.");
    await toggle(page, 3).click();
    await bar(page).getByRole("button", { name: "Nota em Rt 2:3" }).click();
    await expect(dialog.getByLabel("Sua nota")).toHaveValue("Rute respiga no campo de Boaz.");
    await dialog.getByRole("button", { name: "Remover nota" }).click();
    await expect(verse(page, 3)).not.toContainText("Nota:");
  });

  test("copy puts the selected verses with reference and version on the clipboard; bookmark marks both", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/biblia/rt/4?versao=ACF");
    await toggle(page, 2).click();
    await toggle(page, 1).click();
    await bar(page).getByRole("button", { name: "Copiar Rt 4:1-2" }).click();
    await expect(bar(page).getByText("Copiado!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "1 Texto de teste ACF do livro rt, capítulo 4, versículo 1. 2 Texto de teste ACF do livro rt, capítulo 4, versículo 2. — Rt 4:1-2 (ACF)",
    );
    const heart = bar(page).getByRole("button", { name: "Marcar Rt 4:1-2" });
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(verse(page, 1).getByRole("img", { name: "(marcado)" })).toBeVisible();
    expect(JSON.parse((await stored(page, "biblia_marcadores"))!).map((b: { id: string }) => b.id)).toEqual(["rt-4-1", "rt-4-2"]);
  });

  test("the image of a verse is a PNG card that downloads where sharing files is not offered", async ({ page }) => {
    await gotoHydrated(page, "/biblia/rt/4?versao=ACF");
    await page.evaluate(() => Object.defineProperty(navigator, "canShare", { value: undefined }));
    await toggle(page, 3).click();
    const download = page.waitForEvent("download");
    await bar(page).getByRole("button", { name: "Imagem de Rt 4:3" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("rt-4-3.png");
    const bytes = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(1, 4).toString()).toBe("PNG");
  });

  test("read aloud from a verse reads from that verse on", async ({ page }) => {
    await installFakeSpeech(page, { voices: [{ name: "Luciana", lang: "pt-BR" }] });
    await gotoHydrated(page, "/biblia/rt/1?versao=ACF");
    await toggle(page, 3).click();
    await bar(page).getByRole("button", { name: "Ouvir a partir de Rt 1:3" }).click();
    await expect.poll(() => spoken(page)).toHaveLength(1);
    expect((await spoken(page))[0]!.text).toMatch(/^3\. Texto de teste ACF do livro rt, capítulo 1, versículo 3\./);
  });

  test("previous and next cross books and stop at Gn 1 and Ap 22; the picker goes to a book and chapter, in the version being read", async ({
    page,
  }) => {
    await gotoHydrated(page, "/biblia/ml/4?versao=NVI");
    await page.getByRole("link", { name: "Próximo: Mateus 1" }).click();
    await expect(page).toHaveURL(/\/biblia\/mt\/1\?versao=NVI$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mateus 1");
    await page.getByRole("link", { name: "Anterior: Malaquias 4" }).click();
    await expect(page).toHaveURL(/\/biblia\/ml\/4\?versao=NVI$/);
    await page.goto("/biblia/gn/1?versao=NVI");
    await expect(page.getByRole("button", { name: "Anterior" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Próximo: Gênesis 2" })).toBeVisible();
    await page.goto("/biblia/ap/22?versao=NVI");
    await expect(page.getByRole("button", { name: "Próximo" })).toBeDisabled();

    await hydrated(page);
    await page.getByLabel("Livro", { exact: true }).selectOption({ label: "Romanos" });
    await expect(page.getByLabel("Capítulo", { exact: true }).locator("option")).toHaveCount(16);
    await page.getByLabel("Capítulo", { exact: true }).selectOption("8");
    await page.getByRole("button", { name: "Ir", exact: true }).click();
    await expect(page).toHaveURL(/\/biblia\/rm\/8\?versao=NVI$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Romanos 8");
  });

  test("without JavaScript the picker still reaches the chapter", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto("/biblia/jo/3?versao=NVI");
    await page.getByLabel("Livro", { exact: true }).selectOption("sl");
    await page.getByLabel("Capítulo", { exact: true }).selectOption("1");
    await page.getByRole("button", { name: "Ir", exact: true }).click();
    await expect(page).toHaveURL(/\/biblia\/sl\/1\?versao=NVI$/);
    await context.close();
  });

  test("choosing a book on /biblia shows its chapter grid in view, clear of the bottom navigation", async ({ page }) => {
    await gotoHydrated(page, "/biblia?testamento=nt");
    await page.getByRole("link", { name: /^João/ }).first().click();
    const grid = page.getByRole("list", { name: "Capítulos de João" });
    await expect(grid).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const last = (await grid.getByRole("link", { name: "João 21" }).boundingBox())!;
    const nav = (await page.getByRole("navigation", { name: "Navegação inferior" }).boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(nav.y);
  });

  test("'Continuar lendo' on the home reopens a visitor's last chapter", async ({ page }) => {
    await gotoHydrated(page, "/biblia/jo/3?versao=ACF");
    await gotoHydrated(page, "/");
    await expect(page.getByRole("heading", { name: "Continuar lendo" })).toBeVisible();
    await page.getByRole("link", { name: "João 3" }).first().click();
    await expect(page).toHaveURL(/\/biblia\/jo\/3$/);
  });

  test("a member's highlights live on the server; a long name leaves no side scroll; 'Continuar lendo' is the member's", async ({ page }) => {
    await newMember(page, "Maria Aparecida dos Santos Oliveira");
    await noSideScroll(page);
    await gotoHydrated(page, "/biblia/rm/8?versao=ACF");
    await toggle(page, 2).click();
    await toggle(page, 5).click();
    await noSideScroll(page);
    await bar(page).getByRole("button", { name: "Destacar em azul" }).click();
    await expect(verse(page, 2)).toHaveAttribute("data-cor", "azul");
    const db = testDatabase();
    const rows = async () =>
      (await db.selectFrom("verse_marks").select(["verse", "color"]).where("book", "=", "rm").orderBy("verse").execute()).map(
        (r) => `${r.verse}:${r.color}`,
      );
    await expect.poll(rows).toEqual(["2:azul", "5:azul"]);
    await db.destroy();
    // Nothing was kept in the browser: the page shows what the server holds.
    expect(await stored(page, "biblia_anotacoes")).toBeNull();
    await page.reload();
    await hydrated(page);
    await expect(verse(page, 5)).toHaveAttribute("data-cor", "azul");
    await gotoHydrated(page, "/");
    await noSideScroll(page);
    await expect(page.getByRole("link", { name: "Romanos 8" }).first()).toHaveAttribute("href", "/biblia/rm/8");
  });

  test("a visitor's highlight and note are merged into the account at sign-up", async ({ page }) => {
    await giveOwnAddress(page);
    await gotoHydrated(page, "/biblia/jo/3?versao=ACF");
    await toggle(page, 16).click();
    await bar(page).getByRole("button", { name: "Destacar em rosa" }).click();
    await toggle(page, 16).click();
    await bar(page).getByRole("button", { name: "Nota em Jo 3:16" }).click();
    await page.getByLabel("Sua nota").fill("O amor de Deus.");
    await page.getByRole("button", { name: "Salvar nota" }).click();
    await expect(verse(page, 16)).toContainText("O amor de Deus.");

    await gotoHydrated(page, "/login?modo=cadastro");
    await page.getByLabel("Nome").fill("Joana Visitante");
    await page.getByLabel("Idade").fill("30");
    const email = uniqueEmail("visitante");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirmar senha").fill(PASSWORD);
    await page.locator("main").getByRole("button", { name: "Criar Conta" }).click();
    await expect(page.getByText("Cadastro realizado com sucesso!")).toBeVisible();
    // The visitor's marks join the account at the first login.
    await gotoHydrated(page, "/login");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
    await page.locator("main").getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
    await expect.poll(() => stored(page, "biblia_anotacoes")).toBeNull();

    await gotoHydrated(page, "/biblia/jo/3?versao=ACF");
    await expect(verse(page, 16)).toHaveAttribute("data-cor", "rosa");
    await expect(verse(page, 16)).toContainText("O amor de Deus.");
  });
});

test("the marks action refuses a write from another site, a visitor, a colour off the list, a huge note and a verse the chapter lacks", async ({
  page,
  baseURL,
}) => {
  const post = (form: Record<string, string>, headers: Record<string, string> = { Origin: baseURL! }) =>
    page.request.post("/biblia/rt/1/anotacoes?versao=ACF", { form, headers, maxRedirects: 0 });
  const good = { acao: "destacar", versiculos: "1", cor: "azul" };
  expect((await post(good)).status()).toBe(401);
  await newMember(page, "Teresa Hostil");
  expect((await post(good, { Origin: "https://outro-site.example" })).status()).toBe(403);
  expect((await post(good, { "Sec-Fetch-Site": "cross-site" })).status()).toBe(403);
  for (const [form, status, message] of [
    [{ ...good, cor: "vermelho" }, 400, "Escolha uma das cores de destaque."],
    [{ acao: "anotar", versiculos: "1", nota: "a".repeat(5000) }, 400, "A nota deve ter no máximo 500 caracteres."],
    [{ ...good, versiculos: "150" }, 404, "Versículo não encontrado."],
  ] as const) {
    const response = await post(form);
    expect(response.status()).toBe(status);
    expect(await response.text()).toContain(message);
  }
  const db = testDatabase();
  expect(await db.selectFrom("verse_marks").select("verse").where("book", "=", "rt").where("chapter", "=", 1).execute()).toEqual([]);
  await db.destroy();
});

test.describe("a verse shared from a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("carries the portal's address of that verse, in the version read, which opens it", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const shared: string[] = [];
      (window as unknown as { __shared: string[] }).__shared = shared;
      Object.defineProperty(Navigator.prototype, "share", {
        value: async (data: ShareData) => void shared.push(data.text ?? ""),
        configurable: true,
      });
    });
    await gotoHydrated(page, "/biblia/jo/3?versao=NVI");
    await toggle(page, 16).click();
    await bar(page).getByRole("button", { name: "Compartilhar Jo 3:16" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: string[] }).__shared.length)).toBe(1);
    const text = await page.evaluate(() => (window as unknown as { __shared: string[] }).__shared[0]!);
    const address = `${baseURL}/biblia/jo/3?versao=NVI#v16`;
    expect(text).toBe(`Texto de teste NVI do livro jo, capítulo 3, versículo 16. — Jo 3:16 (NVI)\n${address}`);
    await page.goto(address);
    await expect(verse(page, 16)).toBeInViewport();
  });
});
