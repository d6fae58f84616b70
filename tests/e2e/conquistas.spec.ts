import { expect, test } from "@playwright/test";
import { recordActivity, recordLogin } from "#app/areas/gamification/ledger.store.server.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { createMember, logInAs, newMember, testDatabase } from "../support/members.ts";
import { gotoHydratedClockHeld, hydrated } from "../support/hydration.ts";

test("a visitor is asked to log in", async ({ page }) => {
  await page.goto("/conquistas");
  await expect(page.getByText("Faça login para ver suas conquistas")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/login?voltar=%2Fconquistas");
});

test("a member sees level, points, streak, achievements and the box on how to earn points", async ({ page, context, baseURL }) => {
  const id = await createMember("Débora Lima");
  const db = testDatabase();
  const noonInSaoPaulo = new Date("2026-05-04T15:00:00Z"); // no early_bird / night_owl
  await recordLogin(db, id, noonInSaoPaulo);
  await recordActivity(db, id, { type: "chapter-read", book: "gn", chapter: 1 }, noonInSaoPaulo);
  await db.destroy();
  await logInAs(context, baseURL!, id);

  await page.goto("/conquistas");
  const summary = page.getByRole("definition");
  await expect(summary.nth(0)).toHaveText("1"); // level
  await expect(summary.nth(1)).toHaveText("40"); // 10 first_login + 10 chapter + 20 read_bible_1
  await expect(summary.nth(2)).toHaveText("1 dia");
  await expect(summary.nth(3)).toHaveText("2/15");
  await expect(page.getByText("Progresso geral: 13%")).toBeVisible();
  const unlocked = page.getByRole("region", { name: "Desbloqueadas" });
  await expect(unlocked.getByRole("heading", { name: "Primeiros Passos" })).toBeVisible();
  await expect(unlocked.getByRole("heading", { name: "Primeira Leitura" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Próximas conquistas" }).getByRole("listitem")).toHaveCount(13);
  await expect(page.getByRole("progressbar", { name: "Progresso em Leitor Dedicado" })).toHaveAttribute("aria-valuenow", "10");
  await expect(page.getByRole("heading", { name: "Como Ganhar Pontos" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the ranking shows the top 10 with 'Você', or the hint when outside it", async ({ page, context, baseURL }) => {
  const db = testDatabase();
  const leaders: string[] = [];
  for (let i = 0; i < 11; i++) {
    const id = await createMember(`Líder${i} Sobrenome${i}`);
    // 10 to 20 chapters today: all under the daily cap on reading points, so each leader has more than the one before.
    for (let c = 1; c <= 10 + i; c++) await recordActivity(db, id, { type: "chapter-read", book: "sl", chapter: c }, new Date());
    leaders.push(id);
  }
  const newcomer = await createMember("Novato Silva");
  await logInAs(context, baseURL!, newcomer);
  await page.goto("/conquistas?tab=ranking");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(11); // header + 10
  await expect(rows.nth(1)).toContainText("Líder10 S.");
  await expect(page.getByText("Você", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Continue estudando para entrar no Top 10!")).toBeVisible();

  const champion = leaders[10]!;
  await context.clearCookies();
  await logInAs(context, baseURL!, champion);
  await page.goto("/conquistas?tab=ranking");
  await expect(page.getByRole("row", { name: /Líder10 S\..*Você/ })).toBeVisible();
  await expect(page.getByText("Continue estudando para entrar no Top 10!")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await db.destroy();
});

test("signing up (which logs in) unlocks first_login with 10 points, announced on arrival", async ({ page }) => {
  await newMember(page, "Sara Nunes");
  await expect(page.getByText("Conquista desbloqueada: Primeiros Passos (+10 pontos)")).toBeVisible();
  await expect(page).not.toHaveURL(/conquistas=/); // the notice is not repeated on reload
  await page.goto("/conquistas");
  await expect(page.getByRole("region", { name: "Desbloqueadas" }).getByRole("heading", { name: "Primeiros Passos" })).toBeVisible();
  const points = Number(await page.getByRole("definition").nth(1).textContent());
  // 10 for first_login, plus 25 when the login falls before 06:00 or from 22:00 (early_bird / night_owl).
  expect([10, 35]).toContain(points);
});

test("reading a chapter (a minute on its text) pays once per chapter per day and counts on the profile", async ({ page }) => {
  await newMember(page, "Paulo Reis");
  await page.clock.install();
  const read = async (address: string) => {
    await page.goto(address);
    await hydrated(page);
    const reported = page.waitForResponse((r) => r.url().includes("/leitura") && r.ok());
    await page.clock.runFor(61_000);
    await reported;
  };
  await read("/biblia/sl/23?versao=ACF");
  await expect(page.getByText("Conquista desbloqueada: Primeira Leitura (+20 pontos)")).toBeVisible();
  await read("/biblia/sl/23?versao=ACF");
  await expect(page.getByText("Conquista desbloqueada")).toHaveCount(0);
  await read("/biblia/sl/24?versao=ACF");
  await page.goto("/perfil");
  const card = page.getByRole("listitem").filter({ hasText: "Capítulos Lidos" });
  await expect(card).toContainText("2");
  await page.goto("/conquistas");
  const points = Number(await page.getByRole("definition").nth(1).textContent());
  // first_login 10 (+25 at night), two chapters 20, read_bible_1 20.
  expect([50, 75]).toContain(points);
});

test("the tenth bookmark unlocks bookmark_10 with a notice; removing and re-adding pays nothing more", async ({ page }) => {
  await newMember(page, "Marta Dias");
  // The stand-in source's Sl 4 has 8 verses: eight marks there, two in Sl 8.
  const mark = async (chapter: number, verse: number) => {
    // The verse is selected alone (Esc ends the last selection), then the bar's heart marks it.
    await page.keyboard.press("Escape");
    await page.locator(`#v${verse}`).getByRole("button").click();
    const heart = page.getByRole("button", { name: `Marcar Sl ${chapter}:${verse}`, exact: true });
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    return heart;
  };
  await gotoHydratedClockHeld(page, "/biblia/sl/4?versao=ACF");
  for (let v = 1; v <= 8; v++) await mark(4, v);
  await page.goto("/biblia/sl/8?versao=ACF");
  await hydrated(page);
  await mark(8, 1);
  await expect(page.getByText("Conquista desbloqueada: Colecionador de Versículos (+30 pontos)")).toHaveCount(0);
  const tenth = await mark(8, 2);
  await expect(page.getByText("Conquista desbloqueada: Colecionador de Versículos (+30 pontos)")).toBeVisible();
  await tenth.click();
  await expect(tenth).toHaveAttribute("aria-pressed", "false");
  await tenth.click();
  await expect(tenth).toHaveAttribute("aria-pressed", "true");
  await page.goto("/conquistas");
  const points = Number(await page.getByRole("definition").nth(1).textContent());
  // first_login 10 (+25 at night), ten bookmarks 20, bookmark_10 30; the two chapters only opened (their clock stopped) pay nothing.
  expect([60, 85]).toContain(points);
});

test("a note that reaches 100 points announces the new level", async ({ page }) => {
  const email = await newMember(page, "Lia Prado");
  const db = testDatabase();
  const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  await db.updateTable("member_stats").set({ points: 98 }).where("user_id", "=", user.id).execute();
  await db.destroy();
  await page.goto("/perfil?tab=notes");
  await page.getByLabel("Título").fill("Graça");
  await page.getByLabel("Conteúdo").fill("Uma nota para subir de nível.");
  await page.getByRole("button", { name: "Criar nota" }).click();
  await expect(page.getByText("Você subiu para o nível 2!")).toBeVisible();
});
