import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { hydrated } from "../support/hydration.ts";

const cards = (page: Page) => page.locator("main ul li a");
const search = (page: Page) => page.getByPlaceholder("Buscar por número ou título...");

test("search by number and by title, category chips and the empty state", async ({ page }) => {
  await page.goto("/hinario");
  await hydrated(page);
  await expect(cards(page)).toHaveCount(100);

  await search(page).fill("37");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("Sou Feliz");

  await search(page).fill("GRACA");
  await expect(cards(page)).toHaveText([/Sublime Graça/, /Maravilhosa Graça/, /Tua Graça Me Basta/, /Graças Dou/]);
  await expect(page).toHaveURL(/\/hinario\?q=GRACA$/);

  await search(page).fill("");
  const categories = page.getByRole("navigation", { name: "Categorias" });
  await categories.getByRole("link", { name: "Paz", exact: true }).click();
  await expect(page).toHaveURL(/categoria=Paz/);
  await expect(cards(page)).toHaveCount(2);
  for (const card of await cards(page).all()) await expect(card).toContainText("Paz");
  await expect(categories.getByRole("link", { name: "Paz", exact: true })).toHaveAttribute("aria-current", "page");

  await search(page).fill("feliz");
  await expect(cards(page)).toHaveCount(1);
  await search(page).fill("hino que não existe");
  await expect(page.getByText("Nenhum hino encontrado")).toBeVisible();
  await categories.getByRole("link", { name: "Todos" }).click();
  await expect(page).not.toHaveURL(/categoria/);
  await expect(page.getByText("Nenhum hino encontrado")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("search and categories work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/hinario");
  await page.getByRole("navigation", { name: "Categorias" }).getByRole("link", { name: "Crianças" }).click();
  await expect(cards(page)).toHaveCount(4);
  await search(page).fill("jesus");
  await search(page).press("Enter");
  await expect(page).toHaveURL(/q=jesus&categoria=Cri/);
  await expect(cards(page)).toHaveText([/Jesus Me Ama/, /Jesus Ama as Criancinhas/]);
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/hinario\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Jesus Me Ama");
  await context.close();
});

test("the lyrics dialog shows lyrics or 'Letra em breve...' and closes with Esc and its button", async ({ page }) => {
  await page.goto("/hinario");
  await hydrated(page);
  await cards(page).filter({ hasText: "Sou Feliz" }).click();
  const dialog = page.getByRole("dialog", { name: "37. Sou Feliz" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Se paz a mais doce me deres gozar");
  await expect(dialog).toContainText("Fonte da letra:");
  await expect(dialog.getByRole("link", { name: "Abrir a página do hino" })).toHaveAttribute("href", "/hinario/37");
  await expect(dialog.getByRole("link", { name: "Ver no YouTube" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await cards(page).filter({ hasText: "Santo! Santo! Santo!" }).click();
  const placeholder = page.getByRole("dialog", { name: "2. Santo! Santo! Santo!" });
  await expect(placeholder).toContainText("Letra em breve...");
  await placeholder.getByRole("button", { name: "Fechar" }).click();
  await expect(placeholder).toBeHidden();
});

test("'Baixar Letra' downloads the lyrics as UTF-8 text", async ({ page }) => {
  await page.goto("/hinario");
  await hydrated(page);
  await cards(page).filter({ hasText: "Noite Feliz" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Baixar Letra" }).click()]);
  expect(download.suggestedFilename()).toBe("hino-39-noite-feliz.txt");
  const text = readFileSync((await download.path())!, "utf8");
  expect(text).toContain("Hino 39 — Noite Feliz");
  expect(text).toContain("Pobrezinho nasceu em Belém;");
  const response = await page.request.get("/hinario/39/letra.txt");
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
});

test("the complete hymnal downloads as a PDF the portal generates", async ({ page }) => {
  await page.goto("/hinario/37");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Baixar Hinário Completo (PDF)" }).click()]);
  expect(download.suggestedFilename()).toBe("hinario-lampada.pdf");
  const pdf = readFileSync((await download.path())!).toString("latin1");
  expect(pdf.startsWith("%PDF-1.4")).toBe(true);
  expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
  const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(pdf)![1]);
  expect(pages).toBeGreaterThan(5);
  expect(pdf.match(/\/Type \/Page /g)).toHaveLength(pages);
});

test("each hymn has its own page; an unknown number is a 404", async ({ page }) => {
  await page.goto("/hinario/37");
  await expect(page).toHaveTitle("Hino 37: Sou Feliz — Lâmpada");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("37. Sou Feliz");
  await expect(page.getByText("Sou feliz com Jesus, meu Senhor!")).toBeVisible();
  await page.getByRole("link", { name: "38. Sossegai" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("38. Sossegai");
  await expect(page.getByText("Letra em breve...")).toBeVisible();
  expect((await page.goto("/hinario/999"))?.status()).toBe(404);
  expect((await page.goto("/hinario/abc"))?.status()).toBe(404);
  expect((await page.request.get("/hinario/999/letra.txt")).status()).toBe(404);
});

test("generated files have a per-address limit: the 31st in a minute gets 429 with a Portuguese message", async ({ request }) => {
  const from = { "X-Forwarded-For": "10.231.7.9" };
  for (let i = 0; i < 30; i++) expect((await request.get("/hinario/1/letra.txt", { headers: from })).status()).toBe(200);
  const refused = await request.get("/hinario/1/letra.txt", { headers: from });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.text()).toMatch(/^Muitos pedidos em pouco tempo\. Aguarde 1 minuto e tente novamente\.$/);
  // Another address is not held back.
  expect((await request.get("/hinario/1/letra.txt", { headers: { "X-Forwarded-For": "10.231.7.10" } })).status()).toBe(200);
});
