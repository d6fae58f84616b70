import { expect, test } from "@playwright/test";

test("the banner says when the connection drops and, for 3 s, when it returns", async ({ page, context }) => {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await context.setOffline(true);
  await expect(page.getByText("Sem conexão")).toBeVisible();
  await expect(page.getByText("Modo offline ativado")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("Conexão restaurada!")).toBeVisible();
  await expect(page.getByText("Você está online novamente")).toBeVisible();
  await expect(page.getByText("Sem conexão")).toBeHidden();
  await expect(page.getByText("Conexão restaurada!")).toBeHidden({ timeout: 5_000 });
});
