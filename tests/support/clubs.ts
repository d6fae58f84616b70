import { expect, type Browser, type Page } from "@playwright/test";
import { createMember, logInAs } from "./members.ts";

/** A browser of its own for one person of a club, logged in as a new member (a phone's width unless told). */
export async function clubPerson(browser: Browser, baseURL: string, name: string, width = 390): Promise<{ page: Page; id: string }> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const id = await createMember(name);
  await logInAs(context, baseURL, id);
  return { page: await context.newPage(), id };
}

/** Creates a club on /clube as its director; its invite code. */
export async function createClubAs(page: Page, name: string): Promise<string> {
  await page.goto("/clube");
  await page.getByLabel("Nome do clube").fill(name);
  await page.getByLabel("Igreja").fill("IASD Central");
  await page.getByLabel("Cidade").fill("Campinas");
  await page.getByLabel("Região").fill("Associação Paulista Central");
  await page.getByRole("button", { name: "Criar clube" }).click();
  await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  await expect(page.getByText("Seu papel: Direção")).toBeVisible();
  return (await page.getByTestId("codigo-convite").textContent())!;
}

/** Asks to join the club with its code (typed in lower case: it is read generously). */
export async function joinClub(page: Page, code: string) {
  await page.goto("/clube");
  await page.getByLabel("Código de convite").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Pedir para entrar" }).click();
  await expect(page.getByText("Pedido enviado! A direção do clube vai aprová-lo.")).toBeVisible();
}

/** The card of one person on the people page. */
export const personCard = (page: Page, name: string) => page.locator("li").filter({ has: page.getByRole("link", { name, exact: true }) });
