import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { createMember, logInAs, testDatabase } from "../support/members.ts";
import { favouriteKeptInBrowser, favouriteKeptOnServer } from "../support/favourites.ts";
import { hydrated } from "../support/hydration.ts";
import { addDays, dayAndMonth, isoDate } from "#app/platform/site/calendar.ts";
import { localDate } from "#app/platform/site/time-zone.ts";

/** Today where the tests' browser is (São Paulo), as the server reads it. */
const today = () => localDate(new Date(), "America/Sao_Paulo");

for (const width of [360, 1440]) {
  test(`at ${width} px the devotional of today's date comes first, then the days before it with their true dates`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const now = today();
    await page.goto("/devocional");
    await expect(page.getByRole("heading", { level: 2, name: `Devocional de ${dayAndMonth(now)}` })).toBeVisible();
    const dates = await page.locator("main time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")));
    expect(dates[0]).toBe(isoDate(now));
    expect(dates[1]).toBe(isoDate(addDays(now, -1)));
    expect(dates.length).toBeGreaterThanOrEqual(28);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.every((d) => d! <= isoDate(now))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousA11yViolations(page);

    // Today's card opens the devotional written for today's day of the month, dated today.
    await page
      .locator("#devocional-de-hoje ~ *")
      .getByRole("link", { name: /^Ler devocional/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/devocional/\\d{4}-\\d{2}-${String(now.day).padStart(2, "0")}-`));
    await expect(page.getByText(`Devocional de ${dayAndMonth(now)} ·`)).toBeVisible();
  });
}

test("a devotional opens with its date of this month, verse, text, reflection and read-aloud", async ({ page }) => {
  await page.goto("/devocional/2025-10-01-refugio");
  await expect(page.getByRole("heading", { level: 1, name: "Refúgio no meio da tempestade" })).toBeVisible();
  await expect(page.getByText(`Devocional de ${dayAndMonth({ ...today(), day: 1 })} · Confiança · Equipe Lâmpada`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Sl 46:1" })).toHaveAttribute("href", "/biblia/sl/46#v1");
  await expect(page.getByRole("heading", { name: "Reflexão" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Aplicação" })).toBeVisible();
  await expect(page.getByText(/Ouvir/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Favorit/ })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

test("a visitor's favourite is kept in the browser across a reload", async ({ page }) => {
  await favouriteKeptInBrowser(page, "/devocional/2025-10-03-descanso");
  await page.getByRole("button", { name: "Favoritado" }).click();
  await expect(page.getByRole("button", { name: "Adicionar aos Favoritos" })).toBeVisible();
});

test("a member's favourite is kept on the server and opening a devotional pays the devotional-read once a day", async ({
  page,
  context,
  baseURL,
}) => {
  const id = await createMember("Rute Alves");
  await logInAs(context, baseURL!, id);
  await page.goto("/devocional/2025-10-05-asas-como-aguias");
  await hydrated(page);
  await favouriteKeptOnServer(page, "/devocional/");
  await page.goto("/devocional");
  await expect(page.locator("main li").filter({ hasText: "Forças renovadas" }).getByLabel("Favoritado")).toBeVisible();

  const db = testDatabase();
  const awards = await db.selectFrom("awards").select(["source", "subject"]).where("user_id", "=", id).where("source", "=", "devotional").execute();
  await db.destroy();
  expect(awards).toHaveLength(1);
  expect(awards[0]!.subject).toMatch(/^2025-10-05-asas-como-aguias@\d{4}-\d{2}-\d{2}$/);

  const post = (form: Record<string, string>) =>
    page.request.post(`${baseURL}/devocional/2025-10-05-asas-como-aguias`, { form, headers: { Origin: baseURL! } });
  expect((await post({ favorito: "talvez" })).status()).toBe(400);
  expect((await page.request.post(`${baseURL}/devocional/nao-existe`, { form: { favorito: "1" }, headers: { Origin: baseURL! } })).status()).toBe(
    404,
  );
});

test("a visitor cannot post a favourite, and an unknown devotional is not found", async ({ page, baseURL }) => {
  expect(
    (await page.request.post(`${baseURL}/devocional/2025-10-01-refugio`, { form: { favorito: "1" }, headers: { Origin: baseURL! } })).status(),
  ).toBe(401);
  expect((await page.goto("/devocional/nao-existe"))!.status()).toBe(404);
});
