import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { hydrated, stopClock } from "../support/hydration.ts";

const option = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

test("30 quiz cards with category, difficulty and question count", async ({ page }) => {
  await page.goto("/quiz");
  await expect(page.locator("main li h2")).toHaveCount(30);
  const card = page.locator("main li").filter({ hasText: "Criação e Patriarcas" });
  await expect(card).toContainText("Antigo Testamento");
  await expect(card).toContainText("Fácil");
  await expect(card).toContainText("5 perguntas");
  await expect(page.getByRole("link", { name: "Entre na sua conta" })).toHaveAttribute("href", "/login?voltar=%2Fquiz");
});

test("a full quiz teaches: first pick locks, a wrong pick shows the right answer and its reference, the result lists the right answers", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/quiz");
  await page.getByRole("link", { name: "Começar o quiz Criação e Patriarcas" }).click();
  await expect(page).toHaveURL(/\/quiz\?quiz=criacao-e-patriarcas$/);
  await hydrated(page);
  await expect(page.getByText("Pergunta 1 de 5")).toBeVisible();
  await expect(page.getByText("20%")).toBeVisible();
  await expect(page.getByText("Antigo Testamento")).toBeVisible();

  await expectNoSeriousA11yViolations(page);
  await stopClock(page);

  // Right answer: green, locked.
  await option(page, "A luz").click();
  await expect(option(page, "A luz")).toHaveAttribute("aria-pressed", "true");
  await expect(option(page, "A luz")).toHaveClass(/bg-success-soft/);
  await expect(page.getByText("Resposta correta!")).toBeVisible();
  await expect(option(page, "O homem")).toHaveAttribute("aria-disabled", "true");
  await option(page, "O homem").click({ force: true });
  await expect(option(page, "O homem")).toHaveAttribute("aria-pressed", "false");
  await expect(option(page, "A luz")).toHaveAttribute("aria-pressed", "true");

  // It moves on by itself 2000 ms after the pick.
  await page.clock.runFor(1_990);
  await expect(page.getByText("Pergunta 1 de 5")).toBeVisible();
  await page.clock.runFor(10);
  await expect(page.getByText("Pergunta 2 de 5")).toBeVisible();
  await expect(page.getByText("40%")).toBeVisible();

  // Wrong answer: red, the right one shown in green with its Bible reference; it waits for 'Próxima pergunta'.
  await option(page, "Sete").click();
  await expect(option(page, "Sete")).toHaveClass(/bg-danger-soft/);
  await expect(page.getByText("Resposta errada. A resposta certa é: Caim.")).toBeVisible();
  await expect(option(page, "Caim")).toHaveClass(/bg-success-soft/);
  await expect(option(page, "Caim")).toHaveAttribute("aria-pressed", "false");
  await expect(page.locator("main").getByRole("status").getByRole("link", { name: "Gn 4:8" })).toHaveAttribute("href", "/biblia/gn/4#v8");
  await page.clock.runFor(2_000);
  await expect(page.getByText("Pergunta 2 de 5")).toBeVisible();
  await expect(page.getByRole("button", { name: "Próxima pergunta" })).toBeFocused();
  await page.getByRole("button", { name: "Próxima pergunta" }).click();

  await expect(page.getByText("Pergunta 3 de 5")).toBeVisible();
  await option(page, "Noé").click();
  await page.clock.runFor(2_000);
  await expect(page.getByText("Pergunta 4 de 5")).toBeVisible();
  await option(page, "Uma pomba branca").click();
  await page.getByRole("button", { name: "Próxima pergunta" }).click();
  await expect(page.getByText("Pergunta 5 de 5")).toBeVisible();
  await option(page, "Ismael").click();
  await page.getByRole("button", { name: "Ver resultado" }).click();

  await expect(page.getByRole("heading", { name: "Quiz Concluído!" })).toBeVisible();
  await page.clock.resume();
  await expect(page.getByText("40%", { exact: true })).toHaveAttribute("data-tone", "red");
  await expect(page.getByText("2 de 5 corretas")).toBeVisible();
  const review = page.locator("main ol li");
  await expect(review).toHaveCount(5);
  await expect(review.nth(0)).toContainText("Sua resposta: A luz — correta");
  await expect(review.nth(1)).toContainText("Sua resposta: Sete — errada");
  await expect(review.nth(1)).toContainText("Resposta certa: Caim");
  await expect(review.nth(0)).not.toContainText("Resposta certa");
  await expect(review.nth(1).getByRole("link", { name: "Gn 4:8" })).toHaveAttribute("href", "/biblia/gn/4#v8");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Repetir" }).click();
  await expect(page.getByText("Pergunta 1 de 5")).toBeVisible();
  await expect(option(page, "A luz")).toHaveAttribute("aria-pressed", "false");
  await expect(option(page, "A luz")).toHaveAttribute("aria-disabled", "false");
});

test("'Novo Quiz' returns to the list", async ({ page }) => {
  await page.goto("/quiz?quiz=nascimento-de-jesus");
  await hydrated(page);
  for (let i = 1; i <= 5; i++) {
    await expect(page.getByText(`Pergunta ${i} de 5`)).toBeVisible();
    await page.locator("main ul li button").first().click();
    // A wrong pick waits for the player; a right one moves on by itself.
    await expect(page.locator("main").getByRole("status")).toContainText("Confira em");
    const next = page.getByRole("button", { name: /^(Próxima pergunta|Ver resultado)$/ });
    if (await next.isVisible()) await next.click();
  }
  await expect(page.getByRole("heading", { name: "Quiz Concluído!" })).toBeVisible();
  await page.getByRole("link", { name: "Novo Quiz" }).click();
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.locator("main li h2")).toHaveCount(30);
});
