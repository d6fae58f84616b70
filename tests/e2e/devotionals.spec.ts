import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { createMember, logInAs, testDatabase } from "../support/members.ts";
import { hydrated } from "../support/hydration.ts";

test("the recent devotionals are listed in full, newest first, and one opens with verse, text, reflection and read-aloud", async ({ page }) => {
  await page.goto("/devocional");
  const cards = page.locator("main li h2");
  expect(await cards.count()).toBeGreaterThanOrEqual(30);
  await expect(cards.first()).toHaveText("Com confiança ao trono da graça");
  await expect(page.locator("main li").first()).toContainText("31/10/2025");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Refúgio no meio da tempestade", exact: true }).click();
  await expect(page).toHaveURL(/\/devocional\/2025-10-01-refugio$/);
  await expect(page.getByRole("heading", { level: 1, name: "Refúgio no meio da tempestade" })).toBeVisible();
  await expect(page.getByText("01/10/2025 · Confiança · Equipe Lâmpada")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sl 46:1" })).toHaveAttribute("href", "/biblia/sl/46#v1");
  await expect(page.getByRole("heading", { name: "Reflexão" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Aplicação" })).toBeVisible();
  await expect(page.getByText(/Ouvir/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a visitor's favourite is kept in the browser across a reload", async ({ page }) => {
  await page.goto("/devocional/2025-10-03-descanso");
  await hydrated(page);
  await page.getByRole("button", { name: "Adicionar aos Favoritos" }).click();
  await expect(page.getByRole("button", { name: "Favoritado" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Favorito", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Favoritado" })).toBeVisible();
  await page.getByRole("button", { name: "Favorito", exact: true }).click();
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
  // The star answers at once; the reload waits for the server's answer, or it would cancel the post.
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/devocional/"));
  await page.getByRole("button", { name: "Favorito", exact: true }).click();
  await expect(page.getByRole("button", { name: "Favoritado" })).toBeVisible();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("button", { name: "Favoritado" })).toBeVisible();
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
