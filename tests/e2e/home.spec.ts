import { expect, test } from "@playwright/test";
import { testDatabase, createMember, logInAs } from "../support/members.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { hydrated } from "../support/hydration.ts";

/** The home: greeting by local time, links to built pages, real activity. */
for (const [time, greeting] of [
  ["11:59", "Bom dia!"],
  ["12:00", "Boa tarde!"],
  ["17:59", "Boa tarde!"],
  ["18:00", "Boa noite!"],
] as const) {
  test(`at ${time} in São Paulo the greeting is '${greeting}'`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ timezoneId: "America/Sao_Paulo" });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(`2026-03-10T${time}:00-03:00`));
    await page.goto(`${baseURL}/`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${greeting} Visitante`);
    await context.close();
  });
}

test("a visitor sees 'Criar Conta', links to built pages only, the donation card and this browser's reading", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "Criar Conta" })).toHaveAttribute("href", "/login?modo=cadastro");
  await expect(main.getByRole("link", { name: "Bíblia", exact: true })).toHaveAttribute("href", "/biblia");
  await expect(main.getByRole("link", { name: "Hinário", exact: true })).toHaveAttribute("href", "/hinario");
  await expect(main.getByRole("link", { name: /Apoie a Missão/ })).toHaveAttribute("href", "/doacao");
  // Every link of the home's sections leads to a page that answers.
  for (const link of await main.locator("section a, a[href='/doacao']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
    expect((await page.request.get(link)).status(), link).toBe(200);
  }
  await expect(main.getByText("Os capítulos que você ler neste navegador aparecem aqui.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const now = Date.now();
  await page.evaluate((ts) => {
    localStorage.setItem(
      "biblia_historico",
      JSON.stringify([
        { livro: "jo", capitulo: 3, data: new Date(ts).toISOString(), timestamp: ts },
        { livro: "gn", capitulo: 1, data: new Date(ts - 86_400_000).toISOString(), timestamp: ts - 86_400_000 },
      ]),
    );
  }, now);
  await page.reload();
  const activity = main
    .locator("section, div")
    .filter({ has: page.getByRole("heading", { name: "Atividade recente" }) })
    .last();
  await expect(activity.getByRole("link", { name: /João 3/ })).toHaveAttribute("href", "/biblia/jo/3");
  await expect(activity.getByRole("link", { name: /Gênesis 1/ })).toContainText("ontem");
});

test("a member sees real figures and recent activity, and no 'Criar Conta'", async ({ page, context, baseURL }) => {
  const id = await createMember("Paulo Lima");
  const db = testDatabase();
  const at = new Date(Date.now() - 5 * 60_000).toISOString();
  await db
    .insertInto("reading_history")
    .values({ id: `h-${id}`, user_id: id, type: "chapter", title: "Salmos 23", reference: "Sl 23", book: "sl", chapter: 23, read_at: at })
    .execute();
  await db.insertInto("awards").values({ user_id: id, source: "achievement", subject: "first_login", points: 10, awarded_at: at }).execute();
  await db
    .insertInto("reading_plan_days")
    .values([1, 2, 3].map((day) => ({ user_id: id, plan_id: "salmos-30-dias", day, completed_at: at })))
    .execute();
  await db.destroy();
  await logInAs(context, baseURL!, id);
  await page.goto("/");
  const main = page.locator("main");
  // Reading-plan progress: 3 of the plan's 30 days.
  const plans = main.getByRole("heading", { name: "Seus planos de leitura" }).locator("..");
  await expect(plans.getByRole("link", { name: /10%/ })).toHaveAttribute("href", "/planos/salmos-30-dias");
  await expect(plans.getByText("3 de 30 dias")).toBeVisible();
  await expect(plans.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "10");
  await expect(main.getByRole("link", { name: /: dia 3/ }).first()).toHaveAttribute("href", "/planos/salmos-30-dias");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Paulo Lima");
  await expect(main.getByRole("link", { name: "Criar Conta" })).toHaveCount(0);
  await expect(main.getByText("Conquistas", { exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: /Salmos 23/ })).toContainText("há 5 minutos");
  await expect(main.getByRole("link", { name: /Conquista: Primeiros Passos/ })).toHaveAttribute("href", "/conquistas");
  await expectNoSeriousA11yViolations(page);
});
