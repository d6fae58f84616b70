import { expect, test } from "@playwright/test";
import { gotoHydratedClockStopped } from "../support/hydration.ts";

test("the banner says when the connection drops and, for 3 s, when it returns", async ({ page, context }) => {
  await gotoHydratedClockStopped(page, "/");
  await context.setOffline(true);
  await expect(page.getByText("Sem conexão")).toBeVisible();
  await expect(page.getByText("Modo offline ativado")).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("Conexão restaurada!")).toBeVisible();
  await expect(page.getByText("Você está online novamente")).toBeVisible();
  await expect(page.getByText("Sem conexão")).toBeHidden();
  await page.clock.runFor(2990);
  await expect(page.getByText("Conexão restaurada!")).toBeVisible();
  await page.clock.runFor(10);
  await expect(page.getByText("Conexão restaurada!")).toBeHidden();
});
