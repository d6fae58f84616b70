import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { createMember, logInAs } from "../support/members.ts";
import { hydrated } from "../support/hydration.ts";

const day = (page: Page, n: number) => page.getByRole("button", { name: `Dia ${n} concluído`, exact: true });

test("ten plan cards with category, level, duration, daily time, lessons and a start button", async ({ page }) => {
  await page.goto("/planos");
  await expect(page.locator("main li h2")).toHaveCount(10);
  const card = page.locator("main > section > ul > li").filter({ hasText: "Bíblia em um Ano" });
  for (const text of ["Bíblia Completa", "Intermediário", "365 dias", "20 minutos por dia", "365 leituras"]) await expect(card).toContainText(text);
  await expectNoSeriousA11yViolations(page);
  await card.getByRole("link", { name: "Começar o plano Bíblia em um Ano" }).click();
  await expect(page).toHaveURL(/\/planos\/biblia-em-um-ano$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bíblia em um Ano" })).toBeVisible();
  await expect(page.getByText("0 de 365 dias concluídos")).toBeVisible();
  // Day 1 reads Genesis 1–3 (1,189 chapters over 365 days) and links to the reader.
  const first = page.locator("main ol > li").first();
  await expect(first.getByRole("link", { name: "Gn 1–3" })).toHaveAttribute("href", "/biblia/gn/1");
  await expect(page.locator("main ol > li").last().getByRole("link", { name: "Ap 19–22" })).toHaveAttribute("href", "/biblia/ap/19");
});

test("a visitor ticks days, sees the percentage, and finds them after a reload", async ({ page }) => {
  await page.goto("/planos/salmos-30-dias");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Sl 1–5" })).toBeVisible();
  await day(page, 1).click();
  await day(page, 2).click();
  await day(page, 3).click();
  await day(page, 3).click();
  await expect(day(page, 1)).toHaveAttribute("aria-pressed", "true");
  await expect(day(page, 3)).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("2 de 30 dias concluídos")).toBeVisible();
  await expect(page.getByText("Progresso: 7%")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await hydrated(page);
  await expect(page.getByText("2 de 30 dias concluídos")).toBeVisible();
  // Days are kept per plan.
  await page.getByRole("link", { name: "Voltar" }).click();
  await expect(page.locator("main li").filter({ hasText: "Salmos em 30 Dias" })).toContainText("2 de 30 dias concluídos (7%)");
  await page.goto("/planos/proverbios-31-dias");
  await hydrated(page);
  await expect(page.getByText("0 de 31 dias concluídos")).toBeVisible();
});

test("a member's days are kept on the server; bad posts change nothing", async ({ page, context, baseURL }) => {
  const id = await createMember("Lia Prado");
  await logInAs(context, baseURL!, id);
  await page.goto("/planos/mulheres-da-biblia-21-dias");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Rt 1:1-22" })).toHaveAttribute("href", "/biblia/rt/1#v1");
  // The tick shows at once; the reload waits for the server to have answered the write.
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/planos/mulheres-da-biblia-21-dias"));
  await day(page, 8).click();
  await expect(day(page, 8)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("1 de 21 dias concluídos")).toBeVisible();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(day(page, 8)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Progresso: 5%")).toBeVisible();

  const post = (form: Record<string, string>) =>
    page.request.post(`${baseURL}/planos/mulheres-da-biblia-21-dias`, { form, headers: { Origin: baseURL! } });
  expect((await post({ dia: "22", concluido: "1" })).status()).toBe(400);
  expect((await post({ dia: "abc", concluido: "1" })).status()).toBe(400);
  expect((await post({ dia: "2", concluido: "talvez" })).status()).toBe(400);
  expect((await post({ dia: "8", concluido: "1" })).status()).toBe(200);
  await page.reload();
  await expect(page.getByText("1 de 21 dias concluídos")).toBeVisible();
  await page.goto("/planos");
  await expect(page.locator("main li").filter({ hasText: "Mulheres da Bíblia em 21 Dias" })).toContainText("1 de 21 dias concluídos (5%)");
});

test("a visitor cannot post a day, and an unknown plan is not found", async ({ page, baseURL }) => {
  const answer = await page.request.post(`${baseURL}/planos/salmos-30-dias`, { form: { dia: "1", concluido: "1" }, headers: { Origin: baseURL! } });
  expect(answer.status()).toBe(401);
  expect((await page.goto("/planos/nao-existe"))!.status()).toBe(404);
});
