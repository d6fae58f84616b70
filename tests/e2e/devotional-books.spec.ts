import { expect, test } from "@playwright/test";
import { meditationFooter, meditationNumber, todaysBookDay } from "#app/areas/devotional-books/devotional-books.ts";
import { findDevotionalBook } from "#app/areas/devotional-books/devotional-books.content.server.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { createMember, logInAs } from "../support/members.ts";
import { favouriteKeptInBrowser, favouriteKeptOnServer } from "../support/favourites.ts";
import { hydrated } from "../support/hydration.ts";

/** How many meditations a shipped book has: the footer counts them, whatever the count is. */
const meditations = (book: string) => findDevotionalBook(book)!.dias.length;

test("13 books; a book opens on today's day, moves by one day within 1–366, and 'Hoje' comes back", async ({ page }) => {
  const count = meditations("manhas-com-deus");
  await page.goto("/devocionais-ellen");
  await expect(page.locator("main li h2")).toHaveCount(13);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: /Manhãs com Deus/ }).click();
  const today = todaysBookDay(new Date(), "America/Sao_Paulo");
  const footer = page.locator("main article > footer");
  await expect(footer).toHaveText(Object.values(meditationFooter(today, count)).join(""));
  await expectNoSeriousA11yViolations(page);

  await page.goto("/devocionais-ellen/manhas-com-deus?dia=1");
  await expect(page.getByRole("heading", { level: 1, name: "O primeiro momento" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sl 5:3" })).toHaveAttribute("href", "/biblia/sl/5#v3");
  await expect(page.getByText("Oração: Senhor, recebe o meu primeiro pensamento")).toBeVisible();
  await expect(page.getByRole("link", { name: "Dia anterior" })).toHaveCount(0);
  await expect(footer.getByText(`Meditação 1 de ${count}`, { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Próximo dia" }).click();
  await expect(footer.getByText(`Meditação 2 de ${count}`, { exact: true })).toBeVisible();
  await expect(footer).toContainText("Dia 2 do ano.");
  await expect(page.getByRole("heading", { level: 1, name: "Misericórdias novas" })).toBeVisible();

  // Day 15 has its own meditation; the day after the last meditation starts the book again,
  // and the footer says why.
  await page.goto("/devocionais-ellen/manhas-com-deus?dia=15");
  await expect(page.getByRole("heading", { level: 1, name: "Antes que o dia clareasse" })).toBeVisible();
  await page.goto(`/devocionais-ellen/manhas-com-deus?dia=${count + 1}`);
  await expect(page.getByRole("heading", { level: 1, name: "O primeiro momento" })).toBeVisible();
  await expect(footer).toHaveText(
    `Meditação 1 de ${count}Dia ${count + 1} do ano. As ${count} meditações deste livro recomeçam a cada ${count} dias, por isso o dia ${count + 1} traz a meditação 1.`,
  );
  await page.goto("/devocionais-ellen/manhas-com-deus?dia=366");
  await expect(footer.getByText(`Meditação ${meditationNumber(366, count)} de ${count}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Próximo dia" })).toHaveCount(0);
  await page.getByRole("link", { name: "Hoje" }).click();
  await expect(footer).toContainText(`Dia ${today} do ano.`);
  await page.getByRole("link", { name: "Voltar aos livros" }).click();
  await expect(page).toHaveURL(/\/devocionais-ellen$/);
});

test("a visitor's favourite is per book and day and survives a reload", async ({ page }) => {
  await favouriteKeptInBrowser(page, "/devocionais-ellen/escola-de-oracao?dia=3");
  await page.getByRole("link", { name: "Próximo dia" }).click();
  await expect(page.locator("main article > footer")).toContainText("Dia 4 do ano.");
  await expect(page.getByRole("button", { name: "Adicionar aos Favoritos" })).toBeVisible();
  await page.goto("/devocionais-ellen/lar-e-familia?dia=3");
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Adicionar aos Favoritos" })).toBeVisible();
});

test("a member's favourite is kept on the server; bad days are refused", async ({ page, context, baseURL }) => {
  const id = await createMember("Ana Lídia");
  await logInAs(context, baseURL!, id);
  await page.goto("/devocionais-ellen/esperanca-viva?dia=10");
  await hydrated(page);
  await favouriteKeptOnServer(page, "/devocionais-ellen/");
  await page.goto("/devocionais-ellen/esperanca-viva?dia=11");
  await expect(page.getByRole("button", { name: "Adicionar aos Favoritos" })).toBeVisible();
  const post = (form: Record<string, string>) =>
    page.request.post(`${baseURL}/devocionais-ellen/esperanca-viva`, { form, headers: { Origin: baseURL! } });
  expect((await post({ favorito: "1", dia: "367" })).status()).toBe(400);
  expect((await post({ favorito: "1", dia: "x" })).status()).toBe(400);
  expect((await post({ favorito: "sim", dia: "1" })).status()).toBe(400);
});

test("unknown books and days out of 1–366 are not found", async ({ page }) => {
  for (const path of [
    "/devocionais-ellen/nao-existe",
    "/devocionais-ellen/manhas-com-deus?dia=0",
    "/devocionais-ellen/manhas-com-deus?dia=367",
    "/devocionais-ellen/manhas-com-deus?dia=abc",
  ])
    expect((await page.goto(path))!.status(), path).toBe(404);
});
