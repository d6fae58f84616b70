import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { createMember, logInAs, testDatabase } from "../support/members.ts";

test("the four levels, each with 'Voltar': category, lessons, the introduction and days, the day's study", async ({ page }) => {
  await page.goto("/escola-sabatina");
  const adults = page.getByRole("link", { name: /^Adultos / });
  await expect(adults).toContainText("O Grande Conflito");
  await expect(adults).toContainText("2 lições disponíveis");
  await expect(page.getByRole("link", { name: /^Jovens / })).toContainText("Heróis da Fé");
  await expectNoSeriousA11yViolations(page);

  await adults.click();
  await expect(page).toHaveURL(/\/escola-sabatina\/adultos$/);
  const first = page.getByRole("link", { name: /A origem do conflito/ });
  await expect(first).toContainText(/Lição 1 · Semana de \d+ (de \p{L}+ )?a \d+ de \p{L}+/u);
  await expect(first).toContainText("Ap 12:7");
  await first.click();

  await expect(page.getByRole("heading", { level: 1, name: "Lição 1: A origem do conflito" })).toBeVisible();
  const days = page.locator("main ol > li h2");
  await expect(days).toHaveText(
    ["Sábado à tarde", "Domingo", "Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira"].map((d) => new RegExp(`^${d}`)),
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: /Sábado à tarde/ }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Sábado à tarde: Quando o conflito começou" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Dia Anterior" })).toHaveCount(0);
  await expect(page.getByText("Texto para memorizar")).toBeVisible();
  await page.getByRole("link", { name: "Próximo Dia" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Domingo: Um universo de amor" })).toBeVisible();
  await expect(page.getByRole("link", { name: "1Jo 4:8" })).toHaveAttribute("href", "/biblia/1jo/4#v8");
  await expect(page.getByText(/Ouvir/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const title of [
    "Segunda-feira: Um querubim perfeito",
    "Terça-feira: Guerra no céu",
    "Quarta-feira: O conflito chega ao Éden",
    "Quinta-feira: Por que Deus não destruiu o mal?",
    "Sexta-feira: Estudo adicional",
  ]) {
    await page.getByRole("link", { name: "Próximo Dia" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Próximo Dia" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Entre na sua conta" })).toBeVisible();
  await page.getByRole("link", { name: "Dia Anterior" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Quinta-feira: Por que Deus não destruiu o mal?" })).toBeVisible();

  for (const back of ["/escola-sabatina/adultos/1", "/escola-sabatina/adultos", "/escola-sabatina", "/estudos"]) {
    await page.getByRole("link", { name: "Voltar" }).click();
    await expect(page).toHaveURL(new RegExp(`${back}$`));
  }
});

test("a member finishing Friday completes the lesson once", async ({ page, context, baseURL }) => {
  const id = await createMember("Ester Nunes");
  await logInAs(context, baseURL!, id);
  await page.goto("/escola-sabatina/jovens/2/sexta");
  await page.getByRole("button", { name: "Concluir Lição" }).click();
  await expect(page.getByText("Lição concluída!")).toBeVisible();
  await page.goto("/escola-sabatina/jovens/2/sexta");
  await page.getByRole("button", { name: "Concluir Lição" }).click();
  await expect(page.getByText("Lição concluída!")).toBeVisible();
  const db = testDatabase();
  const awards = await db.selectFrom("awards").select("subject").where("user_id", "=", id).where("source", "=", "lesson").execute();
  await db.destroy();
  expect(awards).toEqual([{ subject: "escola-sabatina/jovens/2" }]);
  const early = await page.request.post(`${baseURL}/escola-sabatina/jovens/2/quinta`, { form: {}, headers: { Origin: baseURL! } });
  expect(early.status()).toBe(400);
});

test("unknown categories, lessons and days are not found; visitors cannot complete", async ({ page, baseURL }) => {
  for (const path of [
    "/escola-sabatina/criancas",
    "/escola-sabatina/adultos/9",
    "/escola-sabatina/adultos/1/sabbath",
    "/escola-sabatina/adultos/01/domingo",
  ])
    expect((await page.goto(path))!.status(), path).toBe(404);
  expect((await page.request.post(`${baseURL}/escola-sabatina/adultos/1/sexta`, { form: {}, headers: { Origin: baseURL! } })).status()).toBe(401);
});
