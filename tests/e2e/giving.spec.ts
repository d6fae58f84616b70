import { randomBytes, randomUUID } from "node:crypto";
import { expect, test, type APIResponse, type BrowserContext, type Page } from "@playwright/test";
import { createSession, SESSION_COOKIE } from "#app/areas/accounts/session.store.server.ts";
import { firstChurch } from "#app/areas/churches/churches.store.server.ts";
import { hasValidCrc } from "#app/areas/donation/pix.ts";
import { openDatabase } from "#db/index.ts";
import { logInAsAdmin, nonAdminCookieHeader } from "../support/admins.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { hydrated } from "../support/hydration.ts";
import { serverWithMail } from "../support/mail-server.ts";
import { sessionCookieValue } from "../support/session-cookie.ts";
import { insertTestUser } from "../support/test-databases.ts";

/**
 * The church office (decision 0046): the church's settings typed in the browser with no
 * environment variable, a member's pledge by Pix on a phone with a reference the treasurer
 * finds at /admin/doacoes, marks received and downloads as a spreadsheet. A server of its own,
 * started without CHURCH_* or CONTACT_*; the tests run in order.
 */
test.describe.configure({ mode: "serial" });

const PHONE = { width: 390, height: 844 };
const ADMIN_PAGES = ["/admin/igreja", "/admin/doacoes", "/admin/doacoes.csv"];
const ADMIN_POSTS: Array<[string, Record<string, string>]> = [
  ["/admin/igreja", { nome: "Invadida", cidade: "Recife", chavePix: "52998224725", recebedor: "Invasor" }],
  ["/admin/doacoes", { intent: "recebido", id: "qualquer" }],
];
const PROJECT = "Cisternas no Vale do Jequitinhonha";
const RECIPIENT = "Maria da Conceição Souza Albuquerque";

const spec = serverWithMail("giving", { TRUST_PROXY: "1", MAIL_FROM: "Lâmpada <portal@igreja.exemplo>" });

test.beforeEach(async ({ page }) => {
  const b = randomBytes(3);
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `10.${b[0]}.${b[1]}.${b[2]}` });
});

async function withDatabase<T>(work: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
  const { db } = openDatabase(spec.server.databaseUrl);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** What the church office writes: settings, pledges and their marks. */
const snapshot = () =>
  withDatabase(async (db) => ({
    settings: await db.selectFrom("church_settings").selectAll().execute(),
    pledges: await db.selectFrom("donation_pledges").select(["id", "received_at", "received_by"]).orderBy("id").execute(),
  }));

async function logInAsMember(context: BrowserContext, name: string): Promise<void> {
  const token = await withDatabase(async (db) => createSession(db, await insertTestUser(db, randomUUID(), { name }), new Date()));
  await context.addCookies([{ name: SESSION_COOKIE, value: sessionCookieValue(token), url: spec.server.url, httpOnly: true, sameSite: "Lax" }]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** The element's top is on screen below the sticky top bar, not hidden under it. */
async function expectBelowTopBar(page: Page, locator: ReturnType<Page["locator"]>) {
  const bar = (await page.locator("body > header").boundingBox())!;
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(box.y).toBeLessThan(PHONE.height / 2);
}

const post = (page: Page, path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  page.request.post(`${spec.server.url}${path}`, { form, headers, maxRedirects: 0, failOnStatusCode: false });

test("visitors go to the login and members get 403 at every new admin page and action, and nothing changes", async ({ page }) => {
  const before = await snapshot();
  const toLogin = (answer: APIResponse, what: string) => {
    expect(answer.status(), what).toBe(302);
    expect(new URL(answer.headers()["location"] ?? "", spec.server.url).pathname, what).toBe("/login");
  };
  for (const path of ADMIN_PAGES) toLogin(await page.request.get(`${spec.server.url}${path}`, { maxRedirects: 0 }), `visitante em ${path}`);
  for (const [path, form] of ADMIN_POSTS) toLogin(await post(page, path, form), `visitante posta em ${path}`);
  const member = await nonAdminCookieHeader(spec.server);
  for (const path of ADMIN_PAGES) {
    const answer = await page.request.get(`${spec.server.url}${path}`, { headers: { Cookie: member }, failOnStatusCode: false });
    expect(answer.status(), `membro em ${path}`).toBe(403);
    expect(await answer.text(), path).not.toContain("Referência");
  }
  for (const [path, form] of ADMIN_POSTS) expect((await post(page, path, form, { Cookie: member })).status(), `membro posta em ${path}`).toBe(403);
  expect(await snapshot()).toEqual(before);

  // Without settings, a published project does not offer 'Apoiar Projeto' as if money could move.
  await logInAsAdmin(page.context(), spec.server);
  await page.goto(`${spec.server.url}/admin`);
  await expect(page.getByText("Doações por Pix: desligadas.")).toBeVisible();
  const saved = await post(page, "/admin/projetos", {
    intent: "salvar",
    titulo: PROJECT,
    descricao: "Cisternas de placa para dez famílias.",
    localizacao: "Araçuaí, MG",
    texto: "Cada cisterna guarda **16 mil litros**.",
    meta: "3.000",
    mostrarTotal: "on",
  });
  expect(saved.status()).toBe(302);
  await page.goto(`${spec.server.url}/projetos`);
  await page
    .locator("main")
    .getByRole("link", { name: new RegExp(PROJECT) })
    .click();
  const panel = page.getByRole("region", { name: "Detalhes do projeto" });
  await expect(panel.getByText("Doações por Pix para este projeto ainda não estão abertas")).toBeVisible();
  await expect(panel.getByRole("link", { name: "Apoiar Projeto" })).toHaveCount(0);
  // The goal typed '3.000' is three thousand reais; nothing received yet.
  await expect(panel.getByText("Recebido: R$ 0,00 de R$ 3.000,00 (0%)")).toBeVisible();
});

test("an admin sets the church's details and PIX at /admin/igreja; bad input is refused in Portuguese; the footer, /contato and e-mails show them", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page.context(), spec.server);
  const before = await snapshot();
  const good = {
    nome: "Igreja Adventista do Sétimo Dia — Vila Mariana",
    cidade: "São José dos Campos",
    chavePix: "529.982.247-25",
    recebedor: RECIPIENT,
  };
  const cases: Array<[Record<string, string>, number, string]> = [
    [{ ...good, nome: "" }, 400, "Informe o nome da igreja."],
    [{ ...good, chavePix: "123" }, 400, "Chave Pix inválida"],
    [{ ...good, recebedor: "" }, 400, "Informe o nome do titular da chave Pix"],
    [{ ...good, telefone: "12345" }, 400, "Informe o telefone com DDD"],
    [{ ...good, email: "secretaria" }, 400, "Informe um e-mail válido."],
    [{ ...good, nome: "x".repeat(70_000) }, 413, "Conteúdo grande demais para este formulário."],
  ];
  for (const [form, status, message] of cases) {
    const answer = await post(page, "/admin/igreja", form);
    expect(answer.status(), JSON.stringify(form).slice(0, 80)).toBe(status);
    expect(await answer.text()).toContain(message);
  }
  expect((await post(page, "/admin/igreja", good, { Origin: "https://evil.example" })).status()).toBe(403);
  expect(await snapshot()).toEqual(before);

  await page.goto(`${spec.server.url}/admin`);
  await page
    .locator("main")
    .getByRole("link", { name: /Dados da igreja/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Dados da igreja" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Nome da igreja").fill(good.nome);
  await page.getByLabel("Cidade").fill(good.cidade);
  await expect(page.getByText("Encurtado no código Pix para “Sao Jose dos”")).toBeVisible();
  await page.getByLabel("Endereço (opcional)").fill("Rua Domingos de Morais, 2000");
  await page.getByLabel("Horários dos cultos (opcional)").fill("Sábado, 9h — Escola Sabatina\nQuarta, 20h — Culto de oração");
  await page.getByLabel("E-mail (opcional)").fill("secretaria@vilamariana.exemplo");
  await page.getByLabel("WhatsApp (opcional)").fill("(12) 98765-4321");
  await page.getByLabel("Chave Pix da igreja (opcional)").fill(good.chavePix);
  await page.getByLabel("Nome do titular da chave").fill(RECIPIENT);
  await expect(page.getByText("Encurtado no código Pix para “Maria da Conceicao Souza”")).toBeVisible();
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Salvo com sucesso!")).toBeVisible();
  await expect(page.getByText(`Doações por Pix: ligadas. Chave (CPF) 52998224725, recebedor ${RECIPIENT}.`)).toBeVisible();
  await expect(page.getByLabel("WhatsApp (opcional)")).toHaveValue("+55 (12) 98765-4321");
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${spec.server.url}/contato`);
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "secretaria@vilamariana.exemplo" })).toBeVisible();
  await expect(main.getByText("+55 (12) 98765-4321")).toBeVisible();
  await expect(main.getByText("Quarta, 20h — Culto de oração")).toBeVisible();
  await expect(main.getByText("Rua Domingos de Morais, 2000 — São José dos Campos")).toBeVisible();
  const footer = page.locator("footer");
  await expect(footer.getByText(good.nome)).toBeVisible();
  await expect(footer.getByRole("link", { name: "secretaria@vilamariana.exemplo" })).toBeVisible();

  // The portal's e-mails speak for the church, and an answer reaches its secretary.
  const asked = await page.request.post(`${spec.server.url}/esqueci-senha`, { form: { email: "admin@igreja.exemplo" } });
  expect(asked.status()).toBe(200);
  await expect.poll(() => spec.smtp.to("admin@igreja.exemplo").length).toBe(1);
  const mail = spec.smtp.to("admin@igreja.exemplo")[0]!;
  expect(mail.from).toContain(`Lâmpada — ${good.nome}`);
  expect(mail.from).toContain("<portal@igreja.exemplo>");
  expect(mail.replyTo).toBe("secretaria@vilamariana.exemplo");

  // A visitor's message is e-mailed to the church, answerable to the visitor.
  const visitor = await (
    await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 360, height: 740 } })
  ).newPage();
  await visitor.setExtraHTTPHeaders({ "X-Forwarded-For": "10.200.1.1" });
  await visitor.goto(`${spec.server.url}/contato`);
  await hydrated(visitor);
  await expect(visitor.getByText("Segunda a sexta: 9h às 18h")).toBeVisible();
  await visitor.getByLabel("Nome").fill("Paulo Visitante");
  await visitor.getByLabel("E-mail").fill("paulo@exemplo.com");
  await visitor.getByLabel("Mensagem").fill("Vocês têm culto em libras?");
  await visitor.getByRole("button", { name: "Enviar Mensagem" }).click();
  await expect(visitor.getByText("Mensagem Enviada!")).toBeVisible();
  await expect.poll(() => spec.smtp.to("secretaria@vilamariana.exemplo").length).toBe(1);
  const arrival = spec.smtp.to("secretaria@vilamariana.exemplo")[0]!;
  expect(arrival.subject).toBe("Nova mensagem de contato: Paulo Visitante");
  expect(arrival.replyTo).toBe("paulo@exemplo.com");
  expect(arrival.text).toContain("Vocês têm culto em libras?");
  expect(arrival.text).toContain(`${spec.server.url}/admin/mensagens`);
});

test("a member pledges by Pix at 390 px: the project opens below its card, the code takes the screen with its reference, the form is cleared", async ({
  page,
  context,
}) => {
  await page.setViewportSize(PHONE);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: spec.server.url });
  await logInAsMember(context, "Joana Doadora");
  await page.goto(`${spec.server.url}/projetos`);
  await hydrated(page);
  const main = page.locator("main");
  const card = main.getByRole("link", { name: new RegExp(PROJECT) });
  await card.click();
  const panel = main.getByRole("region", { name: "Detalhes do projeto" });
  await expect(panel).toBeInViewport();
  await expectBelowTopBar(page, panel.getByRole("heading", { name: PROJECT }));
  const cardBox = (await card.boundingBox())!;
  const panelBox = (await panel.boundingBox())!;
  // Right below the tapped card, not below every card.
  expect(panelBox.y).toBeGreaterThanOrEqual(cardBox.y + cardBox.height);
  expect(panelBox.y - (cardBox.y + cardBox.height)).toBeLessThan(40);
  await panel.getByRole("link", { name: "Apoiar Projeto" }).click();
  await expect(page).toHaveURL(/\/doacao\?projeto=/);
  await hydrated(page);
  await page.getByLabel("Valor da doação (R$)").fill("25,50");
  await main.getByText("Pix", { exact: true }).click();
  await page.getByRole("button", { name: "Confirmar Doação" }).click();

  const payment = page.getByRole("region", { name: "Pague com Pix" });
  await expect(payment).toBeFocused();
  await expectBelowTopBar(page, payment.getByRole("heading", { name: "Pague com Pix" }));
  await expect(page.getByRole("img", { name: /QR Code Pix de R\$ 25,50/ })).toBeInViewport();
  await expect(payment.getByText("R$ 25,50", { exact: true })).toBeVisible();
  await expect(payment.locator("dd").filter({ hasText: RECIPIENT })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const reference = (await payment.locator("dd.font-mono").textContent())!.trim();
  expect(reference).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
  // No form a tap away from a second pledge.
  await expect(page.getByRole("button", { name: "Confirmar Doação" })).toHaveCount(0);
  const code = await page.getByLabel(/Pix copia e cola/).inputValue();
  expect(code).toContain("0014br.gov.bcb.pix011152998224725");
  expect(code).toContain("540525.50");
  expect(code).toContain("5924Maria da Conceicao Souza");
  expect(code).toContain("6012Sao Jose dos");
  expect(code).toContain(`62120508${reference}`);
  expect(hasValidCrc(code)).toBe(true);
  await page.getByRole("button", { name: "Copiar código" }).click();
  await expect(page.getByRole("button", { name: "Código copiado!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expectNoSeriousA11yViolations(page);

  // Another gift starts from an empty form.
  await page.getByRole("link", { name: "Fazer outra doação" }).click();
  await expect(page.getByLabel("Valor da doação (R$)")).toHaveValue("");
  await expect(page.getByRole("region", { name: "Pague com Pix" })).toHaveCount(0);
  test.info().annotations.push({ type: "reference", description: reference });
});

test("the treasurer finds the reference at /admin/doacoes, marks it received, the project's total moves, and the CSV opens in Excel", async ({
  page,
}) => {
  await logInAsAdmin(page.context(), spec.server);
  const pledge = await withDatabase((db) =>
    db.selectFrom("donation_pledges").select(["id", "reference", "project_id"]).where("amount_cents", "=", 2550).executeTakeFirstOrThrow(),
  );
  // A visitor's general gift in another month, filtered out below.
  await withDatabase(async (db) =>
    db
      .insertInto("donation_pledges")
      .values({
        id: randomUUID(),
        reference: "OUTRO234",
        user_id: null,
        amount_cents: 1000,
        method: "boleto",
        project_id: null,
        created_at: "2025-01-15T12:00:00.000Z",
        church_id: (await firstChurch(db)).id,
      })
      .execute(),
  );
  const month = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 7);

  await page.setViewportSize(PHONE);
  await page.goto(`${spec.server.url}/admin/doacoes`);
  await expect(page.getByRole("heading", { level: 1, name: "Doações" })).toBeVisible();
  await page.getByLabel("Projeto").selectOption({ label: PROJECT });
  await page.getByLabel("Mês").fill(month);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(new RegExp(`projeto=${pledge.project_id}&mes=${month}`));
  const main = page.locator("main");
  const item = main.getByRole("listitem").filter({ hasText: pledge.reference! });
  await expect(item).toContainText("R$ 25,50");
  await expect(item).toContainText("Joana Doadora");
  await expect(item).toContainText("Não recebido");
  await expect(main.getByText("OUTRO234")).toHaveCount(0);
  const totals = main.getByRole("table");
  await expect(totals.getByRole("row", { name: new RegExp(PROJECT) })).toContainText("R$ 0,00");
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await item.getByRole("button", { name: `Marcar recebido: ${pledge.reference}` }).click();
  await expect(page.getByText("Salvo com sucesso!")).toBeVisible();
  await expect(item).toContainText("Recebido em");
  await expect(item).toContainText("por admin@igreja.exemplo");
  await expect(totals.getByRole("row", { name: new RegExp(PROJECT) })).toContainText("R$ 25,50");
  await expect(page).toHaveURL(new RegExp(`mes=${month}`));

  await page.goto(`${spec.server.url}/projetos?projeto=${pledge.project_id}`);
  // A real gift never shows 0 %.
  await expect(page.getByText("Recebido: R$ 25,50 de R$ 3.000,00 (0,8%)")).toBeVisible();

  // The reference as a bank statement shows it, in any case; received or not.
  await page.goto(`${spec.server.url}/admin/doacoes`);
  const typed = `${pledge.reference!.slice(0, 4).toLowerCase()}-${pledge.reference!.slice(4)}`;
  await page.getByLabel("Referência").fill(typed);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/referencia=/);
  await expect(main.getByRole("listitem")).toHaveCount(1);
  await expect(main.getByRole("listitem").first()).toContainText(pledge.reference!);
  await page.goto(`${spec.server.url}/admin/doacoes?situacao=nao-recebidas`);
  await expect(main.getByText("OUTRO234")).toBeVisible();
  await expect(main.getByText(pledge.reference!)).toHaveCount(0);
  await page.getByLabel("Situação").selectOption({ label: "Recebidas" });
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(main.getByText(pledge.reference!)).toBeVisible();
  await expect(main.getByText("OUTRO234")).toHaveCount(0);
  await page.goto(`${spec.server.url}/admin/doacoes?referencia=ZZZZ9999`);
  await expect(main.getByText("Nenhuma doação com a referência ZZZZ9999 neste filtro.")).toBeVisible();

  // A bad mark is refused and changes nothing.
  const before = await snapshot();
  for (const [form, status, message] of [
    [{ intent: "apagar", id: pledge.id }, 400, "Ação desconhecida"],
    [{ intent: "recebido", id: "nao-existe" }, 404, "Esta doação não existe mais."],
  ] as const) {
    const answer = await post(page, "/admin/doacoes", form);
    expect(answer.status()).toBe(status);
    expect(await answer.text()).toContain(message);
  }
  expect(await snapshot()).toEqual(before);

  // The spreadsheet: UTF-8 with a BOM, semicolons, accents as typed.
  const csv = await page.request.get(`${spec.server.url}/admin/doacoes.csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["cache-control"]).toBe("private, no-store");
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes
    .toString("utf8")
    .slice(1)
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(";").map((cell) => cell.replace(/^"|"$/g, "").replace(/""/g, '"')));
  expect(rows[0]).toEqual(["Data", "Referência", "Projeto", "Valor (R$)", "Forma", "Quem", "Situação", "Recebido em", "Marcado por"]);
  const given = rows.find((r) => r[1] === pledge.reference)!;
  expect(given.slice(2, 7)).toEqual([PROJECT, "25,50", "Pix", "Joana Doadora", "recebido"]);
  expect(rows.find((r) => r[1] === "OUTRO234")!.slice(2, 7)).toEqual(["Onde a missão mais precisar", "10,00", "Boleto", "visitante", "não recebido"]);

  // Each read of who gave what is on the record.
  await page.goto(`${spec.server.url}/admin/acessos`);
  await expect(page.getByText("Doações (/admin/doacoes)").first()).toBeVisible();
  await expect(page.getByText("Doações, planilha CSV (/admin/doacoes.csv)")).toBeVisible();
});
