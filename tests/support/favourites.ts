import { expect, type Page } from "@playwright/test";
import { hydrated } from "./hydration.ts";

/**
 * Stars the open page's item as a member and sees the star kept across a reload. The star
 * answers at once; the reload waits for the server's answer to the post to `postedTo`, or it
 * would cancel the post.
 */
export async function favouriteKeptOnServer(page: Page, postedTo: string): Promise<void> {
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(postedTo));
  await page.getByRole("button", { name: "Adicionar aos Favoritos" }).click();
  await expect(page.getByRole("button", { name: "Favoritado" })).toBeVisible();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("button", { name: "Favoritado" })).toBeVisible();
}

/** Opens `address` as a visitor, stars its item and sees the star kept in the browser across a reload. */
export async function favouriteKeptInBrowser(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await hydrated(page);
  await page.getByRole("button", { name: "Adicionar aos Favoritos" }).click();
  await expect(page.getByRole("button", { name: "Favoritado" })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Favoritado" })).toBeVisible();
}
