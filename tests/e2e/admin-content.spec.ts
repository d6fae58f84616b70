import { randomBytes } from "node:crypto";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { hasValidCrc } from "#app/areas/donation/pix.ts";
import { openDatabase } from "#db/index.ts";
import { adminServerEnv, logInAsAdmin, nonAdminCookieHeader, openAsAdmin } from "../support/admins.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { hydrated } from "../support/hydration.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * The church's own content (/admin) and giving by PIX, against a server of their own with one
 * admin and the church's PIX key. The tests run in order: the examples show until the first
 * of each kind is published.
 */
test.describe.configure({ mode: "serial" });

let server: RunningServer;
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1440, height: 900 };
const ADMIN_FORMS = ["/admin/noticias", "/admin/projetos", "/admin/videos"];
const ADMIN_PAGES = ["/admin", ...ADMIN_FORMS];

test.beforeAll(async () => {
  server = await startServer(
    {
      ...adminServerEnv(),
      TRUST_PROXY: "1",
      CHURCH_PIX_KEY: "tesouraria@igreja.exemplo",
      CHURCH_NAME: "Igreja Adventista Central de São José",
      CHURCH_CITY: "São José dos Campos",
    },
    "test-results/server-admin-content.log",
  );
});

test.afterAll(() => server.stop());

test.beforeEach(async ({ page }) => {
  const b = randomBytes(3);
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `10.${b[0]}.${b[1]}.${b[2]}` });
});

/** Rows in the three tables of the church's content, and the pledges. */
async function counts(): Promise<Record<string, number>> {
  const { db } = openDatabase(server.databaseUrl);
  try {
    const result: Record<string, number> = {};
    for (const table of ["church_news", "church_projects", "church_videos", "donation_pledges"] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      result[table] = Number(row.n);
    }
    return result;
  } finally {
    await db.destroy();
  }
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

const post = (page: Page, path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  page.request.post(`${server.url}${path}`, { form, headers, maxRedirects: 0, failOnStatusCode: false });

test("visitors are sent to the login and members get 403 at every /admin page; their posts change nothing; examples ask for no money", async ({
  page,
}) => {
  const before = await counts();
  const toLogin = (answer: APIResponse, what: string) => {
    expect(answer.status(), what).toBe(302);
    expect(new URL(answer.headers()["location"] ?? "", server.url).pathname, what).toBe("/login");
  };
  for (const path of ADMIN_PAGES) toLogin(await page.request.get(`${server.url}${path}`, { maxRedirects: 0 }), `visitante em ${path}`);
  for (const path of ADMIN_FORMS) toLogin(await post(page, path, { intent: "salvar", titulo: "Invadido" }), `visitante posta em ${path}`);
  const member = await nonAdminCookieHeader(server);
  for (const path of ADMIN_PAGES)
    expect((await page.request.get(`${server.url}${path}`, { headers: { Cookie: member } })).status(), `membro em ${path}`).toBe(403);
  for (const path of ADMIN_FORMS) {
    const attempt = await post(
      page,
      path,
      {
        intent: "salvar",
        titulo: "Invadido",
        resumo: "x",
        descricao: "x",
        localizacao: "x",
        texto: "x",
        corpo: "x",
        data: "2026-01-01",
        categoria: "Eventos",
        endereco: "https://youtu.be/dQw4w9WgXcQ",
      },
      { Cookie: member },
    );
    expect(attempt.status(), `membro posta em ${path}`).toBe(403);
  }
  expect(await counts()).toEqual(before);

  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/projetos?projeto=agua-no-sertao`);
  const main = page.locator("main");
  await expect(main.getByText("Exemplo — sua igreja cadastra os seus").first()).toBeVisible();
  await expect(main.getByText("Projeto de exemplo: não recebe doações.")).toBeVisible();
  await expect(main.getByRole("link", { name: "Apoiar Projeto" })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  // An example cannot be chosen at /doacao, nor posted.
  await page.goto(`${server.url}/doacao?projeto=agua-no-sertao`);
  await expect(page.getByLabel("Projeto").locator("option")).toHaveText(["Onde a missão mais precisar"]);
  const pledge = await post(page, "/doacao", { valor: "50", metodo: "pix", projeto: "agua-no-sertao" });
  expect(pledge.status()).toBe(400);
  expect(await pledge.text()).toContain("Projeto não encontrado. Escolha um projeto da lista.");
  expect(await counts()).toEqual(before);
});

test("an admin writes a news item with its Markdown preview at 360 px; it shows at Notícias da Igreja, the Pathfinders' news stay theirs", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page.context(), server);
  await page.goto(`${server.url}/noticias`);
  await expect(page.locator("main").getByText("A igreja ainda não publicou notícias.")).toBeVisible();

  await page.goto(`${server.url}/admin`);
  await page
    .locator("main")
    .getByRole("link", { name: /Notícias/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Notícias da igreja" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Título").fill("Mutirão de Natal na comunidade Esperança");
  await page.getByLabel("Resumo").fill("Voluntários da igreja entregaram cestas e brinquedos no sábado.");
  await page.getByLabel("Data").fill("2026-12-19");
  await page.getByLabel("Categoria").selectOption("Eventos");
  await page
    .getByLabel("Texto", { exact: true })
    .fill("Foram **120 cestas** entregues.\n\n- Brinquedos\n- Alimentos\n\nObrigado a todos os voluntáriosdacomunidadeesperancadesãojosédoscampos!");
  const preview = page.getByRole("region", { name: "Pré-visualização" });
  await expect(preview).toContainText("Toque em “Pré-visualizar”");
  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  await expect(page.getByText("Pré-visualização abaixo. Ainda não foi salvo.")).toBeVisible();
  // The server's reading of the text, the same the news page draws.
  await expect(preview.locator("strong")).toHaveText("120 cestas");
  await expect(preview.locator("li")).toHaveText(["Brinquedos", "Alimentos"]);
  expect((await counts()).church_news).toBe(0);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Salvo com sucesso!")).toBeVisible();
  await expect(page.locator("main").getByRole("heading", { level: 3, name: "Mutirão de Natal na comunidade Esperança" })).toBeVisible();
  await expect(page.getByLabel("Título")).toHaveValue("");

  await page.goto(`${server.url}/noticias`);
  const main = page.locator("main");
  await expect(page.getByRole("heading", { level: 1, name: "Notícias da Igreja" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Mutirão de Natal na comunidade Esperança" })).toBeVisible();
  await expect(main.getByRole("article")).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await main.getByRole("link", { name: /Leia Mais/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mutirão de Natal na comunidade Esperança" })).toBeVisible();
  await expect(page.locator("main strong")).toHaveText("120 cestas");
  await expect(page.locator("main").getByText("19 de dezembro de 2026")).toBeVisible();
  await expectNoSidewaysScroll(page);
  const churchItem = new URL(page.url()).pathname;
  expect(churchItem).toMatch(/^\/noticias\/[\w-]+$/);
  // The Pathfinders' news stay on their page, beside their about card; the church's item is not among them.
  await page.goto(`${server.url}/noticias-desbravadores`);
  await expect(main.getByRole("article")).toHaveCount(6);
  await expect(main.getByText("Mutirão de Natal na comunidade Esperança")).toHaveCount(0);
  await expect(main.getByRole("heading", { name: "Sobre o movimento" })).toBeVisible();
  expect((await page.request.get(`${server.url}/noticias-desbravadores/2025-09-20-75-anos`)).status()).toBe(200);
  // The address the church's item had before it got /noticias leads there for good.
  const old = await page.request.get(`${server.url}${churchItem.replace("/noticias/", "/noticias-desbravadores/")}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()["location"]).toBe(churchItem);
});

test("bad input gets a Portuguese 4xx and changes nothing; cross-site posts are refused", async ({ page }) => {
  await logInAsAdmin(page.context(), server);
  const before = await counts();
  const news = { intent: "salvar", titulo: "Título", resumo: "Resumo", data: "2026-01-01", categoria: "Eventos", corpo: "Texto" };
  const video = { intent: "salvar", titulo: "Culto", descricao: "Culto de sábado", categoria: "Programas", endereco: "https://youtu.be/dQw4w9WgXcQ" };
  const project = { intent: "salvar", titulo: "Reforma", descricao: "Telhado", localizacao: "Recife", texto: "Detalhes" };
  const cases: Array<[string, Record<string, string>, number, string]> = [
    ["/admin/videos", { ...video, endereco: "https://evil.example/watch?v=dQw4w9WgXcQ" }, 400, "Use o endereço de um vídeo do YouTube"],
    ["/admin/videos", { ...video, endereco: "javascript:alert(1)" }, 400, "Use o endereço de um vídeo do YouTube"],
    ["/admin/videos", { ...video, categoria: "Novelas" }, 400, "Escolha a categoria"],
    ["/admin/noticias", { ...news, titulo: "A".repeat(10_000) }, 400, "O título deve ter no máximo 120 caracteres."],
    ["/admin/noticias", { ...news, corpo: "é".repeat(6001) }, 400, "O texto deve ter no máximo 6000 caracteres."],
    ["/admin/noticias", { ...news, data: "2026-02-30" }, 400, "Essa data não existe."],
    ["/admin/noticias", { ...news, data: "" }, 400, "Informe a data no formato AAAA-MM-DD."],
    ["/admin/noticias", { ...news, link: "http://sem-https.exemplo" }, 400, "Use um endereço que comece com https://."],
    ["/admin/noticias", { ...news, titulo: "   " }, 400, "Informe o título."],
    ["/admin/noticias", { ...news, corpo: "x".repeat(200_000) }, 413, "Conteúdo grande demais para este formulário."],
    ["/admin/noticias", { ...news, intent: "apagar-tudo" }, 400, "Ação desconhecida. Use os botões da página."],
    ["/admin/noticias", { intent: "excluir", id: "nao-existe" }, 404, "Este item não existe mais."],
    ["/admin/noticias", { ...news, id: "nao-existe" }, 404, "Este item não existe mais."],
    ["/admin/projetos", { ...project, chavePix: "123" }, 400, "Chave Pix inválida"],
    ["/admin/projetos", { ...project, meta: "muito" }, 400, "Informe a meta em reais"],
    ["/admin/projetos", { ...project, meta: "99999999999" }, 400, "Informe a meta em reais"],
  ];
  for (const [path, form, status, message] of cases) {
    const answer = await post(page, path, form);
    expect(answer.status(), `${path} ${JSON.stringify(form).slice(0, 80)}`).toBe(status);
    expect(await answer.text()).toContain(message);
  }
  const repeated = await page.request.post(`${server.url}/admin/noticias`, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "intent=salvar&titulo=Um&titulo=Dois&resumo=R&data=2026-01-01&categoria=Eventos&corpo=T",
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  expect(repeated.status()).toBe(400);
  expect(await repeated.text()).toContain("Este campo foi enviado mais de uma vez.");
  const crossSite = await post(page, "/admin/noticias", news, { Origin: "https://evil.example" });
  expect(crossSite.status()).toBe(403);
  expect(await counts()).toEqual(before);

  // In the page: the field says what is wrong, in Portuguese, and keeps what was typed.
  await page.setViewportSize(DESKTOP);
  await page.goto(`${server.url}/admin/videos`);
  await hydrated(page);
  await page.getByLabel("Título").fill("Culto jovem");
  await page.getByLabel("Descrição").fill("Louvor e mensagem.");
  await page.getByLabel("Endereço do vídeo").fill("https://www.youtube.com/channel/UC123");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Corrija o campo indicado abaixo. Nada foi salvo.")).toBeVisible();
  await expect(page.getByLabel("Endereço do vídeo")).toHaveAccessibleDescription(/Use o endereço de um vídeo do YouTube/);
  await expect(page.getByLabel("Título")).toHaveValue("Culto jovem");
  expect(await counts()).toEqual(before);
});

test("a video with a YouTube address plays in the no-cookie player at Vídeos da Igreja, at 1440 px; hidden, the page has none again", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openAsAdmin(page, server, "/admin/videos");
  await page.getByLabel("Título").fill("Culto de Ação de Graças");
  await page.getByLabel("Descrição").fill("O culto completo, com o coral infantil.");
  await page.getByLabel("Categoria").selectOption("Programas");
  await page.getByLabel("Endereço do vídeo").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Salvo com sucesso!")).toBeVisible();

  await page.goto(`${server.url}/videos`);
  await hydrated(page);
  const main = page.locator("main");
  await expect(page.getByRole("heading", { level: 1, name: "Vídeos da Igreja" })).toBeVisible();
  await expect(main.locator("ul.grid > li")).toHaveCount(1);
  await main.getByRole("button", { name: /Culto de Ação de Graças/ }).click();
  const dialog = page.getByRole("dialog", { name: "Culto de Ação de Graças" });
  await expect(dialog.locator("iframe")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  await expect(dialog.getByRole("link", { name: /Assistir no YouTube/ })).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  const csp = (await page.request.get(`${server.url}/videos`)).headers()["content-security-policy"];
  expect(csp).toContain("frame-src https://www.youtube-nocookie.com https://player.vimeo.com;");

  await page.goto(`${server.url}/admin/videos`);
  await page.getByRole("button", { name: /Ocultar/ }).click();
  await expect(page.getByText("Ocultado: não aparece mais nas páginas públicas.")).toBeVisible();
  await page.goto(`${server.url}/videos`);
  await expect(page.locator("main").getByText("A igreja ainda não publicou vídeos.")).toBeVisible();
  await page.goto(`${server.url}/admin/videos`);
  await page.locator("main summary", { hasText: "Excluir" }).click();
  await page.getByRole("button", { name: "Confirmar exclusão" }).click();
  await expect(page.getByText("Excluído.")).toBeVisible();
  await expect(page.getByText("Nenhum vídeo cadastrado.", { exact: false })).toBeVisible();
  expect((await counts()).church_videos).toBe(0);
});

test("a project with its own PIX key: a pledge by Pix ends in a valid 'copia e cola' code and a QR Code, at 360 px", async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  await logInAsAdmin(context, server);
  await page.goto(`${server.url}/admin/projetos`);
  await hydrated(page);
  await page.getByLabel("Título").fill("Reforma da Escola Sabatina Infantil");
  await page.getByLabel("Descrição").fill("Salas novas para as crianças.");
  await page.getByLabel("Local").fill("São José dos Campos, SP");
  await page.getByLabel("Chave Pix do projeto (opcional)").fill("(12) 98765-4321");
  await page.getByLabel("Titular da chave do projeto").fill("Associação Beneficente Vale do Paraíba");
  await expect(page.getByText("Encurtado no código Pix para “Associacao Beneficente”")).toBeVisible();
  await page.getByLabel("Meta em R$ (opcional)").fill("5.000,00");
  await page.getByLabel("Texto (Saiba Mais)").fill("As salas recebem **piso novo** e brinquedos.");
  await page.getByRole("button", { name: "Pré-visualizar" }).click();
  await expect(page.getByRole("region", { name: "Pré-visualização" }).locator("strong")).toHaveText("piso novo");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Salvo com sucesso!")).toBeVisible();
  await expect(
    page.locator("main").getByText("Pix (telefone): +5512987654321, Associação Beneficente Vale do Paraíba", { exact: false }),
  ).toBeVisible();

  await page.goto(`${server.url}/projetos`);
  const main = page.locator("main");
  await expect(main.getByText("Exemplo — sua igreja cadastra os seus")).toHaveCount(0);
  await main.getByRole("link", { name: /Reforma da Escola Sabatina Infantil/ }).click();
  await expect(main.getByText("Meta: R$ 5.000,00")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await main.getByRole("link", { name: "Apoiar Projeto" }).click();
  await expect(page).toHaveURL(/\/doacao\?projeto=/);
  await expect(page.getByRole("combobox", { name: "Projeto" })).toHaveValue(/.+/);
  await hydrated(page);
  await page.getByLabel("Valor da doação (R$)").fill("50");
  await page.getByText("Pix", { exact: true }).click();
  await page.getByRole("button", { name: "Confirmar Doação" }).click();
  await expect(page.getByText("Doação de R$ 50,00 via Pix em processamento!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pague com Pix" })).toBeVisible();

  const code = await page.getByLabel(/Pix copia e cola/).inputValue();
  expect(code.startsWith("000201")).toBe(true);
  expect(code).toContain("0014br.gov.bcb.pix0114+5512987654321");
  expect(code).toContain("540550.00");
  // The key owner's name, shortened by whole words; the church's city (from the environment until an admin saves it).
  expect(code).toContain("5922Associacao Beneficente6012Sao Jose dos");
  expect(hasValidCrc(code)).toBe(true);
  const qr = await page.getByRole("img", { name: /QR Code Pix de R\$ 50,00/ }).getAttribute("src");
  expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(Buffer.from(qr!.split(",")[1]!, "base64").toString()).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Copiar código" }).click();
  await expect(page.getByRole("button", { name: "Código copiado!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  const { db } = openDatabase(server.databaseUrl);
  const pledges = await db.selectFrom("donation_pledges").select(["amount_cents", "method", "project_id"]).execute();
  await db.destroy();
  expect(pledges.map((p) => ({ ...p, amount_cents: Number(p.amount_cents) }))).toEqual([
    { amount_cents: 5000, method: "pix", project_id: expect.any(String) },
  ]);
});
