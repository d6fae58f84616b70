import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { hydrated } from "../support/hydration.ts";

test("knots guide: tabs, ten knots with difficulty colours, a knot's detail and back, lashings, tips and challenges", async ({ page }) => {
  await page.goto("/desbravadores");
  await page.getByRole("link", { name: "Nós e Amarrações" }).click();
  await expect(page).toHaveURL(/\/desbravadores\/nos$/);
  await hydrated(page);
  await expect(page.getByRole("tablist", { name: "Seções do guia de nós" }).getByRole("tab")).toHaveText(["Nós", "Amarrações", "Dicas", "Desafios"]);
  const knots = page.getByRole("tabpanel").getByRole("link");
  await expect(knots).toHaveCount(10);
  await expect(page.getByText("Fácil").first()).toHaveClass(/bg-success-soft/);
  await expect(page.getByText("Médio").first()).toHaveClass(/bg-warning-soft/);
  await expect(page.getByText("Difícil").first()).toHaveClass(/bg-danger-soft/);
  await expectNoSeriousA11yViolations(page);

  await knots.filter({ hasText: "Lais de guia" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Lais de guia" })).toBeVisible();
  await expect(page.getByText("Alças", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Passo a passo" })).toBeVisible();
  await page.getByRole("link", { name: "Voltar para a lista" }).click();
  await expect(page.getByRole("tabpanel").getByRole("link")).toHaveCount(10);

  await hydrated(page);
  await page.getByRole("tab", { name: "Amarrações" }).click();
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText([
    "Amarração quadrada",
    "Amarração diagonal",
    "Amarração paralela",
  ]);
  await expect(page.getByRole("img", { name: "Desenho da amarração diagonal" })).toBeVisible();
  await page.getByRole("tab", { name: "Dicas" }).click();
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveCount(4);
  await page.getByRole("tab", { name: "Desafios" }).click();
  for (const [level, count] of [
    ["Iniciante", 6],
    ["Intermediário", 6],
    ["Avançado", 7],
  ] as const) {
    await expect(page.getByRole("region", { name: level }).getByRole("listitem")).toHaveCount(count);
  }
  await expect(page.getByText("10 pontos").first()).toBeVisible();
  await expect(page.getByText("60 pontos").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Voltar para Desbravadores" })).toHaveAttribute("href", "/desbravadores");
});

test("'Nós, Desbravadores': the Voto, the Lei and how to join", async ({ page }) => {
  await page.goto("/nos-desbravadores");
  await expect(page.getByRole("heading", { level: 1, name: "Nós, Desbravadores" })).toBeVisible();
  await expect(page.getByText("Pela graça de Deus, serei puro, bondoso e leal")).toBeVisible();
  await expect(page.getByRole("heading", { name: "A Lei do Desbravador" })).toBeVisible();
  await expect(page.getByText("Ir aonde Deus mandar.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Como participar" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("course certificate: name required and trimmed, today by default, live preview, PNG 1600×1200", async ({ page }) => {
  await page.goto("/certificado");
  await hydrated(page);
  const download = page.getByRole("button", { name: "Baixar Certificado" });
  await expect(download).toBeDisabled();
  await expect(page.getByRole("button", { name: "Compartilhar" })).toBeDisabled();
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
  await expect(page.getByLabel("Data de conclusão")).toHaveValue(today);

  const name = page.getByLabel("Nome completo");
  await name.fill("   ");
  await name.blur();
  await expect(page.getByText("Por favor, preencha seu nome!")).toBeVisible();
  await expect(download).toBeDisabled();

  await name.fill("  Ana Souza  ");
  await expect(page.getByTestId("previa-nome")).toHaveText("Ana Souza");
  await page.getByLabel("Data de início (opcional)").fill("2026-01-10");
  await page.getByLabel("Data de conclusão").fill("2026-03-05");
  await expect(page.getByRole("figure", { name: "Prévia do certificado" })).toContainText("de 10 de janeiro de 2026 a 5 de março de 2026.");
  await expectNoSeriousA11yViolations(page);

  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toBe("certificado-curso.png");
  const bytes = readFileSync((await file.path())!);
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1600, 1200]);
  await expect(page.getByText("Certificado gerado com sucesso!")).toBeVisible();
});
