import { randomBytes, randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { createSession, SESSION_COOKIE } from "#app/areas/accounts/session.store.server.ts";
import { grantRole, theConference } from "#app/areas/accounts/roles.store.server.ts";
import { openDatabase } from "#db/index.ts";
import { insertTestUser } from "../support/test-databases.ts";
import { sessionCookieValue } from "../support/session-cookie.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { hydrated, stopClock } from "../support/hydration.ts";

/**
 * Contact, feedback, the admin inbox, donation and projects (issue 15) against a server of
 * their own, configured with the church's contact details; the admin holds the role in the database.
 */
let server: RunningServer;
const ADMIN = "pastor@igreja.exemplo";

test.beforeAll(async () => {
  server = await startServer(
    { TRUST_PROXY: "1", CONTACT_EMAIL: "contato@igreja.exemplo", CONTACT_WHATSAPP: "5511987654321" },
    "test-results/server-community.log",
  );
});

test.afterAll(() => server.stop());

async function ownAddress(page: Page) {
  const b = randomBytes(3);
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `10.${b[0]}.${b[1]}.${b[2]}` });
}

async function logInAs(page: Page, email: string, role: "admin" | null = null) {
  const { db } = openDatabase(server.databaseUrl);
  const id = await insertTestUser(db, randomUUID(), { email, name: "Membro" });
  if (role) {
    const now = new Date().toISOString();
    await db.updateTable("users").set({ email_confirmed_at: now, password_set_at: now }).where("id", "=", id).execute();
    const scopeId = await theConference(db);
    expect(await grantRole(db, { email, role, scopeId, grantedBy: null }, new Date())).toBe("granted");
  }
  const token = await createSession(db, id, new Date());
  await db.destroy();
  await page.context().addCookies([{ name: SESSION_COOKIE, value: sessionCookieValue(token), url: server.url }]);
}

test("contact: cards from the configuration, FAQ, a message stored, 'Mensagem Enviada!' for 3 s, then the form clears", async ({ page }) => {
  await ownAddress(page);
  await page.clock.install();
  await page.goto(`${server.url}/contato`);
  await hydrated(page);
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "contato@igreja.exemplo" })).toHaveAttribute("href", "mailto:contato@igreja.exemplo");
  await expect(main.getByText("+55 (11) 98765-4321")).toBeVisible();
  await expect(main.getByRole("link", { name: "Conversar no WhatsApp" })).toHaveAttribute(
    "href",
    "https://wa.me/5511987654321?text=Ol%C3%A1!%20Vim%20pelo%20portal%20L%C3%A2mpada%20e%20gostaria%20de%20conversar.",
  );
  await expect(main.getByText("9h às 18h")).toBeVisible();
  await expect(main.getByText("10h às 16h")).toBeVisible();
  for (const card of ["E-mail", "Telefone / WhatsApp", "Desenvolvimento", "Horário de atendimento"])
    await expect(main.getByRole("heading", { level: 2, name: card, exact: true })).toBeVisible();
  await expect(main.getByText("Fale com a equipe pelo formulário abaixo", { exact: false })).toHaveCount(0);
  await expect(main.locator("details summary")).toHaveCount(4);
  await main.getByText("Em quanto tempo vocês respondem?").click();
  await expect(main.getByText("Respondemos em até 24 horas em dias úteis.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Nome").fill("Joana Lima");
  await page.getByLabel("E-mail").fill("joana@exemplo.com");
  await page.getByLabel("Mensagem").fill("Gostaria de saber o horário do culto.");
  await expect(main.getByRole("link", { name: "Abrir e-mail preenchido" })).toHaveAttribute("href", /body=.*Gostaria%20de%20saber/);
  // After axe, which needs running timers.
  await stopClock(page);
  await main.getByRole("button", { name: "Enviar Mensagem" }).click();
  await expect(main.getByText("Mensagem Enviada!")).toBeVisible();
  await expect(page.getByLabel("Nome")).toHaveValue("Joana Lima");
  await page.clock.runFor(3_000);
  await expect(main.getByText("Mensagem Enviada!")).toHaveCount(0);
  await expect(page.getByLabel("Nome")).toHaveValue("");
  await expect(page.getByLabel("Mensagem")).toHaveValue("");
});

test("contact shows only the channels the installation has: the suite's server has an e-mail and no WhatsApp", async ({ page }) => {
  await page.goto("/contato");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 2, name: "E-mail" })).toBeVisible();
  await expect(main.getByRole("link", { name: "contato@igreja.exemplo" })).toHaveAttribute("href", "mailto:contato@igreja.exemplo");
  await expect(main.getByRole("heading", { level: 2, name: "Telefone / WhatsApp" })).toHaveCount(0);
  await expect(main.getByText("Use o formulário desta página.")).toHaveCount(0);
  await expect(main.getByText("Fale com a equipe pelo formulário abaixo", { exact: false })).toHaveCount(0);
});

test("contact on an installation without e-mail nor WhatsApp: no empty cards, one sentence pointing to the form", async ({ page }) => {
  const bare = await startServer({}, "test-results/server-community-bare.log");
  try {
    await page.goto(`${bare.url}/contato`);
    const main = page.locator("main");
    await expect(main.getByText("Fale com a equipe pelo formulário abaixo: respondemos em até 24 horas em dias úteis.")).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "E-mail" })).toHaveCount(0);
    await expect(main.getByRole("heading", { level: 2, name: "Telefone / WhatsApp" })).toHaveCount(0);
    await expect(main.getByText("Use o formulário desta página.")).toHaveCount(0);
    await expect(main.getByRole("heading", { level: 2, name: "Desenvolvimento" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Horário de atendimento" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Enviar Mensagem" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Abrir e-mail preenchido" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await bare.stop();
  }
});

test("contact and feedback refuse bad input with Portuguese messages and limit each address", async ({ page }) => {
  await ownAddress(page);
  const post = (path: string, form: Record<string, string>) => page.request.post(`${server.url}${path}`, { form, headers: { Origin: server.url } });
  const empty = await post("/contato", { nome: "", email: "x", mensagem: "" });
  expect(empty.status()).toBe(400);
  const long = await post("/contato", { nome: "Ana", email: "ana@exemplo.com", mensagem: "a".repeat(2001) });
  expect(long.status()).toBe(400);
  expect(await long.text()).toContain("A mensagem deve ter no máximo 2000 caracteres.");
  const stars = await post("/feedback", { nome: "Ana", email: "ana@exemplo.com", mensagem: "Oi", avaliacao: "9" });
  expect(stars.status()).toBe(400);
  expect(await stars.text()).toContain("Escolha de 1 a 5 estrelas.");

  const valid = { nome: "Ana", email: "ana@exemplo.com", mensagem: "Olá!" };
  for (let i = 0; i < 5; i++) expect((await post("/contato", valid)).status()).toBe(200);
  const sixth = await post("/contato", valid);
  expect(sixth.status()).toBe(429);
  expect(sixth.headers()["retry-after"]).toBeTruthy();
  expect(await sixth.text()).toContain("Muitas tentativas. Tente novamente em");
  // Feedback has a limit of its own: one a day per address (its stars make the public average).
  expect((await post("/feedback", valid)).status()).toBe(200);
  const again = await post("/feedback", valid);
  expect(again.status()).toBe(429);
  expect(await again.text()).toContain("Muitas tentativas. Tente novamente em 24 horas.");
});

test("feedback: stored, the thank-you for 3 s, the real count and average with its stars", async ({ page }) => {
  await ownAddress(page);
  await page.clock.install();
  await page.goto(`${server.url}/feedback`);
  await hydrated(page);
  const before = Number(await page.getByTestId("feedback-count").textContent());
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByLabel("Tipo")).toHaveValue("sugestao");
  await expect(page.getByRole("radio", { name: "5 estrelas" })).toBeChecked();
  await page.getByLabel("Nome").fill("Carlos");
  await page.getByLabel("E-mail").fill("carlos@exemplo.com");
  await page.getByLabel("Tipo").selectOption("elogio");
  await page.locator("label").filter({ hasText: "2 estrelas" }).click();
  await page.getByLabel("Mensagem").fill("Gostei muito do hinário.");
  await stopClock(page);
  await page.getByRole("button", { name: "Enviar Feedback" }).click();
  await expect(page.getByText("Obrigado pelo seu feedback!")).toBeVisible();
  await expect(page.getByTestId("feedback-count")).toHaveText(String(before + 1));
  await page.clock.runFor(3_000);
  await expect(page.getByText("Obrigado pelo seu feedback!")).toHaveCount(0);
  await expect(page.getByLabel("Nome")).toHaveValue("");
  await expect(page.getByRole("radio", { name: "5 estrelas" })).toBeChecked();
  // The average (other tests add feedback too) and its stars agree.
  const average = Number((await page.getByTestId("feedback-average").textContent())!.replace(",", "."));
  expect(average).toBeGreaterThanOrEqual(1);
  const stars = page.getByRole("img", { name: /^\d,\d de 5 estrelas$/ });
  await expect(stars).toHaveAttribute("aria-label", `${average.toFixed(1).replace(".", ",")} de 5 estrelas`);
  await expect(stars.locator('[data-lit="true"]')).toHaveCount(Math.round(average));
});

test("/admin/mensagens sends visitors to the login, is a 403 for other members, and lists messages and feedback for an admin", async ({ page }) => {
  await ownAddress(page);
  await page.goto(`${server.url}/admin/mensagens`);
  await expect(page).toHaveURL(`${server.url}/login?voltar=%2Fadmin%2Fmensagens`);
  await logInAs(page, "membro@exemplo.com");
  expect((await page.goto(`${server.url}/admin/mensagens`))?.status()).toBe(403);
  await expect(page.getByText("Esta página é só para quem administra o portal.")).toBeVisible();
  await page.context().clearCookies();
  await page.request.post(`${server.url}/contato`, {
    form: { nome: "Rita", email: "rita@exemplo.com", telefone: "(11) 4000-1234", mensagem: "Pedido de visita para a minha mãe." },
    headers: { Origin: server.url },
  });
  await logInAs(page, ADMIN, "admin");
  const response = await page.goto(`${server.url}/admin/mensagens`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { name: "Mensagens recebidas" })).toBeVisible();
  await expect(page.getByText("Pedido de visita para a minha mãe.")).toBeVisible();
  await expect(page.getByText("(11) 4000-1234")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Feedbacks \(\d+\)/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("donation: confirm waits for amount and method, the two messages, the pledge recorded, no payment taken", async ({ page }) => {
  await ownAddress(page);
  await page.goto(`${server.url}/doacao`);
  await hydrated(page);
  const main = page.locator("main");
  await expect(page.getByRole("heading", { name: "Apoie a Missão" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Voltar" })).toBeVisible();
  await expect(main.getByText("Nenhum pagamento é feito nesta página.")).toBeVisible();
  const amount = page.getByLabel("Valor da doação (R$)");
  // Typed as Brazilians write amounts ('3.000,00'), with the numeric keypad on a phone.
  await expect(amount).toHaveAttribute("inputmode", "decimal");
  const confirm = main.getByRole("button", { name: "Confirmar Doação" });
  await expect(confirm).toBeDisabled();
  await amount.fill("3");
  await expect(confirm).toBeDisabled();
  await main.getByText("Pix", { exact: true }).click();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(main.getByText("O valor mínimo da doação é R$ 5,00")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const noMethod = await page.request.post(`${server.url}/doacao`, { form: { valor: "10" }, headers: { Origin: server.url } });
  expect(noMethod.status()).toBe(400);
  expect(await noMethod.text()).toContain("Por favor, selecione um método de pagamento");

  await amount.fill("1234.5");
  await confirm.click();
  await expect(main.getByText("Doação de R$ 1.234,50 via Pix em processamento!")).toBeVisible();
  await expect(main.getByText("Nenhuma cobrança foi feita.")).toBeVisible();
  const { db } = openDatabase(server.databaseUrl);
  const rows = await db.selectFrom("donation_pledges").selectAll().where("amount_cents", "=", 123450).execute();
  await db.destroy();
  expect(rows).toMatchObject([{ method: "pix", project_id: null, user_id: null }]);
});

test("projects: five labelled examples, the detail panel with 'Saiba Mais' and no way to give to an example; the church's gift has none", async ({
  page,
}) => {
  await ownAddress(page);
  await page.goto(`${server.url}/projetos`);
  await hydrated(page);
  const main = page.locator("main");
  await expect(main.locator("ul").first().locator("> li")).toHaveCount(5);
  await expect(main.getByText("Exemplo — sua igreja cadastra os seus.")).toBeVisible();
  await expect(main.getByRole("heading", { name: "Ore, contribua e vá" })).toBeVisible();
  await main.getByRole("link", { name: /Água no Sertão/ }).click();
  const panel = main.getByRole("region", { name: "Detalhes do projeto" });
  await expect(panel.getByRole("heading", { name: "Água no Sertão" })).toBeVisible();
  await panel.getByText("Saiba Mais").click();
  await expect(panel.getByText("construir e reformar cisternas;")).toBeVisible();
  await expect(panel.getByText("(Jo 4:14, ACF)", { exact: false })).toBeVisible();
  await expect(panel.getByText("Projeto de exemplo: não recebe doações.")).toBeVisible();
  await expect(panel.getByRole("link", { name: "Apoiar Projeto" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole("link", { name: "Fechar detalhes" }).click();
  await expect(panel).toHaveCount(0);
  await main.getByRole("link", { name: "Fazer uma doação" }).click();
  await expect(page).toHaveURL(/\/doacao$/);
  await expect(page.getByRole("combobox", { name: "Projeto" })).toHaveValue("");
  await page.getByLabel("Valor da doação (R$)").fill("50");
  await page.locator("main").getByText("Boleto", { exact: true }).click();
  await page.getByRole("button", { name: "Confirmar Doação" }).click();
  await expect(page.getByText("Doação de R$ 50,00 via Boleto em processamento!")).toBeVisible();
  const { db } = openDatabase(server.databaseUrl);
  const rows = await db.selectFrom("donation_pledges").select(["project_id", "method"]).where("amount_cents", "=", 5000).execute();
  await db.destroy();
  expect(rows).toEqual([{ project_id: null, method: "boleto" }]);
});
