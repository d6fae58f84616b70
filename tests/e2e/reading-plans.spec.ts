import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { createMember, logInAs, testDatabase } from "../support/members.ts";
import { hydrated } from "../support/hydration.ts";

const day = (page: Page, n: number) => page.getByRole("button", { name: `Dia ${n} concluído`, exact: true });
const CONFIRM = "Você ainda não abriu todos os trechos deste dia. Concluir mesmo assim?";
const confirmation = (page: Page) => page.getByRole("dialog", { name: "Concluir o dia?" });

/** Ticks a day whose passages were not opened: the confirmation is asked and accepted. */
async function tickAnyway(page: Page, n: number) {
  await day(page, n).click();
  await expect(confirmation(page)).toContainText(CONFIRM);
  await confirmation(page).getByRole("button", { name: "Concluir mesmo assim" }).click();
  await expect(day(page, n)).toHaveAttribute("aria-pressed", "true");
}

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
  await expect(first.getByRole("link", { name: "Gn 1–3" })).toHaveAttribute("href", "/biblia/gn/1?plano=biblia-em-um-ano&dia=1");
  await expect(page.locator("main ol > li").last().getByRole("link", { name: "Ap 19–22" })).toHaveAttribute(
    "href",
    "/biblia/ap/19?plano=biblia-em-um-ano&dia=365",
  );
});

test("a visitor ticks days, sees the percentage, and finds them after a reload", async ({ page }) => {
  await page.goto("/planos/salmos-30-dias");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Sl 1–5" })).toBeVisible();
  // A day whose passages were not opened asks first; cancelled, it stays unticked.
  await day(page, 1).click();
  await expect(confirmation(page)).toContainText(CONFIRM);
  await confirmation(page).getByRole("button", { name: "Cancelar" }).click();
  await expect(day(page, 1)).toHaveAttribute("aria-pressed", "false");
  for (const n of [1, 2, 3]) await tickAnyway(page, n);
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
  await expect(page.getByRole("link", { name: "Rt 1:1-22" }).first()).toHaveAttribute(
    "href",
    /^\/biblia\/rt\/1\?trecho=1%3A1-22&plano=mulheres-da-biblia-21-dias&dia=\d+#v1$/,
  );
  // The tick shows at once; the reload waits for the server to have answered the write.
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/planos/mulheres-da-biblia-21-dias"));
  await tickAnyway(page, 8);
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

const planBar = (page: Page) => page.getByRole("region", { name: "Plano de leitura" });

test("a visitor's plan day walks Sl 1 to Sl 5 passage by passage, then 'Concluir dia' ticks it without asking", async ({ page }) => {
  await page.goto("/planos/salmos-30-dias");
  await hydrated(page);
  await page.getByRole("link", { name: "Sl 1–5" }).click();
  await expect(page).toHaveURL(/\/biblia\/sl\/1\?plano=salmos-30-dias&dia=1$/);
  await hydrated(page);
  await expect(planBar(page)).toContainText("Salmos em 30 Dias · Dia 1 · Trecho 1 de 5");
  await expectNoSeriousA11yViolations(page);
  for (let n = 2; n <= 5; n++) {
    await planBar(page)
      .getByRole("link", { name: `Próximo trecho: Sl ${n}` })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Salmos ${n}`);
    await expect(planBar(page)).toContainText(`Trecho ${n} de 5`);
  }
  await expect(planBar(page).getByRole("link", { name: /Próximo trecho/ })).toHaveCount(0);
  // A reload keeps the plan (it is in the address).
  await page.reload();
  await hydrated(page);
  await expect(planBar(page)).toContainText("Dia 1 · Trecho 5 de 5");
  await planBar(page).getByRole("button", { name: "Concluir dia" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(planBar(page)).toContainText("Dia 1 concluído");
  await expect(planBar(page).getByRole("link", { name: "Ir para o dia 2" })).toHaveAttribute("href", "/biblia/sl/6?plano=salmos-30-dias&dia=2");
  await page.goto("/planos/salmos-30-dias");
  await hydrated(page);
  await expect(day(page, 1)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("1 de 30 dias concluídos")).toBeVisible();
});

test("a member's 'Concluir dia' asks while passages are unopened, and is kept on the server once the day is walked", async ({
  page,
  context,
  baseURL,
}) => {
  const id = await createMember("Davi Leitor");
  await logInAs(context, baseURL!, id);
  await page.goto("/biblia/sl/6?plano=salmos-30-dias&dia=2");
  await hydrated(page);
  await expect(planBar(page)).toContainText("Dia 2 · Trecho 1 de 5");
  await planBar(page).getByRole("button", { name: "Concluir dia" }).click();
  const dialog = page.getByRole("dialog", { name: "Concluir o dia?" });
  await expect(dialog).toContainText(CONFIRM);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(planBar(page).getByRole("button", { name: "Concluir dia" })).toBeVisible();
  for (let n = 7; n <= 10; n++) {
    await planBar(page)
      .getByRole("link", { name: `Próximo trecho: Sl ${n}` })
      .click();
    await expect(planBar(page)).toContainText(`Trecho ${n - 5} de 5`);
  }
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/planos/salmos-30-dias"));
  await planBar(page).getByRole("button", { name: "Concluir dia" }).click();
  expect((await saved).ok()).toBe(true);
  await expect(planBar(page)).toContainText("Dia 2 concluído");
  await page.reload();
  await expect(planBar(page)).toContainText("Dia 2 concluído");
  const db = testDatabase();
  expect(await db.selectFrom("reading_plan_days").select(["plan_id", "day"]).where("user_id", "=", id).execute()).toEqual([
    { plan_id: "salmos-30-dias", day: 2 },
  ]);
  await db.destroy();
});

test("plan parameters that do not fit show the reader without the bar, never an error", async ({ page }) => {
  for (const query of [
    "plano=nao-existe&dia=1",
    "plano=salmos-30-dias&dia=99",
    "plano=salmos-30-dias&dia=0",
    "plano=salmos-30-dias&dia=abc",
    "plano=salmos-30-dias&dia=2",
    "plano=%3Cscript%3E&dia=1",
    "plano=salmos-30-dias",
  ]) {
    const answer = await page.goto(`/biblia/sl/1?${query}`);
    expect(answer!.status(), query).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Salmos 1");
    await expect(planBar(page), query).toHaveCount(0);
  }
});

test("the home's cards open the member's current plan day and today's devotional; with no plan, the plans", async ({ page, context, baseURL }) => {
  await page.goto("/");
  const planCard = page.locator("main").getByRole("link", { name: /Bíblia em um ano/ });
  await expect(planCard).toHaveAttribute("href", "/planos");
  const devotional = page.locator("main").getByRole("link", { name: /Devocional do dia/ });
  await expect(devotional).toHaveAttribute("href", /^\/devocional\/[^/?#]+$/);
  // The devotional by its title and verse ("Título · Sl 46:1").
  await expect(devotional).toContainText(/Devocional do dia.+ · [1-3]?[A-Z][a-zç]+ \d+:\d+/);
  await devotional.click();
  await expect(page).toHaveURL(/\/devocional\/[^/?#]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const id = await createMember("Ester Constante");
  const db = testDatabase();
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  // An older plan, then the most recent one: days 1, 2 and 3 of the Psalms, so day 4 is next.
  await db
    .insertInto("reading_plan_days")
    .values({ user_id: id, plan_id: "proverbios-31-dias", day: 1, completed_at: at(60) })
    .execute();
  await db
    .insertInto("reading_plan_days")
    .values([1, 2, 3].map((d) => ({ user_id: id, plan_id: "salmos-30-dias", day: d, completed_at: at(10 - d) })))
    .execute();
  await db.destroy();
  await logInAs(context, baseURL!, id);
  await page.goto("/");
  const today = page.locator("main").getByRole("link", { name: /^Hoje: Dia 4/ });
  await expect(today).toHaveAttribute("href", "/biblia/sl/16?plano=salmos-30-dias&dia=4");
  await expect(today).toContainText("Hoje: Dia 4 · Sl 16–20Salmos em 30 Dias");
  await today.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Salmos 16");
  await expect(planBar(page)).toContainText("Salmos em 30 Dias · Dia 4 · Trecho 1 de 5");
});

test("on a phone, 'Começar' starts the plan, the home's first card is today's reading, and the chapter's own 'Próximo' walks the day to 'Dia 1 concluído' with its points", async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const id = await createMember("Maria Aparecida dos Santos Figueiredo");
  await logInAs(context, baseURL!, id);
  await page.goto("/planos");
  await page.getByRole("button", { name: "Começar o plano Salmos em 30 Dias" }).click();
  await expect(page).toHaveURL("/biblia/sl/1?plano=salmos-30-dias&dia=1");
  await expect(planBar(page)).toContainText("Salmos em 30 Dias · Dia 1 · Trecho 1 de 5");

  // Started, not a day done: the home leads with today's reading and lists the plan.
  await page.goto("/");
  const first = page.locator("main").getByRole("link").first();
  await expect(first).toHaveText("Hoje: Dia 1 · Sl 1–5Salmos em 30 Dias");
  await expect(page.locator("main").getByText("0 de 30 dias")).toBeVisible();
  await expect(page.locator("main").getByText("Você ainda não começou um plano.")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  await first.click();
  const chapters = page.getByRole("navigation", { name: "Capítulos" });
  await expect(chapters.getByRole("link", { name: "Anterior: Salmos em 30 Dias" })).toHaveAttribute("href", "/planos/salmos-30-dias");
  for (const n of [2, 3, 4, 5]) {
    await hydrated(page);
    await chapters.getByRole("link", { name: `Próximo: Salmos ${n}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Salmos ${n}`);
    await expect(planBar(page)).toContainText(`Dia 1 · Trecho ${n} de 5`);
  }
  await expect(chapters.getByRole("link", { name: "Anterior: Salmos 4" })).toHaveAttribute("href", "/biblia/sl/4?plano=salmos-30-dias&dia=1");
  await hydrated(page);
  // Every passage was opened: no question asked.
  await chapters.getByRole("button", { name: "Concluir dia 1" }).click();
  await expect(chapters.getByRole("status")).toContainText("Dia 1 concluído · +10 pontos");
  await expect(confirmation(page)).toHaveCount(0);
  await expect(chapters.getByRole("link", { name: "Ir para o dia 2" })).toHaveAttribute("href", "/biblia/sl/6?plano=salmos-30-dias&dia=2");
  const db = testDatabase();
  const paid = await db.selectFrom("awards").select(["subject", "points"]).where("user_id", "=", id).where("source", "=", "plan_day").execute();
  await db.destroy();
  expect(paid).toEqual([{ subject: "salmos-30-dias-1", points: 10 }]);

  await page.goto("/");
  await expect(page.locator("main").getByRole("link").first()).toHaveText("Hoje: Dia 2 · Sl 6–10Salmos em 30 Dias");
});
