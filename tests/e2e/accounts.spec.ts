import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { logIn, newMember, PASSWORD, signUpByRequest, uniqueEmail, giveOwnAddress } from "../support/members.ts";
import { hydrated } from "../support/hydration.ts";

test.beforeEach(async ({ page }) => giveOwnAddress(page));

async function openSignUp(page: Page) {
  await page.goto("/login");
  await hydrated(page);
  await page.getByRole("link", { name: "Criar Conta" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Criar Conta" })).toBeVisible();
}

async function fillSignUp(page: Page, values: { nome?: string; idade?: string; email?: string; senha?: string; confirmar?: string }) {
  const form = page.locator("main form");
  await form.getByLabel("Nome").fill(values.nome ?? "Ana Souza");
  await form.getByLabel("Idade").fill(values.idade ?? "20");
  await form.getByLabel("E-mail").fill(values.email ?? uniqueEmail());
  await form.getByLabel("Senha", { exact: true }).fill(values.senha ?? PASSWORD);
  await form.getByLabel("Confirmar senha").fill(values.confirmar ?? values.senha ?? PASSWORD);
  await form.getByRole("button", { name: "Criar Conta" }).click();
}

test("sign-up shows each validation message beside its field", async ({ page }) => {
  await openSignUp(page);
  await fillSignUp(page, { senha: "abc12" });
  await expect(page.getByLabel("Senha", { exact: true })).toHaveAccessibleDescription(/A senha deve ter pelo menos 8 caracteres!/);
  await fillSignUp(page, { senha: "aaaaaa" });
  await expect(page.getByLabel("Senha", { exact: true })).toHaveAccessibleDescription(/A senha deve ter pelo menos 8 caracteres!/);
  await fillSignUp(page, { senha: PASSWORD, confirmar: "outra-coisa" });
  await expect(page.getByLabel("Confirmar senha")).toHaveAccessibleDescription("As senhas não coincidem!");
  await fillSignUp(page, { senha: "12345678" });
  await expect(page.getByText("Essa senha é muito comum e fácil de adivinhar. Escolha outra.")).toBeVisible();
  await fillSignUp(page, { idade: "12" });
  await expect(page.getByLabel("Idade")).toHaveAccessibleDescription("A idade deve estar entre 13 e 120 anos.");
  await fillSignUp(page, { nome: "   " });
  await expect(page.getByLabel("Nome")).toHaveAccessibleDescription("Por favor, preencha o nome");
  await expect(page.getByLabel("Nome")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);
});

test("'Criar Conta' on the home opens the sign-up form; signing up leads back to 'Entrar', the first login lands on the home; a second sign-up answers the same", async ({
  page,
  context,
}) => {
  const email = uniqueEmail();
  await page.goto("/");
  await hydrated(page);
  await page.locator("main").getByRole("link", { name: "Criar Conta" }).click();
  await expect(page).toHaveURL(/\/login\?modo=cadastro$/);
  await expect(page.getByRole("heading", { level: 1, name: "Criar Conta" })).toBeVisible();
  await expect(page.getByText("contas não confirmadas em 7 dias são removidas")).toBeVisible();
  await fillSignUp(page, { nome: "Célia Prado", email: `  ${email.toUpperCase()} ` });
  await expect(page.getByText("Cadastro realizado com sucesso!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Entrar" })).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain("lampada_session");
  await logIn(page, email);
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Célia Prado" })).toHaveAttribute("href", "/perfil");
  await expect(banner.getByRole("link", { name: "Sair" })).toBeVisible();
  // The first login is paid: first_login, announced on arrival.
  await expect(page.getByText("Conquista desbloqueada: Primeiros Passos (+10 pontos)")).toBeVisible();
  await page.goto("/perfil");
  await expect(page.getByRole("heading", { level: 1, name: "Célia Prado" })).toBeVisible();

  // The same address again: the same answer (nothing says it is taken), and the account is unchanged.
  await context.clearCookies();
  await openSignUp(page);
  await fillSignUp(page, { email, nome: "Outra Pessoa", senha: "outra-senha-forte" });
  await expect(page.getByText("Cadastro realizado com sucesso!")).toBeVisible();
  await logIn(page, email);
  await expect(page.getByRole("banner").getByRole("link", { name: "Célia Prado" })).toBeVisible();
});

test("without JavaScript: 'Criar Conta' on the home signs up, then 'Entrar' logs in", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await giveOwnAddress(page);
  await page.goto("/");
  await page.locator("main").getByRole("link", { name: "Criar Conta" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Criar Conta" })).toBeVisible();
  const email = uniqueEmail();
  await fillSignUp(page, { nome: "Otávio Lima", email });
  await expect(page.getByText("Cadastro realizado com sucesso!")).toBeVisible();
  await logIn(page, email);
  await expect(page.getByRole("banner").getByRole("link", { name: "Otávio Lima" })).toBeVisible();
  await context.close();
});

test("login: wrong password and unknown e-mail get the same answer; success shows the name and the members' links", async ({ page }) => {
  const email = uniqueEmail();
  await signUpByRequest(page, "Bruna Lima", email);
  await page.goto("/login");
  for (const [who, password] of [
    [email, "senha-errada"],
    [uniqueEmail(), PASSWORD],
  ] as const) {
    await page.getByLabel("E-mail").fill(who);
    await page.getByLabel("Senha").fill(password);
    await page.locator("main").getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email ou senha incorretos!");
  }
  await logIn(page, ` ${email.toUpperCase()}`);
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Bruna Lima" })).toHaveAttribute("href", "/perfil");
  await expect(banner.getByRole("link", { name: "Sair" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Entrar" })).toHaveCount(0);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByRole("navigation", { name: "Principal" }).getByText("Mais").click();
  await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Conquistas" })).toBeVisible();
});

test("the session cookie is HttpOnly, SameSite=Lax, not Secure on plain-HTTP localhost, for 30 days", async ({ page, context }) => {
  await newMember(page);
  const cookie = (await context.cookies()).find((c) => c.name === "lampada_session")!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
});

test("logout from the top bar asks 'Tem certeza que deseja sair?' and ends the session on the server", async ({ page, context }) => {
  await newMember(page, "Carla Dias");
  const token = (await context.cookies()).find((c) => c.name === "lampada_session")!.value;
  await hydrated(page);
  await page.getByRole("banner").getByRole("link", { name: "Sair" }).click();
  const dialog = page.getByRole("dialog", { name: "Tem certeza que deseja sair?" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Carla Dias" })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Sair" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sair" }).click();
  await expect(page.getByText("Logout realizado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
  // The old token no longer opens a session.
  await context.addCookies([{ name: "lampada_session", value: token, url: page.url() }]);
  await page.goto("/perfil");
  await expect(page.getByRole("heading", { name: "Seu perfil no Lâmpada" })).toBeVisible();
});

test("without JavaScript: login by the form, and logout confirmed on the /sair page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await giveOwnAddress(page);
  const email = uniqueEmail();
  await signUpByRequest(page, "Davi Rocha", email);
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(PASSWORD);
  await page.locator("main").getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Sair" }).click();
  await expect(page.getByRole("heading", { name: "Tem certeza que deseja sair?" })).toBeVisible();
  await page.locator("main").getByRole("button", { name: "Sair" }).click();
  await expect(page.getByText("Logout realizado com sucesso!")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
  await context.close();
});

test("after 5 failed logins for one e-mail the next gets 429 with when to try again", async ({ page }) => {
  const email = uniqueEmail();
  await signUpByRequest(page, "Eva Melo", email);
  for (let i = 0; i < 5; i++) {
    const response = await page.request.post("/login", { form: { intent: "login", email, senha: `errada-${i}` } });
    expect(response.status()).toBe(401);
  }
  const blocked = await page.request.post("/login", { form: { intent: "login", email, senha: PASSWORD } });
  expect(blocked.status()).toBe(429);
  expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(800);
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(PASSWORD);
  await page.locator("main").getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^Muitas tentativas\. Tente novamente em 1[45] minutos\.$/);
});

test("a login posted from another site is refused", async ({ page }) => {
  const email = uniqueEmail();
  await signUpByRequest(page, "Fábio Reis", email);
  const response = await page.request.post("/login", {
    headers: { Origin: "https://site-malicioso.example" },
    form: { intent: "login", email, senha: PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()["set-cookie"]).toBeUndefined();
});

/** This browser's reader lists as a visitor leaves them: Sl 23 read, Jo 3:16 marked. */
async function leaveVisitorLists(page: Page) {
  const when = Date.parse("2026-02-01T10:00:00Z");
  await page.evaluate(
    ({ when }) => {
      localStorage.setItem("biblia_historico", JSON.stringify([{ livro: "sl", capitulo: 23, data: new Date(when).toISOString(), timestamp: when }]));
      localStorage.setItem(
        "biblia_marcadores",
        JSON.stringify([
          {
            id: "jo-3-16",
            livro: "jo",
            capitulo: 3,
            versiculo: 16,
            texto: "Porque Deus amou o mundo de tal maneira",
            data: new Date(when).toISOString(),
          },
        ]),
      );
    },
    { when },
  );
}

/** The lists are in the account (the profile's tabs) and no longer in this browser. */
async function expectListsMerged(page: Page) {
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem("biblia_historico"), localStorage.getItem("biblia_marcadores")]))
    .toEqual([null, null]);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/perfil?tab=history");
  await expect(page.getByRole("link", { name: "Salmos 23" })).toHaveAttribute("href", "/biblia/sl/23");
  await page.goto("/perfil?tab=bookmarks");
  await expect(page.getByRole("link", { name: "João 3:16" })).toBeVisible();
  await expect(page.getByText("Porque Deus amou o mundo de tal maneira")).toBeVisible();
}

test("the visitor's local history and bookmarks are merged into the account at login, then cleared", async ({ page }) => {
  const email = uniqueEmail();
  await signUpByRequest(page, "Gabi Nunes", email);
  await page.goto("/login");
  await hydrated(page);
  await leaveVisitorLists(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(PASSWORD);
  await page.locator("main").getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
  await expectListsMerged(page);
});
