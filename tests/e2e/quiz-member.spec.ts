import { expect, test } from "@playwright/test";
import { createMember, logInAs } from "../support/members.ts";
import { hydrated } from "../support/hydration.ts";

/** A member's best score per quiz is kept and shown on the cards (a member made straight in the database). */
test("a member's best result is kept and shown on the quiz card", async ({ page, context, baseURL }) => {
  await logInAs(context, baseURL!, await createMember("Marta"));
  await page.clock.install();
  await page.goto("/quiz?quiz=criacao-e-patriarcas");
  await hydrated(page);
  for (const answer of ["A luz", "Caim", "Noé", "Uma pomba branca", "Ismael"]) {
    await page.getByRole("button", { name: answer, exact: true }).click();
    await page.clock.runFor(2_000);
  }
  await expect(page.getByText("3 de 5 corretas")).toBeVisible();
  await expect(page.getByText("60%", { exact: true })).toHaveAttribute("data-tone", "orange");
  await expect(page.getByText("Resultado guardado no seu perfil.")).toBeVisible();

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
