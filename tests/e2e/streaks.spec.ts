import { expect, test, type Page } from "@playwright/test";
import { createAccount } from "#app/areas/accounts/accounts.store.server.ts";
import { hashPassword } from "#app/areas/accounts/passwords.server.ts";
import { calendarDay } from "#app/areas/gamification/award-day.ts";
import { recordLogin } from "#app/areas/gamification/ledger.store.server.ts";
import { addDays, dayAndMonth, isoDate, parseIsoDate } from "#app/platform/site/calendar.ts";
import { longDate } from "#app/platform/site/intl-formats.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { createMember, giveOwnAddress, logIn, logInAs, PASSWORD, testDatabase, uniqueEmail } from "../support/members.ts";

const SAO_PAULO = "America/Sao_Paulo"; // the browser's zone (playwright.config.ts) and the members'

/** Midnight in São Paulo (UTC−3 all year) `days` before today there. */
function midnightDaysAgo(days: number): { at: Date; day: string } {
  const day = isoDate(addDays(parseIsoDate(calendarDay(new Date(), SAO_PAULO)), -days));
  return { at: new Date(`${day}T00:00:00-03:00`), day };
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 360, height: 780 } });

test("a member with a protection misses a day, logs in, and the profile shows the streak kept and the day saved", async ({ page }) => {
  // A week of logins, back-dated through the ledger: the 7th earns a protection. The last is
  // two days ago at midnight, so yesterday is missed and today's login comes 48 h or more after it.
  const email = uniqueEmail("sequencia");
  const db = testDatabase();
  const account = await createAccount(
    db,
    { nome: "Joana Batista de Albuquerque Cavalcanti", idade: 30, email, senha: PASSWORD, confirmarSenha: PASSWORD },
    await hashPassword(PASSWORD),
    SAO_PAULO,
    midnightDaysAgo(9).at,
  );
  for (let daysAgo = 8; daysAgo >= 2; daysAgo--) await recordLogin(db, account!.id, midnightDaysAgo(daysAgo).at);
  await db.destroy();

  await giveOwnAddress(page);
  await logIn(page, email);
  await page.goto("/perfil");
  const card = page.getByRole("region", { name: "Sequência de dias" });
  await expect(card.getByText("8 dias seguidos")).toBeVisible();
  await expect(card.getByText("Proteções: 0 de 2")).toBeVisible();
  const yesterday = midnightDaysAgo(1).day;
  const label = yesterday.slice(0, 4) === calendarDay(new Date(), SAO_PAULO).slice(0, 4) ? dayAndMonth(parseIsoDate(yesterday)) : longDate(yesterday);
  await expect(card.getByRole("list", { name: "Dias salvos" }).getByRole("listitem")).toHaveText([`Sua proteção salvou ${label}`]);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test("a member chooses Sabbath as a rest day on the profile, and back, with a plain form", async ({ page, context, baseURL }) => {
  const id = await createMember("Samuel Oliveira");
  await logInAs(context, baseURL!, id);
  await page.goto("/perfil");
  const card = page.getByRole("region", { name: "Sequência de dias" });
  await expect(card.getByText("Proteções: 0 de 2")).toBeVisible();
  await expect(card.getByRole("list", { name: "Dias salvos" })).toHaveCount(0);

  await card.getByRole("button", { name: "Descansar aos sábados" }).click();
  await expect(card.getByText("Sábado como dia de descanso ativado")).toBeVisible();
  await expect(card.getByText("Ativado: um sábado sem atividade não quebra nem aumenta sua sequência.")).toBeVisible();
  await page.reload();
  await expect(card.getByRole("button", { name: "Contar o sábado normalmente" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await card.getByRole("button", { name: "Contar o sábado normalmente" }).click();
  await expect(card.getByText("O sábado volta a contar na sua sequência")).toBeVisible();
  await expect(card.getByRole("button", { name: "Descansar aos sábados" })).toBeVisible();
});

test.describe("before JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the rest-day form works as a plain form", async ({ page, context, baseURL }) => {
    const id = await createMember("Rute Almeida");
    await logInAs(context, baseURL!, id);
    await page.goto("/perfil");
    await page.getByRole("button", { name: "Descansar aos sábados" }).click();
    await expect(page.getByText("Sábado como dia de descanso ativado")).toBeVisible();
    await expect(page.getByRole("button", { name: "Contar o sábado normalmente" })).toBeVisible();
  });
});
