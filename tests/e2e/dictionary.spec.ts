import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { hydrated } from "../support/hydration.ts";

const words = (page: Page) => page.locator("main dl dt");
const letters = (page: Page) => page.getByRole("navigation", { name: "Letras" });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Buscar palavra" });

test("letter A by default, another letter on click, references linked to the reader", async ({ page }) => {
  await page.goto("/dicionario");
  await expect(letters(page).getByRole("link", { name: "A", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(words(page).first()).toHaveText("Aba");
  for (const word of await words(page).allTextContents()) expect(word[0]).toBe("A");
  await expect(page.getByRole("status").filter({ hasText: /palavras$/ })).toHaveText(`${await words(page).count()} palavras`);
  await expect(page.getByRole("link", { name: "Mc 14:36" })).toHaveAttribute("href", "/biblia/mc/14#v36");

  await letters(page).getByRole("link", { name: "B", exact: true }).click();
  await expect(page).toHaveURL(/letra=B/);
  await expect(words(page).first()).toHaveText("Baal");
  for (const word of await words(page).allTextContents()) expect(word[0]).toBe("B");
  await expectNoSeriousA11yViolations(page);
});

test("a search ignores case and accents, overrides the letter and hides the letters", async ({ page }) => {
  await page.goto("/dicionario?letra=Z");
  await hydrated(page);
  await searchBox(page).fill("GETSEMANI");
  await expect(letters(page)).toBeHidden();
  await expect(words(page).filter({ hasText: "Aba" })).toHaveCount(1);
  await expect(page).toHaveURL(/q=GETSEMANI/);

  await searchBox(page).fill("palavra-que-não-existe");
  await expect(page.getByText("Nenhuma palavra encontrada")).toBeVisible();
  await expect(page.getByText("0 palavras")).toBeVisible();

  await searchBox(page).fill("");
  await expect(letters(page)).toBeVisible();
  await expect(words(page).first()).toHaveText(/^Z/);
});

test("the search works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/dicionario");
  await searchBox(page).fill("jerico");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/q=jerico/);
  await expect(words(page).filter({ hasText: "Jericó" })).toHaveCount(1);
  await context.close();
});
