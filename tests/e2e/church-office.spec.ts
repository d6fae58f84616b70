import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { openDatabase } from "#db/index.ts";
import { adminServerEnv, logInAsAdmin, nonAdminCookieHeader, openAsAdmin } from "../support/admins.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { hydrated } from "../support/hydration.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * The church office (decision 0047), against a server of its own with one admin: the church's
 * videos from YouTube live, Shorts and youtu.be addresses at /videos, apart from Feliz7 Play; the
 * inbox's states, filters and replies; 'Administração' in the menu of an admin only.
 */
test.describe.configure({ mode: "serial" });

let server: RunningServer;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 780 };

test.beforeAll(async () => {
  server = await startServer({ ...adminServerEnv(), TRUST_PROXY: "1" }, "test-results/server-church-office.log");
});

test.afterAll(() => server.stop());

test.beforeEach(async ({ page }) => {
  const b = randomBytes(3);
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `10.${b[0]}.${b[1]}.${b[2]}` });
});

/** The states of the inbox's rows, and the videos' addresses, straight from the database. */
async function stored(): Promise<{ statuses: string[]; videos: string[] }> {
  const { db } = openDatabase(server.databaseUrl);
  try {
    const messages = await db.selectFrom("contact_messages").select("status").orderBy("created_at").execute();
    const feedback = await db.selectFrom("feedback_entries").select("status").orderBy("created_at").execute();
    const videos = await db.selectFrom("church_videos").select("address").orderBy("created_at").execute();
    return { statuses: [...messages, ...feedback].map((r) => r.status), videos: videos.map((v) => v.address) };
  } finally {
    await db.destroy();
  }
}

const post = (page: Page, path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  page.request.post(`${server.url}${path}`, { form, headers: { Origin: server.url, ...headers }, maxRedirects: 0, failOnStatusCode: false });

async function addVideo(page: Page, title: string, address: string) {
  await page.getByLabel("Título").fill(title);
  await page.getByLabel("Descrição").fill(`${title}, na íntegra.`);
  await page.getByLabel("Categoria").selectOption("Ao Vivo");
  await page.getByLabel("Endereço do vídeo").fill(address);
  await page.getByRole("button", { name: "Salvar" }).click();
}

test("YouTube live, Shorts and youtu.be addresses are accepted and play through youtube-nocookie at Vídeos da Igreja; another site is refused", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openAsAdmin(page, server, "/admin/videos");
  const videos = [
    ["Culto ao vivo", "https://www.youtube.com/live/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["Convite em 30 segundos", "https://youtube.com/shorts/9bZkp7q19f0", "9bZkp7q19f0"],
    ["Estudo bíblico", "https://youtu.be/jNQXAC9IVRw", "jNQXAC9IVRw"],
  ] as const;
  for (const [title, address] of videos) {
    await addVideo(page, title, address);
    await expect(page.getByText("Salvo com sucesso!")).toBeVisible();
    await expect(page.locator("main").getByRole("heading", { level: 3, name: title })).toBeVisible();
  }

  // A video of another site: the field says what to use, in Portuguese; nothing is saved.
  await addVideo(page, "Vídeo de outro site", "https://www.dailymotion.com/video/x7tgad0");
  await expect(page.getByText("Corrija o campo indicado abaixo. Nada foi salvo.")).toBeVisible();
  await expect(page.getByLabel("Endereço do vídeo")).toHaveAccessibleDescription(
    /Use o endereço de um vídeo do YouTube \(youtube\.com\/watch\?v=…, youtu\.be\/…, youtube\.com\/live\/…, youtube\.com\/shorts\/…/,
  );
  const refused = await post(page, "/admin/videos", {
    intent: "salvar",
    titulo: "Outro",
    descricao: "Outro",
    categoria: "Programas",
    endereco: "https://evil.example/shorts/dQw4w9WgXcQ",
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Use o endereço de um vídeo do YouTube");
  expect((await stored()).videos).toEqual(videos.map(([, address]) => address));

  await page.goto(`${server.url}/videos`);
  await hydrated(page);
  const main = page.locator("main");
  await expect(page.getByRole("heading", { level: 1, name: "Vídeos da Igreja" })).toBeVisible();
  await expect(main.locator("ul.grid > li")).toHaveCount(3);
  for (const [title, , id] of videos) {
    await main.getByRole("button", { name: new RegExp(title) }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog.locator("iframe")).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${id}`);
    await expect(dialog.getByRole("link", { name: /Assistir no YouTube/ })).toHaveAttribute("href", `https://www.youtube.com/watch?v=${id}`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
  await main.getByRole("link", { name: "Ao Vivo", exact: true }).click();
  await expect(page).toHaveURL(/\/videos\?categoria=Ao\+Vivo|\/videos\?categoria=Ao%20Vivo/);
  await expect(main.locator("ul.grid > li")).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  // Feliz7 Play stays what it is: its productions and its about card, none of the church's videos.
  await page.goto(`${server.url}/feliz7play`);
  await expect(page.getByRole("heading", { level: 1, name: "Feliz7 Play" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Sobre o Feliz7 Play" })).toBeVisible();
  await expect(main.getByRole("button", { name: /O Presente de Nick/ })).toBeVisible();
  await expect(main.getByText("Culto ao vivo")).toHaveCount(0);
  await expect(main.getByText("Exemplo — sua igreja cadastra os seus")).toHaveCount(0);
});

test("the inbox: 'Responder' by e-mail and WhatsApp with the greeting, 'Respondida' and 'Arquivada' stored and filtered, the true keeping time", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  // A visitor writes through /contato (with a phone) and sends a feedback.
  const sent = await post(page, "/contato", {
    nome: "Rita Oliveira",
    email: "rita@exemplo.com",
    telefone: "(11) 91234-5678",
    mensagem: "Gostaria de uma visita para a minha mãe.",
  });
  expect(sent.status()).toBeLessThan(400);
  const feedback = await post(page, "/feedback", {
    nome: "Caio Mendes",
    email: "caio@exemplo.com",
    tipo: "elogio",
    avaliacao: "5",
    mensagem: "O hinário ajuda muito.",
  });
  expect(feedback.status()).toBeLessThan(400);
  expect((await stored()).statuses).toEqual(["nova", "nova"]);

  await openAsAdmin(page, server, "/admin/mensagens");
  const main = page.locator("main");
  await expect(
    main.getByText("As mensagens de contato de visitantes (nome, e-mail, telefone e texto) são apagadas 180 dias depois de chegarem"),
  ).toBeVisible();
  const filters = main.getByRole("navigation", { name: "Estado" }).getByRole("link");
  await expect(filters).toHaveText(["Novas (2)", "Respondidas (0)", "Arquivadas (0)", "Todas (2)"]);
  await expect(filters.first()).toHaveAttribute("aria-current", "page");

  const rita = main.locator("li").filter({ hasText: "Gostaria de uma visita para a minha mãe." });
  await expect(rita.getByText("Nova", { exact: true })).toBeVisible();
  const mail = new URL((await rita.getByRole("link", { name: /Responder por e-mail/ }).getAttribute("href"))!);
  expect(mail.protocol).toBe("mailto:");
  expect(mail.pathname).toBe("rita@exemplo.com");
  expect(mail.searchParams.get("subject")).toBe("Sua mensagem pelo portal Lâmpada");
  expect(mail.searchParams.get("body")).toBe("Olá, Rita! Recebemos sua mensagem pelo portal Lâmpada. ");
  const whatsApp = rita.getByRole("link", { name: /Responder pelo WhatsApp/ });
  await expect(whatsApp).toHaveAttribute("target", "_blank");
  const wa = new URL((await whatsApp.getAttribute("href"))!);
  expect(`${wa.origin}${wa.pathname}`).toBe("https://wa.me/5511912345678");
  expect(wa.searchParams.get("text")).toBe("Olá, Rita! Recebemos sua mensagem pelo portal Lâmpada. ");
  const caio = main.locator("li").filter({ hasText: "O hinário ajuda muito." });
  const caioMail = new URL((await caio.getByRole("link", { name: /Responder por e-mail/ }).getAttribute("href"))!);
  expect(caioMail.searchParams.get("body")).toBe("Olá, Caio! Recebemos seu feedback pelo portal Lâmpada. ");
  await expect(caio.getByRole("link", { name: /Responder pelo WhatsApp/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // On a phone the cards' buttons wrap: nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  await expect(rita.getByRole("button", { name: /Arquivar/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);

  // Answered: it leaves the new ones and shows under 'Respondidas'.
  await rita.getByRole("button", { name: /Marcar como respondida/ }).click();
  await expect(page.getByText("Mensagem marcada como respondida.")).toBeVisible();
  await expect(main.getByText("Gostaria de uma visita para a minha mãe.")).toHaveCount(0);
  await expect(filters).toHaveText(["Novas (1)", "Respondidas (1)", "Arquivadas (0)", "Todas (2)"]);
  await filters.filter({ hasText: "Respondidas" }).click();
  await expect(page).toHaveURL(/\/admin\/mensagens\?estado=respondida$/);
  await expect(rita.getByText("Respondida", { exact: true })).toBeVisible();
  await expect(main.getByText("O hinário ajuda muito.")).toHaveCount(0);

  // Archived from the answered ones: back to the same filter, now listed under 'Arquivadas'.
  await rita.getByRole("button", { name: /Arquivar/ }).click();
  await expect(page.getByText("Mensagem arquivada.")).toBeVisible();
  await expect(page).toHaveURL(/estado=respondida/);
  await expect(main.getByText("Nenhuma mensagem neste filtro.")).toBeVisible();
  await filters.filter({ hasText: "Arquivadas" }).click();
  await expect(rita.getByText("Arquivada", { exact: true })).toBeVisible();
  await expect(caio).toHaveCount(0);
  await filters.filter({ hasText: "Todas" }).click();
  await expect(main.locator("li").filter({ hasText: "Gostaria de uma visita" })).toHaveCount(1);
  await expect(main.locator("li").filter({ hasText: "O hinário ajuda muito." })).toHaveCount(1);
  expect((await stored()).statuses).toEqual(["arquivada", "nova"]);

  // Bad posts: a Portuguese 4xx, nothing changed.
  const { db } = openDatabase(server.databaseUrl);
  const id = (await db.selectFrom("feedback_entries").select("id").executeTakeFirstOrThrow()).id;
  await db.destroy();
  const cases: Array<[Record<string, string>, number, string]> = [
    [{ tipo: "feedback", id, estado: "apagada" }, 400, "Escolha o estado: nova, respondida ou arquivada."],
    [{ tipo: "pedido", id, estado: "respondida" }, 400, "Ação desconhecida. Use os botões da página."],
    [{ tipo: "feedback", id, estado: "respondida", filtro: "lixo" }, 400, "Filtro desconhecido. Use os filtros da página."],
    [{ tipo: "contato", id, estado: "respondida" }, 404, "Esta mensagem não existe mais. Recarregue a página."],
    [{ tipo: "feedback", id: "", estado: "respondida" }, 400, "Esta mensagem não existe mais. Recarregue a página."],
  ];
  for (const [form, status, message] of cases) {
    const answer = await post(page, "/admin/mensagens", form);
    expect(answer.status(), JSON.stringify(form)).toBe(status);
    expect(await answer.text()).toContain(message);
  }
  expect((await post(page, "/admin/mensagens", { tipo: "feedback", id, estado: "respondida" }, { Origin: "https://evil.example" })).status()).toBe(
    403,
  );
  expect((await stored()).statuses).toEqual(["arquivada", "nova"]);

  // Each read of the list is recorded, with its filter.
  await page.goto(`${server.url}/admin/acessos`);
  await expect(main.locator("li").filter({ hasText: "leu Mensagens de contato e feedbacks (/admin/mensagens, Arquivadas)" })).toHaveCount(1);
  await expect(main.locator("li").filter({ hasText: "(/admin/mensagens, Novas)" }).first()).toBeVisible();
});

test("non-admins get the login or 403 at every page and action touched here, and change nothing", async ({ page }) => {
  const before = await stored();
  const { db } = openDatabase(server.databaseUrl);
  const id = (await db.selectFrom("contact_messages").select("id").executeTakeFirstOrThrow()).id;
  await db.destroy();
  const member = await nonAdminCookieHeader(server);
  const forms: Record<string, Record<string, string>> = {
    "/admin/mensagens": { tipo: "contato", id, estado: "nova" },
    "/admin/videos": { intent: "salvar", titulo: "X", descricao: "X", categoria: "Ao Vivo", endereco: "https://youtu.be/dQw4w9WgXcQ" },
    "/admin/noticias": { intent: "salvar", titulo: "X", resumo: "X", data: "2026-01-01", categoria: "Histórias", corpo: "X" },
  };
  for (const path of ["/admin", ...Object.keys(forms)]) {
    const visitor = await page.request.get(`${server.url}${path}`, { maxRedirects: 0 });
    expect(visitor.status(), `visitante em ${path}`).toBe(302);
    // The login leads back to the page once logged in (the one return-path rule).
    expect(visitor.headers()["location"]).toBe(`/login?voltar=${encodeURIComponent(path)}`);
    const answer = await page.request.get(`${server.url}${path}`, { headers: { Cookie: member } });
    expect(answer.status(), `membro em ${path}`).toBe(403);
    expect(await answer.text()).toContain("Esta página é só para quem administra o portal.");
  }
  for (const [path, form] of Object.entries(forms)) {
    const visitor = await post(page, path, form);
    expect(visitor.status(), `visitante posta em ${path}`).toBe(302);
    expect(visitor.headers()["location"]).toBe(`/login?voltar=${encodeURIComponent(path)}`);
    expect((await post(page, path, form, { Cookie: member })).status(), `membro posta em ${path}`).toBe(403);
  }
  expect(await stored()).toEqual(before);
});

test("the menu shows 'Administração' to an admin only; visitors' stored pages and members never get it", async ({ page, browser }) => {
  // An admin: in 'Mais' on a wide screen and in the phone menu.
  await page.setViewportSize(DESKTOP);
  await logInAsAdmin(page.context(), server);
  await page.goto(`${server.url}/`);
  const nav = page.getByRole("navigation", { name: "Principal" });
  await nav.getByText("Mais").click();
  await nav.getByRole("link", { name: "Administração" }).click();
  await expect(page).toHaveURL(`${server.url}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "Administração" })).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.getByLabel("Abrir menu").click();
  await expect(page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Administração" })).toHaveAttribute("href", "/admin");

  // A member: nowhere in the page.
  const member = await browser.newContext({ extraHTTPHeaders: { Cookie: await nonAdminCookieHeader(server) } });
  const memberPage = await member.newPage();
  await memberPage.setViewportSize(DESKTOP);
  await memberPage.goto(`${server.url}/`);
  await expect(memberPage.getByRole("link", { name: "Tesouraria da Igreja" })).toBeVisible();
  await expect(memberPage.getByRole("link", { name: "Administração" })).toHaveCount(0);
  expect(await memberPage.content()).not.toContain('href="/admin"');
  await member.close();

  // Visitors, twice (the second answer is the render cache's stored page), right after the admin's visits.
  const visitor = await browser.newContext();
  for (const path of ["/", "/", "/videos", "/videos"]) {
    const answer = await visitor.request.get(`${server.url}${path}`);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html, path).not.toContain('href="/admin"');
    expect(html, path).not.toContain("Administração");
  }
  const visitorPage = await visitor.newPage();
  await visitorPage.setViewportSize(DESKTOP);
  await visitorPage.goto(`${server.url}/`);
  await visitorPage.getByRole("navigation", { name: "Principal" }).getByText("Mais").click();
  await expect(visitorPage.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Notícias da Igreja" })).toBeVisible();
  await expect(visitorPage.getByRole("link", { name: "Administração" })).toHaveCount(0);
  await visitor.close();
});
