import { expect, test, type Page } from "@playwright/test";
import { createMember, logInAs } from "../support/members.ts";
import { hydrated } from "../support/hydration.ts";

/** Plays 'Criação e Patriarcas' with three right answers and two wrong ones (3 of 5). */
async function playThreeOfFive(page: Page) {
  await page.clock.install();
  await page.goto("/quiz?quiz=criacao-e-patriarcas");
  await hydrated(page);
  for (const answer of ["A luz", "Caim", "Noé"]) {
    await page.getByRole("button", { name: answer, exact: true }).click();
    await page.clock.runFor(2_000);
  }
  await page.getByRole("button", { name: "Uma pomba branca", exact: true }).click();
  await page.getByRole("button", { name: "Próxima pergunta" }).click();
  await page.getByRole("button", { name: "Ismael", exact: true }).click();
  await page.getByRole("button", { name: "Ver resultado" }).click();
  await expect(page.getByText("3 de 5 corretas")).toBeVisible();
}

/** A member's best score per quiz is kept and shown on the cards (a member made straight in the database). */
test("a member's best result is kept and shown on the quiz card", async ({ page, context, baseURL }) => {
  await logInAs(context, baseURL!, await createMember("Marta"));
  await playThreeOfFive(page);
  await expect(page.getByText("60%", { exact: true })).toHaveAttribute("data-tone", "orange");
  await expect(page.getByRole("link", { name: "seu perfil" })).toHaveAttribute("href", "/perfil");

  await page.getByRole("link", { name: "Novo Quiz" }).click();
  const card = page.locator("main li").filter({ hasText: "Criação e Patriarcas" });
  await expect(card).toContainText("Sua melhor: 3 de 5 (60%)");
  await expect(page.getByRole("link", { name: "Entre na sua conta" })).toHaveCount(0);

  // A forged result is refused and changes nothing.
  const forged = await page.request.post("/quiz", {
    form: { quiz: "criacao-e-patriarcas", respostas: "9,9,9,9,9" },
    headers: { Origin: baseURL! },
  });
  expect(forged.status()).toBe(400);
  await page.reload();
  await expect(card).toContainText("Sua melhor: 3 de 5 (60%)");
});

for (const width of [360, 1440]) {
  test(`at ${width} px the profile shows the member's best score on each quiz finished`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await logInAs(context, baseURL!, await createMember("Maria Aparecida dos Santos Oliveira"));
    await page.goto("/perfil");
    await expect(page.getByText("Você ainda não terminou nenhum quiz.")).toBeVisible();
    await playThreeOfFive(page);
    await expect(page.getByRole("link", { name: "seu perfil" })).toBeVisible();
    await page.clock.resume();
    await page.getByRole("link", { name: "seu perfil" }).click();
    const scores = page.getByTestId("melhores-quiz");
    await expect(scores.getByRole("listitem")).toHaveText(["Criação e Patriarcas3 de 5 (60%)"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

/**
 * Every kind of a member's write counts against one rate (120 a minute): quiz results, photos,
 * profile changes and the offline queue's writes alike. Past it, each is refused with 429 and
 * Retry-After, in Portuguese, and changes nothing.
 */
test("a member's writes of every kind share one rate: the 121st in a minute gets 429 and changes nothing", async ({ page, context, baseURL }) => {
  await logInAs(context, baseURL!, await createMember("Rute Apressada"));
  const post = (path: string, form: Record<string, string>) => page.request.post(path, { form, headers: { Origin: baseURL! } });
  const result = { quiz: "criacao-e-patriarcas", respostas: "0,0,0,0,0" };
  for (let i = 0; i < 120; i++) expect((await post("/quiz", result)).status()).toBe(200);

  // 1 of 5 so far; the right answers now would make 5 of 5.
  const refused = await post("/quiz", { quiz: "criacao-e-patriarcas", respostas: "1,2,0,3,1" });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.text()).toContain("Muitos pedidos em pouco tempo.");
  // Another kind of write is held by the same rate.
  const bookmark = await post("/biblia/jo/3", { versiculo: "16" });
  expect(bookmark.status()).toBe(429);
  await page.goto("/quiz");
  await expect(page.locator("main li").filter({ hasText: "Criação e Patriarcas" })).toContainText("Sua melhor: 1 de 5 (20%)");
});
