import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { hydrated } from "../support/hydration.ts";

const courses = (page: Page) => page.getByTestId("cursos").locator(":scope > li");

test("12 courses, the featured section with ids 1, 2 and 5, certificates and levels", async ({ page }) => {
  await page.goto("/cursos");
  await expect(courses(page)).toHaveCount(12);
  const featured = page.getByTestId("destaques").locator("h3");
  await expect(featured).toHaveText(["Fundamentos da Fé Cristã", "Como Estudar a Bíblia", "Evangelismo Pessoal"]);
  const leadership = courses(page).filter({ hasText: "Liderança Servidora" });
  await expect(leadership).toContainText("Intermediário");
  await expect(leadership).not.toContainText("Certificado");
  await expect(courses(page).filter({ hasText: "Fundamentos da Fé Cristã" })).toContainText("Certificado");
  await expectNoSeriousA11yViolations(page);
});

test("search over title, description and instructor, combined with the chip; featured only for todos without search", async ({ page }) => {
  await page.goto("/cursos");
  await hydrated(page);
  const search = page.getByRole("searchbox", { name: "Buscar curso" });
  await search.fill("ministério jovem");
  await expect(courses(page)).toHaveCount(2);
  await expect(page.getByTestId("destaques")).toHaveCount(0);
  await search.fill("DANIEL");
  await expect(courses(page)).toHaveText([/As Profecias de Daniel/]);
  await search.fill("vizinhança");
  await expect(courses(page)).toHaveText([/Missão na Cidade/]);
  await search.fill("");
  await page.getByRole("link", { name: "Família", exact: true }).click();
  await expect(page).toHaveURL(/categoria=familia/);
  await expect(courses(page)).toHaveCount(2);
  await expect(page.getByTestId("destaques")).toHaveCount(0);
  await search.fill("casal");
  await expect(courses(page)).toHaveText([/Casamento Segundo o Coração de Deus/]);
  await search.fill("daniel");
  await expect(page.getByText("Nenhum curso encontrado")).toBeVisible();
  await expect(page.getByText("Tente buscar por outro termo ou selecione outra categoria")).toBeVisible();
  await page.getByRole("link", { name: "Todos", exact: true }).click();
  await expect(courses(page)).toHaveCount(1);
  await search.fill("");
  await expect(page.getByTestId("destaques")).toBeVisible();
});

test("the filter works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/cursos?categoria=jovens");
  await expect(courses(page)).toHaveCount(2);
  await page.goto("/cursos?q=nada-assim");
  await expect(page.getByText("Nenhum curso encontrado")).toBeVisible();
  await context.close();
});

test("the detail dialog closes by its button, Esc and the backdrop; 'Começar Agora' goes to /estudos/biblicos", async ({ page }) => {
  await page.goto("/cursos");
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: "Evangelismo Pessoal" });
  // Shown before the next step: a click outside sent while it is still opening closes nothing.
  const open = async () => {
    await page.getByRole("button", { name: "Ver detalhes de Evangelismo Pessoal" }).first().click();
    await expect(dialog).toBeVisible();
  };

  await open();
  await expect(dialog).toContainText("Ministério Pessoal");
  await expect(dialog).toHaveCSS("max-height", /px$/);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Fechar" }).click();
  await expect(dialog).toHaveCount(0);

  await open();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await open();
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);

  await open();
  await dialog.getByRole("link", { name: "Começar Agora" }).click();
  await expect(page).toHaveURL(/\/estudos\/biblicos$/);
});
