import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { gotoHydrated } from "../support/hydration.ts";

/**
 * The content linked together, against the stand-in Bible source (made-up text): João 14 lists
 * what cites it, a reference in the dictionary or a lesson opens its verses, a hymn shows its verse.
 */
const nestaPassagem = (page: Page) => page.getByRole("region", { name: "Nesta passagem" });
const madeUp = (book: string, chapter: number, verse: number) => `Texto de teste ACF do livro ${book}, capítulo ${chapter}, versículo ${verse}.`;

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("João 14 lists the hymns, dictionary entries, lessons and devotionals that cite it, and each link opens its item", async ({ page }) => {
    await gotoHydrated(page, "/biblia/jo/14");
    const section = nestaPassagem(page);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText([
      "Hinos (3)",
      "Dicionário Bíblico (5)",
      "Escola Sabatina (1)",
      "Devocionais (6)",
    ]);
    await expect(section.getByRole("listitem").filter({ hasText: "Jesus Voltará" })).toHaveText("26. Jesus Voltará · v. 3");
    await expect(section.getByRole("listitem").filter({ hasText: "Consolador" })).toHaveText("Consolador · v. 16-17, 26");
    await noSideScroll(page);
    await expectNoSeriousA11yViolations(page);

    // A hymn: its page shows the verse it sings, with the version named and a link back to it.
    await section.getByRole("link", { name: "26. Jesus Voltará" }).click();
    await expect(page).toHaveURL(/\/hinario\/26$/);
    const verse = page.getByRole("figure", { name: "Versículo do hino" });
    await expect(verse.getByRole("blockquote")).toHaveText(madeUp("jo", 14, 3));
    await expect(verse).toContainText("Almeida Corrigida Fiel (ACF)");
    await expect(verse.getByRole("link", { name: "Jo 14:3" })).toHaveAttribute("href", "/biblia/jo/14#v3");
    await noSideScroll(page);

    // A dictionary entry: its letter's page, scrolled to its card.
    await page.goBack();
    await nestaPassagem(page).getByRole("link", { name: "Céu", exact: true }).click();
    await expect(page).toHaveURL(/\/dicionario\?letra=C#ceu$/);
    await expect(page.locator("#ceu dt")).toHaveText("Céu");
    await expect(page.locator("#ceu")).toBeInViewport();

    // A Sabbath School lesson's day.
    await page.goBack();
    await nestaPassagem(page)
      .getByRole("link", { name: /Lição 2, Quinta-feira/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Quinta-feira: O caráter de Deus revelado" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Jo 14:9" })).toBeVisible();
  });
});

test("a chapter nothing cites has no 'Nesta passagem', and a hymn without a verse shows none", async ({ page }) => {
  await page.goto("/biblia/nm/33");
  await expect(page.locator("#v1")).toBeVisible();
  await expect(nestaPassagem(page)).toHaveCount(0);
  await page.goto("/hinario/3");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("3. Ó Deus de Amor");
  await expect(page.getByRole("figure", { name: "Versículo do hino" })).toHaveCount(0);
});

test("a dictionary reference opens its verses in a popover from the keyboard; Esc closes it", async ({ page }) => {
  await gotoHydrated(page, "/dicionario?letra=C");
  const reference = page.locator("#ceu").getByRole("link", { name: "Jo 14:2-3" });
  await reference.focus();
  await page.keyboard.press("Enter");
  const popover = page.getByRole("dialog", { name: "Jo 14:2-3" });
  await expect(popover).toContainText(madeUp("jo", 14, 2));
  await expect(popover).toContainText(madeUp("jo", 14, 3));
  await expect(popover).not.toContainText(madeUp("jo", 14, 4));
  await expect(popover).toContainText("Almeida Corrigida Fiel (ACF)");
  await expect(popover.getByRole("link", { name: "Ler o capítulo" })).toHaveAttribute("href", "/biblia/jo/14#v2");
  await expect(page).toHaveURL(/\/dicionario\?letra=C$/);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(popover).toHaveCount(0);
  await expect(reference).toBeFocused();
});

test("a lesson's reference opens its verse in a popover", async ({ page }) => {
  await gotoHydrated(page, "/escola-sabatina/adultos/1/domingo");
  await page.getByRole("link", { name: "1Jo 4:8" }).click();
  const popover = page.getByRole("dialog", { name: "1Jo 4:8" });
  await expect(popover).toContainText(madeUp("1jo", 4, 8));
  await popover.getByRole("button", { name: "Fechar" }).click();
  await expect(popover).toHaveCount(0);
  await expect(page).toHaveURL(/\/escola-sabatina\/adultos\/1\/domingo$/);
});

test("without JavaScript a reference opens the chapter at its verse", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/dicionario?letra=C");
  await page.locator("#ceu").getByRole("link", { name: "Jo 14:2-3" }).click();
  await expect(page).toHaveURL(/\/biblia\/jo\/14#v2$/);
  await expect(page.locator("#v2")).toContainText(madeUp("jo", 14, 2));
  await context.close();
});

test("the chapter with its citations and a hymn with its verse stay visitors' pages the render cache keeps", async ({ request }) => {
  for (const address of ["/biblia/jo/14", "/hinario/26"]) {
    const first = await request.get(address);
    expect(await first.text()).toContain(address === "/hinario/26" ? madeUp("jo", 14, 3) : "Nesta passagem");
    const etag = first.headers()["etag"];
    expect(etag, address).toMatch(/^"[\w-]+"$/);
    expect((await request.get(address, { headers: { "If-None-Match": etag! } })).status()).toBe(304);
  }
});
