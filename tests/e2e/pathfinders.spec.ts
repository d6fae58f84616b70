import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { createMember, giveOwnAddress, logIn, logInAs, signUpByRequest, uniqueEmail } from "../support/members.ts";
import { hydrated } from "../support/hydration.ts";

/** Width and height from a PNG's header. */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("hub: four tabs, class, specialty and study dialogs, six useful links", async ({ page }) => {
  test.slow();
  await page.goto("/desbravadores");
  await hydrated(page);
  const tabs = page.getByRole("tablist", { name: "Seções dos Desbravadores" });
  await expect(tabs.getByRole("tab")).toHaveText(["Classes", "Especialidades", "Estudos", "Links Úteis"]);
  await expect(page.getByRole("link", { name: "Acompanhar Meu Progresso" })).toHaveAttribute("href", "/progresso-desbravador");
  await expect(page.locator("#classes li h3")).toHaveText(["Amigo", "Companheiro", "Pesquisador", "Pioneiro", "Excursionista", "Guia"]);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Ver a classe Pesquisador" }).click();
  const dialog = page.getByRole("dialog", { name: "Classe Pesquisador" });
  await expect(dialog).toContainText("Classe III · 12 anos");
  // The counts are the items the progress page lists for the class.
  await expect(dialog).toContainText("Descoberta Espiritual: 5 atividades");
  await expect(dialog).toContainText("Servindo aos Outros: 3 atividades");
  await expect(dialog).toContainText("Para a avaliação oficial, siga o cartão da classe adotado pela sua Associação ou Missão.");
  await expect(dialog.getByRole("link", { name: "Iniciar Progresso" })).toHaveAttribute("href", "/progresso-desbravador?classe=3");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await tabs.getByRole("tab", { name: "Especialidades" }).click();
  // The guide's real counts (33 specialties in 6 categories), not a claim about the movement's catalogue.
  await expect(page.getByText("33 Especialidades", { exact: true })).toBeVisible();
  await expect(page.getByText("6 Categorias", { exact: true })).toBeVisible();
  await expect(page.getByText("300+")).toHaveCount(0);
  const popular = page.locator("#especialidades ul").first().getByRole("button");
  await expect(popular).toHaveCount(12);
  await popular.filter({ hasText: "Nós e Amarras" }).click();
  const specialty = page.getByRole("dialog", { name: "Nós e Amarras" });
  await expect(specialty).toContainText("Demonstrar vinte nós");
  await specialty.getByRole("link", { name: "Iniciar Especialidade" }).click();
  await expect(page).toHaveURL(/\/desbravadores\/especialidade\/2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Nós e Amarras" })).toBeVisible();

  await page.goBack();
  await hydrated(page);
  await page.getByRole("tab", { name: "Estudos" }).click();
  await expect(page.locator("#estudos li h3")).toHaveCount(6);
  await expect(page.locator("#estudos li").filter({ hasText: "Heróis da Bíblia" })).toContainText("12 lições");
  await page.getByRole("button", { name: "Ver o estudo Profecia e História" }).click();
  const study = page.getByRole("dialog", { name: "Profecia e História" });
  await expect(study.locator("ol li")).toHaveCount(10);
  await expect(study.getByRole("region", { name: "Ouvir Texto" })).toBeVisible();
  await study.getByRole("button", { name: "Iniciar Estudo" }).click();
  await expect(study).toBeHidden();
  await expect(page).toHaveURL(/\/desbravadores$/);

  await page.getByRole("tab", { name: "Links Úteis" }).click();
  const links = page.locator("#links a");
  await expect(links).toHaveCount(6);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }
});

test("a hash opens its tab and scrolls to the section after 500 ms", async ({ page }) => {
  await page.clock.install();
  await page.goto("/desbravadores#estudos");
  await hydrated(page);
  await expect(page.getByRole("tab", { name: "Estudos" })).toHaveAttribute("aria-selected", "true");
  await page.clock.runFor(500);
  await expect(page.locator("#estudos")).toBeInViewport();
});

test("specialty page: tabs including an extra one, and the not-found state", async ({ page }) => {
  await page.goto("/desbravadores/especialidade/3");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Primeiros Socorros Básicos" })).toBeVisible();
  await expect(page.getByText("Ciência e Saúde", { exact: true })).toBeVisible();
  await expect(page.getByText("Nível 1")).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Seções da especialidade" }).getByRole("tab");
  await expect(tabs).toHaveText(["Requisitos", "Materiais", "Avaliação", "Passos", "Cuidados"]);
  await expect(page.getByRole("tab", { name: "Requisitos" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Passos" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Ligue 192 para o SAMU");
  await page.getByRole("tab", { name: "Avaliação" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Simulações");
  await expect(page.getByRole("link", { name: "Voltar", exact: true })).toHaveAttribute("href", "/desbravadores#especialidades");
  await expect(page.getByRole("link", { name: "Entre na sua conta" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto("/desbravadores/especialidade/33");
  await expect(page.getByRole("heading", { level: 1, name: "Mordomia" })).toBeVisible();
  await expect(page.getByText("Atividades Missionárias", { exact: true })).toBeVisible();

  const missing = await page.goto("/desbravadores/especialidade/999");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Especialidade Não Encontrada" })).toBeVisible();
  await expect(page.getByText("999")).toBeVisible();
  await page.getByRole("link", { name: "Voltar para Desbravadores" }).click();
  await expect(page).toHaveURL(/\/desbravadores$/);
});

test("a member completes a specialty", async ({ page, context, baseURL }) => {
  await logInAs(context, baseURL!, await createMember("Davi"));
  await page.goto("/desbravadores/especialidade/20");
  await page.getByRole("button", { name: "Concluir Especialidade" }).click();
  await expect(page.getByText("Especialidade concluída! Parabéns!")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Especialidade concluída", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Concluir Especialidade" })).toHaveCount(0);
});

async function tickAll(page: Page) {
  const boxes = page.getByRole("checkbox");
  for (let i = 0; i < (await boxes.count()); i++) {
    if ((await boxes.nth(i).getAttribute("aria-checked")) === "false") await boxes.nth(i).click();
  }
}

test("visitor: class progress to 100 %, the message below it and the certificate PNG", async ({ page }) => {
  // 22 clicks and an axe run: slow on a busy machine.
  test.slow();
  await page.goto("/progresso-desbravador?classe=6");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Classe Guia" })).toBeVisible();
  await expect(page.getByRole("checkbox")).toHaveCount(22);
  await expect(page.getByText("Requisitos resumidos com nossas palavras para estudo.")).toBeVisible();

  await page.getByRole("checkbox").first().click();
  await expect(page.getByRole("checkbox").first()).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("progressbar", { name: "Progresso da classe Guia" })).toHaveAttribute("aria-valuenow", "4");
  await page.getByLabel("Nome no certificado").fill("Ana Souza");
  await page.getByRole("button", { name: "Gerar Certificado" }).click();
  await expect(page.getByText("Complete todos os requisitos para gerar o certificado!")).toBeVisible();

  await tickAll(page);
  await expect(page.getByRole("progressbar", { name: "Progresso da classe Guia" })).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByTestId("area-concluida")).toHaveCount(6);
  await expect(page.getByText("Parabéns! Classe Concluída!")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Gerar Certificado" }).click()]);
  expect(download.suggestedFilename()).toBe("certificado-guia-desbravador.png");
  expect(pngSize((await download.path())!)).toEqual({ width: 1200, height: 800 });
  await expect(page.getByText("Certificado gerado com sucesso!")).toBeVisible();

  // Kept in this browser, as a map of item keys.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("desbravador_progresso") ?? "{}") as Record<string, boolean>);
  expect(Object.keys(stored)).toHaveLength(22);
  expect(stored["6-0-0"]).toBe(true);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("progressbar", { name: "Progresso da classe Guia" })).toHaveAttribute("aria-valuenow", "100");
});

test("member: progress kept on the server, and a visitor's local progress merged after login", async ({ page, context, baseURL }) => {
  await page.goto("/progresso-desbravador");
  await hydrated(page);
  await page.getByRole("checkbox").nth(0).click();
  await page.getByRole("checkbox").nth(1).click();
  await expect(page.getByRole("progressbar", { name: "Progresso da classe Amigo" })).toHaveAttribute("aria-valuenow", "9");

  await logInAs(context, baseURL!, await createMember("Marta"));
  const merged = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/progresso-desbravador"));
  await page.reload();
  await hydrated(page);
  expect((await merged).status()).toBe(200);
  await expect(page.getByText("O progresso guardado neste navegador foi adicionado à sua conta.")).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("desbravador_progresso"))).toBe("{}");
  await expect(page.getByRole("progressbar", { name: "Progresso da classe Amigo" })).toHaveAttribute("aria-valuenow", "9");

  const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/progresso-desbravador"));
  await page.getByRole("checkbox").nth(2).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("progressbar", { name: "Progresso da classe Amigo" })).toHaveAttribute("aria-valuenow", "13");
  await expect(page.getByLabel("Nome no certificado")).toHaveValue("Marta");

  // Forged or unknown items are refused and change nothing.
  const forged: Array<Record<string, string>> = [
    { intent: "marcar", item: "1-1-4", feito: "1" },
    { intent: "marcar", item: "x", feito: "1" },
    { intent: "mesclar", itens: "{nada" },
  ];
  for (const form of forged) {
    const answer = await page.request.post("/progresso-desbravador", { form, headers: { Origin: baseURL! } });
    expect([400, 404]).toContain(answer.status());
  }
  await page.reload();
  await expect(page.getByRole("progressbar", { name: "Progresso da classe Amigo" })).toHaveAttribute("aria-valuenow", "13");
});

test("member without JavaScript: ticking an item posts the form and the page shows it ticked", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await logInAs(context, baseURL!, await createMember("Sem Script"));
  const page = await context.newPage();
  await page.goto("/progresso-desbravador?classe=2");
  await expect(page.getByRole("checkbox").first()).toHaveAttribute("aria-checked", "false");
  await page.getByRole("checkbox").first().click();
  await expect(page.getByRole("checkbox").first()).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("heading", { name: "Classe Companheiro" })).toBeVisible();
  await context.close();
});

test("a visitor's ticks travel with the login form and are merged into the account", async ({ page }) => {
  await giveOwnAddress(page);
  const email = uniqueEmail("desbravador");
  await signUpByRequest(page, "Lia", email);
  await page.goto("/progresso-desbravador?classe=4");
  await hydrated(page);
  await page.getByRole("checkbox").nth(0).click();
  await page.getByRole("checkbox").nth(3).click();
  await logIn(page, email);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("desbravador_progresso"))).toBeNull();

  await page.goto("/progresso-desbravador?classe=4");
  await hydrated(page);
  await expect(page.getByRole("progressbar", { name: "Progresso da classe Pioneiro" })).toHaveAttribute("aria-valuenow", "9");
  await expect(page.getByRole("checkbox").nth(3)).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText("O progresso guardado neste navegador foi adicionado à sua conta.")).toHaveCount(0);
});
