import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createSession } from "#app/areas/accounts/session.store.server.ts";
import { openDatabase } from "#db/index.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { hydrated } from "../support/hydration.ts";
import { serverWithMail } from "../support/mail-server.ts";
import { LEAVING_PATHS } from "../support/leaving-paths.ts";
import { PASSWORD, ownAddress, uniqueEmail } from "../support/members.ts";
import { sessionCookieValue } from "../support/session-cookie.ts";
import { linkIn, type ReceivedMail } from "../support/smtp-stand-in.ts";
import { insertTestUser } from "../support/test-databases.ts";

/**
 * Issue 45: a new member gets in on the first try, and the address's owner still always wins.
 * The server sends through a real SMTP server started here; each person has their own browser.
 */
const spec = serverWithMail("accounts-first-try", { TRUST_PROXY: "1" });

const CONFIRM_SUBJECT = "Confirme seu e-mail no Lâmpada";

async function mailTo(address: string, subject: string): Promise<ReceivedMail> {
  await expect.poll(() => spec.smtp.to(address).filter((m) => m.subject === subject).length).toBeGreaterThanOrEqual(1);
  return spec.smtp
    .to(address)
    .filter((m) => m.subject === subject)
    .at(-1)!;
}

/** A browser of its own, coming from its own network address (the per-address limits stay apart). */
async function person(browser: Browser, viewport = { width: 360, height: 740 }): Promise<Page> {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: ownAddress() });
  return context.newPage();
}

async function signUp(page: Page, email: string, password = PASSWORD, from = "/login?modo=cadastro") {
  if (from) await page.goto(`${spec.server.url}${from}`);
  await page.getByLabel("Nome").fill("Rute Nova");
  await page.getByLabel("Idade").fill("34");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByLabel("Confirmar senha").fill(password);
  await page.locator("main").getByRole("button", { name: "Criar Conta" }).click();
  await expect(page.getByText("Cadastro realizado com sucesso!")).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${spec.server.url}/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.locator("main").getByRole("button", { name: "Entrar" }).click();
}

/** Whether this password logs in to the address, from a fresh browser. */
async function passwordWorks(browser: Browser, email: string, password: string): Promise<boolean> {
  const page = await person(browser);
  await logIn(page, email, password);
  const ok = page.getByText("Login realizado com sucesso!");
  const wrong = page.getByText("Email ou senha incorretos!");
  await expect(ok.or(wrong)).toBeVisible();
  const works = await ok.isVisible();
  await page.context().close();
  return works;
}

/** Logged in: the top bar offers 'Sair' and no 'Entrar'. */
async function loggedIn(page: Page) {
  await expect(page.getByRole("banner").getByText("Sair", { exact: true })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar", exact: true })).toHaveCount(0);
}
const loggedOut = (page: Page) => expect(page.getByRole("banner").getByRole("link", { name: "Entrar", exact: true })).toBeVisible();
const noSecondPassword = async (page: Page) => {
  await expect(page.getByLabel("Nova senha")).toHaveCount(0);
  await expect(page.getByText("deixou de valer")).toHaveCount(0);
};

test("sign-up, then the e-mailed link in the same browser: confirmed and signed in with the first password, no warning", async ({ browser }) => {
  test.slow(); // three browsers and an accessibility scan
  const page = await person(browser);
  const email = uniqueEmail("primeira");
  await signUp(page, email);
  await page.goto(linkIn(await mailTo(email, CONFIRM_SUBJECT)));
  await expect(page.getByRole("button", { name: "Confirmar meu e-mail" })).toBeVisible();
  await expect(page.getByLabel("Senha", { exact: true })).toHaveCount(0);
  await expect(page.getByText(/senha nova|deixou de valer|ninguém que/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Confirmar meu e-mail" }).click();
  await expect(page.getByText("E-mail confirmado. Obrigado!")).toBeVisible();
  await expect(page).toHaveURL(`${spec.server.url}/`);
  await loggedIn(page);
  await noSecondPassword(page);
  await page.goto(`${spec.server.url}/perfil?tab=settings`);
  await expect(page.getByText("(confirmado)")).toBeVisible();
  expect(await passwordWorks(browser, email, PASSWORD)).toBe(true);
});

test("the link opened on another browser asks for the sign-up password: typed right, signed in with it", async ({ browser }) => {
  test.slow(); // three browsers and an accessibility scan
  const laptop = await person(browser, { width: 1366, height: 768 });
  const email = uniqueEmail("outro-aparelho");
  await signUp(laptop, email);
  const phone = await person(browser);
  await phone.goto(linkIn(await mailTo(email, CONFIRM_SUBJECT)));
  await expect(phone.getByText("Você abriu o link em outro aparelho ou navegador.")).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  // The button without the password asks for it and spends nothing.
  await phone.getByRole("button", { name: "Confirmar meu e-mail" }).click();
  await expect(phone.getByText("Digite a senha que você escolheu ao criar a conta")).toBeVisible();
  await phone.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await phone.getByRole("button", { name: "Confirmar meu e-mail" }).click();
  await expect(phone.getByText("E-mail confirmado. Obrigado!")).toBeVisible();
  await loggedIn(phone);
  await noSecondPassword(phone);
  expect(await passwordWorks(browser, email, PASSWORD)).toBe(true);
});

test("'Não fui eu que criei esta conta': the owner makes their own password, told calmly; the stranger's password and session end", async ({
  browser,
}) => {
  const email = uniqueEmail("dona");
  const stranger = await person(browser);
  await signUp(stranger, email, "senha-do-intruso");
  await logIn(stranger, email, "senha-do-intruso");
  await expect(stranger.getByText("Login realizado com sucesso!")).toBeVisible();

  const owner = await person(browser);
  await owner.goto(linkIn(await mailTo(email, CONFIRM_SUBJECT)));
  await owner.getByRole("button", { name: "Não fui eu que criei esta conta" }).click();
  await expect(owner).toHaveURL(/\/redefinir-senha\?/);
  await expect(owner.getByText("E-mail confirmado: a conta é sua. Agora crie a sua senha.")).toBeVisible();
  await owner.getByLabel("Nova senha").fill("senha-da-dona-1");
  await owner.getByLabel("Confirmar senha").fill("senha-da-dona-1");
  await owner.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(owner.getByText("Senha criada! Você entrou")).toBeVisible();

  await stranger.goto(`${spec.server.url}/perfil`);
  await loggedOut(stranger);
  expect(await passwordWorks(browser, email, "senha-do-intruso")).toBe(false);
  expect(await passwordWorks(browser, email, "senha-da-dona-1")).toBe(true);
});

test("the stranger who signed up first cannot move the account to their own mailbox, before or after the owner claims it", async ({ browser }) => {
  const email = uniqueEmail("vitima");
  const mailbox = uniqueEmail("caixa-do-intruso");
  const stranger = await person(browser);
  await signUp(stranger, email, "senha-do-intruso");
  await logIn(stranger, email, "senha-do-intruso");
  await expect(stranger.getByText("Login realizado com sucesso!")).toBeVisible();
  await stranger.goto(`${spec.server.url}/perfil?tab=settings`);
  await expect(stranger.getByText("Para trocar o e-mail, confirme primeiro o atual pelo link que enviamos para ele.")).toBeVisible();
  await expect(stranger.getByLabel("Novo e-mail")).toHaveCount(0);
  // The form's request sent by hand is refused the same way, and no link goes out.
  const refused = await stranger.request.post(`${spec.server.url}/perfil/acesso`, {
    form: { intent: "alterar-email", email: mailbox, senha: "senha-do-intruso" },
    headers: { Origin: spec.server.url },
    failOnStatusCode: false,
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("confirme primeiro o atual");

  // The owner resets the password from their inbox: the stranger is out and still cannot move it.
  const owner = await person(browser);
  await owner.goto(`${spec.server.url}/esqueci-senha`);
  await owner.getByLabel("E-mail").fill(email);
  await owner.getByRole("button", { name: "Enviar link" }).click();
  await owner.goto(linkIn(await mailTo(email, "Redefinir sua senha do Lâmpada")));
  await owner.getByLabel("Nova senha").fill("senha-da-dona-2");
  await owner.getByLabel("Confirmar senha").fill("senha-da-dona-2");
  await owner.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(owner.getByText("Senha criada! Você entrou")).toBeVisible();
  const after = await stranger.request.post(`${spec.server.url}/perfil/acesso`, {
    form: { intent: "alterar-email", email: mailbox, senha: "senha-do-intruso" },
    headers: { Origin: spec.server.url },
    failOnStatusCode: false,
  });
  expect(after.status()).toBe(401);
  expect(spec.smtp.to(mailbox)).toEqual([]);
});

/** A group leader straight in this server's database, logged in in their own browser. */
async function groupLeader(browser: Browser): Promise<Page> {
  const { db } = openDatabase(spec.server.databaseUrl);
  const id = await insertTestUser(db, randomUUID(), { name: "Lia Líder" });
  const token = await createSession(db, id, new Date());
  await db.destroy();
  const page = await person(browser, { width: 1366, height: 768 });
  await page
    .context()
    .addCookies([{ name: "lampada_session", value: sessionCookieValue(token), url: spec.server.url, httpOnly: true, sameSite: "Lax" }]);
  return page;
}

test("an invitation followed through sign-up and the e-mailed confirmation lands on the group's join page", async ({ browser }) => {
  const leader = await groupLeader(browser);
  await leader.goto(`${spec.server.url}/grupos`);
  await hydrated(leader);
  await leader.getByLabel("Nome do grupo").fill("Grupo da Esperança");
  await leader.getByRole("button", { name: "Criar grupo" }).click();
  await expect(leader.getByRole("heading", { level: 1, name: "Grupo da Esperança" })).toBeVisible();
  await leader.getByRole("button", { name: "Gerar link de convite" }).click();
  const invite = await leader.getByLabel("Link de convite").inputValue();
  expect(invite).toMatch(/\/grupos\/entrar\?token=/);

  const visitor = await person(browser);
  await visitor.goto(invite);
  await visitor.getByRole("link", { name: "Criar conta" }).click();
  const email = uniqueEmail("convidada");
  await signUp(visitor, email, PASSWORD, "");
  await visitor.goto(linkIn(await mailTo(email, CONFIRM_SUBJECT)));
  await visitor.getByRole("button", { name: "Confirmar meu e-mail" }).click();
  await expect(visitor.getByText("E-mail confirmado. Obrigado!")).toBeVisible();
  await expect(visitor).toHaveURL(/\/grupos\/entrar\?token=/);
  await visitor.getByRole("button", { name: "Participar do grupo" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Grupo da Esperança" })).toBeVisible();
});

test("return paths: every payload that normalises to another site stays on the site and is never echoed", async ({ browser }) => {
  const visitor = await person(browser);
  const member = await person(browser);
  const email = uniqueEmail("redirecionada");
  await signUp(member, email);
  await logIn(member, email, PASSWORD);
  await expect(member.getByText("Login realizado com sucesso!")).toBeVisible();
  for (const payload of LEAVING_PATHS) {
    const voltar = encodeURIComponent(payload);
    const answer = await member.request.get(`${spec.server.url}/login?voltar=${voltar}`, { maxRedirects: 0 });
    expect(answer.status(), payload).toBe(302);
    expect(answer.headers().location, payload).toBe("/");
    for (const page of ["/login", "/login?modo=cadastro", "/esqueci-senha", "/confirmar-email?token=" + "A".repeat(43)]) {
      const html = await (await visitor.request.get(`${spec.server.url}${page}${page.includes("?") ? "&" : "?"}voltar=${voltar}`)).text();
      expect(html, `${page} ${payload}`).not.toContain('name="voltar"');
    }
  }
  // A login posted with a payload lands on the home.
  const posted = await visitor.request.post(`${spec.server.url}/login`, {
    form: { intent: "login", email, senha: PASSWORD, voltar: "/..//evil.example/x" },
    headers: { Origin: spec.server.url },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(302);
  expect(posted.headers().location).toMatch(/^\/\?aviso=entrou/);
  // The whole origin counts: the same host over https is another site.
  const otherScheme = await visitor.request.post(`${spec.server.url}/login`, {
    form: { intent: "login", email, senha: PASSWORD },
    headers: { Origin: spec.server.url.replace("http://", "https://") },
    failOnStatusCode: false,
  });
  expect(otherScheme.status()).toBe(403);
});

test("signing up at 12 keeps the age message and says how a guardian brings a child into the club", async ({ browser }) => {
  const page = await person(browser);
  await page.goto(`${spec.server.url}/login?modo=cadastro`);
  await page.getByLabel("Nome").fill("Davi Pequeno");
  await page.getByLabel("Idade").fill("12");
  await page.getByLabel("E-mail").fill(uniqueEmail("crianca"));
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmar senha").fill(PASSWORD);
  await page.locator("main").getByRole("button", { name: "Criar Conta" }).click();
  await expect(page.getByText("A idade deve estar entre 13 e 120 anos.")).toBeVisible();
  await page.getByRole("link", { name: "Crianças no clube" }).click();
  await expect(page).toHaveURL(/\/clube\/criancas/);
});
