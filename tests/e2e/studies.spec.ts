import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { createMember, logInAs } from "../support/members.ts";
import { hydrated } from "../support/hydration.ts";

const studies = (page: Page) => page.getByTestId("estudos").locator(":scope > li");

test("public variant: four tabs with counts, 3-lesson previews, a detail that replaces the list; login prompt", async ({ page }) => {
  await page.goto("/estudos");
  const tabs = page.getByRole("navigation", { name: "Tipos de estudo" });
  await expect(tabs.getByRole("link")).toHaveText(["Trimestrais (3)", "Temáticos (7)", "Personagens (10)", "Livros (1)"]);
  await expect(studies(page)).toHaveCount(3);
  const conflict = studies(page).filter({ hasText: "O Grande Conflito" });
  await expect(conflict).toContainText("1. Guerra no Céu");
  await expect(conflict).toContainText("3. A Vitória na Cruz");
  await expect(conflict).not.toContainText("A Palavra Como Salvaguarda");
  await expect(conflict).toContainText("+ 3 mais...");
  await expect(page.getByRole("link", { name: "Fazer Login" })).toHaveAttribute("href", "/login?voltar=%2Festudos");
  await expectNoSeriousA11yViolations(page);

  await tabs.getByRole("link", { name: "Personagens (10)" }).click();
  await expect(studies(page)).toHaveCount(10);
  const elijah = studies(page).filter({ hasText: "Elias, Fogo e Brisa Suave" });
  await expect(elijah).not.toContainText("mais...");
  await elijah.click();
  await expect(page.getByTestId("estudos")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Lição 2: A Voz Mansa e Delicada (1Rs 19:9-13)" })).toBeVisible();
  await page.getByRole("link", { name: "Voltar aos estudos" }).click();
  await expect(studies(page)).toHaveCount(10);

  await tabs.getByRole("link", { name: "Livros (1)" }).click();
  await expect(studies(page)).toHaveCount(1); // the tab's list, not the previous one
  await studies(page).first().click();
  await page.getByRole("link", { name: "Abrir o curso" }).click();
  await expect(page).toHaveURL(/\/estudos\/vida-crista\/sermao-do-monte$/);
});

test("categories with their real course counts, featured courses, category pages and the empty and not-found states", async ({ page }) => {
  await page.goto("/estudos");
  const categories = page.locator("#categorias + ul > li");
  await expect(categories).toHaveCount(5);
  await expect(categories.first()).toContainText("3 cursos");
  await expect(categories.nth(1)).toContainText("2 cursos");
  await expect(page.locator("#destaques + ul a").first()).toHaveAttribute("href", "/estudos/biblicos");

  await categories.nth(1).getByRole("link").click();
  await expect(page).toHaveURL(/\/estudos\/financas$/);
  await expect(page.getByTestId("cursos-categoria").locator(":scope > li")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Voltar para Estudos" })).toHaveAttribute("href", "/estudos");

  expect((await page.goto("/estudos/astronomia"))?.status()).toBe(404);
  const missing = await page.goto("/estudos/biblicos/nao-existe");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Curso não encontrado" })).toBeVisible();
  await expect(page.getByText("O curso que você está procurando não existe.")).toBeVisible();
  await page.getByRole("link", { name: "Voltar para Estudos" }).click();
  await expect(page).toHaveURL(/\/estudos$/);
});

test("the lesson accordion keeps at most one lesson open; visitors are invited to log in", async ({ page }) => {
  await page.goto("/estudos/biblicos/grande-conflito");
  await hydrated(page);
  const lesson = (n: number) => page.getByRole("button", { name: new RegExp(`^Lição ${n}:`) });
  await expect(lesson(1)).toHaveAttribute("aria-expanded", "false");
  await lesson(1).click();
  await expect(lesson(1)).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "Ap 12:7-9" })).toHaveAttribute("href", "/biblia/ap/12#v7");
  await lesson(2).click();
  await expect(lesson(1)).toHaveAttribute("aria-expanded", "false");
  await expect(lesson(2)).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Reflexão:")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Entre na sua conta" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lesson(2).click();
  await expect(page.getByText("Reflexão:")).toHaveCount(0);
});

test("a member completes lessons: course progress, the progress card and points; repeats and bad input change nothing", async ({ page, baseURL }) => {
  const member = await createMember("Rui Lima");
  await logInAs(page.context(), baseURL!, member);
  await page.goto("/estudos");
  await expect(page.getByTestId("progresso")).toContainText("Lições completadas0");
  await expect(page.getByRole("link", { name: "Ver Meus Cursos" })).toHaveAttribute("href", "/cursos");

  await page.goto("/estudos/financas/mordomia-crista");
  await hydrated(page);
  await expect(page.getByTestId("progresso-curso")).toHaveText("0 de 6 lições concluídas (0%)");
  for (const n of [1, 2, 3, 4, 5, 6]) {
    await page.getByRole("button", { name: new RegExp(`^Lição ${n}:`) }).click();
    await page.getByRole("button", { name: "Marcar como concluída" }).click();
    await expect(page.getByText("Você concluiu esta lição.")).toBeVisible();
    if (n === 1) await expect(page.getByText("Conquista desbloqueada: Primeira Lição")).toBeVisible();
  }
  await expect(page.getByTestId("progresso-curso")).toHaveText("6 de 6 lições concluídas (100%)");

  await page.goto("/estudos/relacionamentos/poder-do-perdao");
  await hydrated(page);
  await page.getByRole("button", { name: /^Lição 1:/ }).click();
  await page.getByRole("button", { name: "Marcar como concluída" }).click();
  await expect(page.getByText("Você concluiu esta lição.")).toBeVisible();

  const again = await page.request.post("/estudos/relacionamentos/poder-do-perdao", {
    form: { licao: "1" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(302);
  for (const licao of ["7", "0", "abc", ""]) {
    const bad = await page.request.post("/estudos/relacionamentos/poder-do-perdao", {
      form: { licao },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(bad.status()).toBe(400);
  }

  await page.goto("/estudos");
  const card = page.getByTestId("progresso");
  await expect(card).toContainText("Cursos em andamento1");
  await expect(card).toContainText("Cursos concluídos1");
  await expect(card).toContainText("Lições completadas7");
  await expect(card).toContainText("Horas estudadas4");
});

test("a visitor cannot record a lesson", async ({ page, baseURL }) => {
  const response = await page.request.post("/estudos/biblicos/grande-conflito", {
    form: { licao: "1" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(401);
});
