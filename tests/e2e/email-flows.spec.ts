import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PASSWORD, ownAddress, uniqueEmail } from "../support/members.ts";
import { linkIn, type ReceivedMail } from "../support/smtp-stand-in.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { serverWithMail } from "../support/mail-server.ts";
import { startServer } from "../support/server-process.ts";

/**
 * Account e-mails end to end: the server sends through a real SMTP server started here, and
 * the tests follow the links the messages carry, in the browser.
 */
const spec = serverWithMail("email-flows", { TRUST_PROXY: "1", MAIL_FROM: "Lâmpada <portal@igreja.exemplo>" });

/** Waits for the n-th message (1 = first) with this subject to reach the address. */
async function mailTo(address: string, subject: string, nth = 1): Promise<ReceivedMail> {
  await expect.poll(() => spec.smtp.to(address).filter((m) => m.subject === subject).length).toBeGreaterThanOrEqual(nth);
  return spec.smtp.to(address).filter((m) => m.subject === subject)[nth - 1]!;
}

async function fillSignUp(page: Page, email: string, name: string, password: string) {
  await page.goto(`${spec.server.url}/login?modo=cadastro`);
  await page.getByLabel("Nome").fill(name);
  await page.getByLabel("Idade").fill("30");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByLabel("Confirmar senha").fill(password);
  await page.locator("main").getByRole("button", { name: "Criar Conta" }).click();
  await expect(page.getByText("Cadastro realizado com sucesso!")).toBeVisible();
}

/** Signs up through the form (which leads back to 'Entrar'), then logs in with the password. */
async function signUp(page: Page, email: string, name = "Ana Souza", password = PASSWORD) {
  await page.context().setExtraHTTPHeaders(ownAddress());
  await fillSignUp(page, email, name, password);
  await logInWithPassword(page, email, password);
  await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
}

async function confirmByMail(page: Page, email: string, subject = "Confirme seu e-mail no Lâmpada", nth = 1) {
  await page.goto(linkIn(await mailTo(email, subject, nth)));
  await page.getByRole("button", { name: "Confirmar meu e-mail" }).click();
  await expect(page.getByText("E-mail confirmado. Obrigado!")).toBeVisible();
}

async function logInWithPassword(page: Page, email: string, password: string) {
  await page.goto(`${spec.server.url}/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.locator("main").getByRole("button", { name: "Entrar" }).click();
}

const banner = (page: Page) => page.getByText("Confirme seu e-mail.");

test("sign-up: the account works at once, 'Confirme seu e-mail' until the link is followed, 'Reenviar' limited", async ({ page }) => {
  const email = uniqueEmail("cadastro");
  await signUp(page, email);
  await expect(banner(page)).toBeVisible();
  const first = await mailTo(email, "Confirme seu e-mail no Lâmpada");
  expect(first.text).toContain("Olá, Ana Souza!");
  expect(first.html).toContain(linkIn(first).replace(/&/g, "&amp;"));
  await page.goto(`${spec.server.url}/perfil?tab=settings`);
  await expect(page.getByText("ainda não confirmado")).toBeVisible();

  // 'Reenviar': two more links, then the limit (3 in 15 minutes, the sign-up's included).
  for (let i = 2; i <= 3; i++) {
    await page.getByRole("button", { name: "Reenviar" }).click();
    await expect(page.getByText(`Enviamos um novo link para ${email}.`)).toBeVisible();
    await mailTo(email, "Confirme seu e-mail no Lâmpada", i);
  }
  await page.getByRole("button", { name: "Reenviar" }).click();
  await expect(page.getByText(/Muitas tentativas\. Tente novamente em \d+ minutos?\./)).toBeVisible();

  // Only the newest link works; it confirms, once.
  const older = linkIn(first);
  await page.goto(older);
  await expect(page.getByText("Este link já foi usado.")).toBeVisible();
  await confirmByMail(page, email, undefined, 3);
  await expect(banner(page)).toHaveCount(0);
  await page.goto(`${spec.server.url}/perfil?tab=settings`);
  await expect(page.getByText("(confirmado)")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("forgot password: the same answer for any address, the link sets a new password once and ends every other session", async ({ browser }) => {
  const email = uniqueEmail("senha");
  const phone = await browser.newPage();
  await signUp(phone, email);
  const laptop = await browser.newPage();
  await laptop.context().setExtraHTTPHeaders(ownAddress());
  await laptop.goto(`${spec.server.url}/login`);
  await laptop.getByRole("link", { name: "Esqueci minha senha" }).click();
  await expect(laptop.getByRole("heading", { name: "Esqueci minha senha" })).toBeVisible();
  await laptop.getByLabel("E-mail").fill("ninguem-" + email);
  await laptop.getByRole("button", { name: "Enviar link" }).click();
  const sameAnswer = laptop.getByText("Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha.");
  await expect(sameAnswer).toBeVisible();
  await laptop.getByLabel("E-mail").fill(email);
  await laptop.getByRole("button", { name: "Enviar link" }).click();
  await expect(sameAnswer).toBeVisible();
  const mail = await mailTo(email, "Redefinir sua senha do Lâmpada");
  expect(spec.smtp.to("ninguem-" + email)).toHaveLength(0);
  expect(mail.text).toContain("1 hora");

  await laptop.goto(linkIn(mail));
  await laptop.getByLabel("Nova senha").fill("outra-senha-forte");
  await laptop.getByLabel("Confirmar senha").fill("outra-senha-forte");
  await laptop.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(laptop.getByText("Senha criada! Você entrou, e os outros dispositivos saíram da conta.")).toBeVisible();
  await mailTo(email, "Sua senha do Lâmpada foi alterada");
  // The reset proved the address.
  await expect(banner(laptop)).toHaveCount(0);

  // The phone's session ended; the link does not work twice.
  await phone.goto(`${spec.server.url}/perfil`);
  await expect(phone.getByRole("heading", { name: "Seu perfil no Lâmpada" })).toBeVisible();
  await laptop.goto(linkIn(mail));
  await expect(laptop.getByText("Este link já foi usado.")).toBeVisible();
  const again = await laptop.request.post(`${spec.server.url}/redefinir-senha`, {
    form: { token: new URL(linkIn(mail)).searchParams.get("token")!, senha: "terceira-senha", confirmarSenha: "terceira-senha" },
    headers: { Origin: spec.server.url },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(410);
  await logInWithPassword(phone, email, "outra-senha-forte");
  await expect(phone.getByText("Login realizado com sucesso!")).toBeVisible();
});

test("forgot password answers as fast for an unknown address as for a member's", async ({ page }) => {
  const email = uniqueEmail("tempo");
  await signUp(page, email);
  const timed = async (address: string) => {
    const started = performance.now();
    const response = await page.request.post(`${spec.server.url}/esqueci-senha`, {
      form: { email: address },
      headers: { Origin: spec.server.url, ...ownAddress() },
    });
    expect(response.status()).toBe(200);
    return performance.now() - started;
  };
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const member: number[] = [];
  const nobody: number[] = [];
  // Five a member's address may get in an hour: alternate them with five unknown ones.
  for (let i = 0; i < 5; i++) {
    member.push(await timed(email));
    nobody.push(await timed(`ninguem-${i}-${email}`));
  }
  test.info().annotations.push({ type: "median ms (member, unknown)", description: `${median(member).toFixed(1)}, ${median(nobody).toFixed(1)}` });
  await mailTo(email, "Redefinir sua senha do Lâmpada", 5);
});

test("changing the e-mail confirms the new address and tells the old one; changing the password tells the address", async ({ browser }) => {
  const email = uniqueEmail("antigo");
  const newEmail = uniqueEmail("novo");
  const page = await browser.newPage();
  await signUp(page, email);
  // Only a proven address can be changed (issue 45).
  await confirmByMail(page, email);
  const other = await browser.newPage();
  await other.context().setExtraHTTPHeaders(ownAddress());
  await logInWithPassword(other, email, PASSWORD);
  await expect(other.getByText("Login realizado com sucesso!")).toBeVisible();

  await page.goto(`${spec.server.url}/perfil?tab=settings`);
  await page.getByLabel("Novo e-mail").fill(newEmail);
  await page.locator("#campo-senha-email").fill("senha-errada");
  await page.getByRole("button", { name: "Alterar e-mail" }).click();
  await expect(page.getByText("Senha atual incorreta. Nada foi alterado.")).toBeVisible();
  await page.getByLabel("Novo e-mail").fill(newEmail);
  await page.locator("#campo-senha-email").fill(PASSWORD);
  await page.getByRole("button", { name: "Alterar e-mail" }).click();
  await expect(page.getByText(`Enviamos uma mensagem para ${newEmail}.`)).toBeVisible();
  const notice = await mailTo(email, "Pedido de troca do e-mail da sua conta");
  expect(notice.text).toContain(newEmail);
  await expect(page.getByText(`E-mail da conta: ${email}`)).toBeVisible();
  await confirmByMail(page, newEmail, "Confirme seu novo e-mail no Lâmpada");
  await page.goto(`${spec.server.url}/perfil?tab=settings`);
  await expect(page.getByText(`E-mail da conta: ${newEmail} (confirmado)`)).toBeVisible();

  await page.getByLabel("Senha atual").last().fill(PASSWORD);
  await page.locator("#campo-nova-senha").fill("senha-nova-forte");
  await page.locator("#campo-confirmar-nova-senha").fill("senha-nova-forte");
  await page.getByRole("button", { name: "Alterar senha" }).click();
  await expect(page.getByText("Senha alterada. Os outros dispositivos saíram da conta e avisamos seu e-mail.")).toBeVisible();
  await mailTo(newEmail, "Sua senha do Lâmpada foi alterada");
  await other.goto(`${spec.server.url}/perfil`);
  await expect(other.getByRole("heading", { name: "Seu perfil no Lâmpada" })).toBeVisible();
  await page.goto(`${spec.server.url}/perfil`);
  await expect(page.getByRole("heading", { name: "Seu perfil no Lâmpada" })).toHaveCount(0);
  await logInWithPassword(other, newEmail, "senha-nova-forte");
  await expect(other.getByText("Login realizado com sucesso!")).toBeVisible();
});

test("per account: 10 wrong passwords from 10 addresses, then even the right one is refused and the e-mailed link signs in", async ({ page }) => {
  const email = uniqueEmail("limite");
  await signUp(page, email);
  // Confirmed where she is logged in: her password is hers, and a link from anywhere keeps it.
  await confirmByMail(page, email);
  await page.context().clearCookies();
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) {
    const response = await page.request.post(`${spec.server.url}/login`, {
      form: { intent: "login", email, senha: `palpite-${i}` },
      headers: { Origin: spec.server.url, ...ownAddress() },
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual(Array(10).fill(401));
  const eleventh = await page.request.post(`${spec.server.url}/login`, {
    form: { intent: "login", email, senha: PASSWORD },
    headers: { Origin: spec.server.url, ...ownAddress() },
  });
  expect(eleventh.status()).toBe(429);

  await page.context().setExtraHTTPHeaders(ownAddress());
  await logInWithPassword(page, email, PASSWORD);
  await expect(page.getByText("a entrada com senha nesta conta está pausada")).toBeVisible();
  await page.getByRole("button", { name: "Enviar link de acesso" }).click();
  await expect(page.getByText("Se houver uma conta com este e-mail, enviamos um link de acesso.")).toBeVisible();
  const mail = await mailTo(email, "Seu link de acesso ao Lâmpada");
  expect(mail.text).toContain("15 minutos");
  await page.goto(linkIn(mail));
  await page.locator("main").getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
  await page.goto(linkIn(mail));
  await expect(page.getByText("Este link já foi usado.")).toBeVisible();
});

const run = promisify(execFile);
async function adminCommand(command: "grant" | "revoke", email: string) {
  return run("npm", ["run", "--silent", "admin", "--", command, email], { env: { ...process.env, DATABASE_URL: spec.server.databaseUrl } }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
  );
}

test("the admin role: nobody is admin by address; `npm run admin -- grant` opens /admin/mensagens, each read shows at /admin/acessos", async ({
  page,
}) => {
  test.slow(); // four runs of the admin command, each a process of its own
  // An address listed nowhere, signed up and logged in, is still not an admin.
  const email = uniqueEmail("admin");
  await signUp(page, email, "Pastora Rute");
  expect((await page.goto(`${spec.server.url}/admin/mensagens`))?.status()).toBe(403);
  await expect(page.getByText("Esta página é só para quem administra o portal.")).toBeVisible();
  expect((await page.goto(`${spec.server.url}/admin/acessos`))?.status()).toBe(403);

  expect(await adminCommand("grant", uniqueEmail("sem-conta"))).toMatchObject({ code: 1, output: expect.stringContaining("não tem conta") });
  expect(await adminCommand("grant", email)).toMatchObject({ code: 1, output: expect.stringContaining("ainda não confirmou o e-mail") });
  await confirmByMail(page, email);
  expect(await adminCommand("grant", email.toUpperCase())).toMatchObject({ code: 0, output: `${email} agora é admin.\n` });

  expect((await page.goto(`${spec.server.url}/admin/mensagens`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Mensagens recebidas" })).toBeVisible();
  expect((await page.goto(`${spec.server.url}/admin/acessos`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Acessos" })).toBeVisible();
  await expect(page.locator("main li").filter({ hasText: email }).filter({ hasText: "leu Mensagens de contato e feedbacks" }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  expect(await adminCommand("revoke", email)).toMatchObject({ code: 0 });
  expect((await page.goto(`${spec.server.url}/admin/mensagens`))?.status()).toBe(403);
  await page.context().clearCookies();
  await page.goto(`${spec.server.url}/admin/mensagens`);
  // The login page leads back to the admin page once logged in.
  await expect(page).toHaveURL(`${spec.server.url}/login?voltar=%2Fadmin%2Fmensagens`);
});

test("a link made on one instance works on another, and after a restart", async ({ page }) => {
  const email = uniqueEmail("instancias");
  await signUp(page, email);
  await page.request.post(`${spec.server.url}/esqueci-senha`, { form: { email }, headers: { Origin: spec.server.url, ...ownAddress() } });
  const link = new URL(linkIn(await mailTo(email, "Redefinir sua senha do Lâmpada")));
  // A second instance on the same database opens the link; then it restarts, and the link still works.
  const env = { DATABASE_URL: spec.server.databaseUrl, TRUST_PROXY: "1", SMTP_URL: spec.smtp.url };
  let other = await startServer(env, "test-results/server-email-flows-2.log");
  try {
    await page.goto(`${other.url}/redefinir-senha${link.search}`);
    await expect(page.getByLabel("Nova senha")).toBeVisible();
  } finally {
    await other.stop();
  }
  other = await startServer(env, "test-results/server-email-flows-3.log");
  try {
    await page.goto(`${other.url}/redefinir-senha${link.search}`);
    await page.getByLabel("Nova senha").fill("senha-de-outra-instancia");
    await page.getByLabel("Confirmar senha").fill("senha-de-outra-instancia");
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await expect(page.getByText("Senha criada!")).toBeVisible();
  } finally {
    await other.stop();
  }
  await page.goto(link.toString());
  await expect(page.getByText("Este link já foi usado.")).toBeVisible();
});

/** A stranger signs up with someone else's address and a password of their own, and stays logged in (a browser of their own). */
async function preRegister(browser: Browser, email: string) {
  const attacker = await browser.newPage();
  await signUp(attacker, email, "Intruso", "senha-do-intruso");
  const cookie = (await attacker.context().cookies()).find((c) => c.name === "lampada_session")!;
  return { attacker, cookie };
}

/** What the stranger has left afterwards: their session and their password, both tried. */
async function expectStrangerOut(attacker: Page, email: string) {
  await attacker.goto(`${spec.server.url}/perfil`);
  await expect(attacker.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
  await expect(attacker.getByRole("banner").getByRole("link", { name: "Intruso" })).toHaveCount(0);
  await logInWithPassword(attacker, email, "senha-do-intruso");
  await expect(attacker.getByText("Email ou senha incorretos!")).toBeVisible();
}

async function makePassword(page: Page, password: string) {
  await expect(page.getByText("a senha anterior deixou de valer")).toBeVisible();
  await page.getByLabel("Nova senha").fill(password);
  await page.getByLabel("Confirmar senha").fill(password);
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByText("Senha criada! Você entrou")).toBeVisible();
}

test("pre-registration, confirmation path: the owner's confirmation ends the stranger's session and password; grant waits for the owner's password", async ({
  browser,
}) => {
  const email = uniqueEmail("pastor");
  const { attacker } = await preRegister(browser, email);
  const owner = await browser.newPage();
  await owner.context().setExtraHTTPHeaders(ownAddress());
  await owner.goto(linkIn(await mailTo(email, "Confirme seu e-mail no Lâmpada")));
  await expect(owner.getByText("Você abriu o link em outro aparelho ou navegador.")).toBeVisible();
  await owner.getByRole("button", { name: "Não fui eu que criei esta conta" }).click();
  await expect(owner).toHaveURL(/\/redefinir-senha\?/);
  expect(await adminCommand("grant", email)).toMatchObject({
    code: 1,
    output: expect.stringContaining("senha criada antes de o e-mail ser confirmado"),
  });
  await expectStrangerOut(attacker, email);
  await makePassword(owner, "senha-do-pastor");
  expect(await adminCommand("grant", email)).toMatchObject({ code: 0, output: `${email} agora é admin.\n` });
  expect((await attacker.request.get(`${spec.server.url}/admin/mensagens`, { maxRedirects: 0 })).status()).toBe(302);
  expect((await owner.goto(`${spec.server.url}/admin/mensagens`))?.status()).toBe(200);
  await expectStrangerOut(attacker, email);
});

test("pre-registration, sign-in link path: the owner's sign-up answers as any other and the e-mailed link takes the account over", async ({
  browser,
}) => {
  const email = uniqueEmail("diacono");
  const { attacker } = await preRegister(browser, email);
  const owner = await browser.newPage();
  await owner.context().setExtraHTTPHeaders(ownAddress());
  await fillSignUp(owner, email, "Diácono Paulo", "senha-do-diacono");
  await expect(owner.getByRole("heading", { level: 1, name: "Entrar" })).toBeVisible();
  const claim = await mailTo(email, "Você já tem uma conta no Lâmpada");
  expect(claim.text).toContain("Olá!");
  expect(claim.text).not.toContain("Intruso");
  await owner.goto(linkIn(claim));
  await owner.locator("main").getByRole("button", { name: "Entrar" }).click();
  await expect(owner).toHaveURL(/\/redefinir-senha\?/);
  await expectStrangerOut(attacker, email);
  expect(await adminCommand("grant", email)).toMatchObject({ code: 1 });
  await makePassword(owner, "senha-do-diacono");
  await expectStrangerOut(attacker, email);
});

test("pre-registration, reset path: the owner's new password ends the stranger's session and password", async ({ browser }) => {
  const email = uniqueEmail("tesoureiro");
  const { attacker } = await preRegister(browser, email);
  const owner = await browser.newPage();
  await owner.context().setExtraHTTPHeaders(ownAddress());
  await owner.goto(`${spec.server.url}/esqueci-senha`);
  await owner.getByLabel("E-mail").fill(email);
  await owner.getByRole("button", { name: "Enviar link" }).click();
  await owner.goto(linkIn(await mailTo(email, "Redefinir sua senha do Lâmpada")));
  await owner.getByLabel("Nova senha").fill("senha-do-tesoureiro");
  await owner.getByLabel("Confirmar senha").fill("senha-do-tesoureiro");
  await owner.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(owner.getByText("Senha criada! Você entrou")).toBeVisible();
  await expectStrangerOut(attacker, email);
  expect(await adminCommand("grant", email)).toMatchObject({ code: 0 });
});

test("no answer says whether an address is registered: sign-up, e-mail change, new password and sign-in link", async ({ page }) => {
  const taken = uniqueEmail("ocupado");
  await signUp(page, taken);
  await page.context().clearCookies();
  const post = (path: string, form: Record<string, string>) =>
    page.request.post(`${spec.server.url}${path}`, { form, headers: { Origin: spec.server.url, ...ownAddress() }, maxRedirects: 0 });
  const signUpAnswer = async (email: string) => {
    const response = await post("/login", { intent: "signup", nome: "Eva", idade: "30", email, senha: PASSWORD, confirmarSenha: PASSWORD });
    return [response.status(), response.headers().location];
  };
  expect(await signUpAnswer(taken)).toEqual(await signUpAnswer(uniqueEmail("livre")));
  /** The status and what the page's main part says, with the typed address left out. */
  const answerOf = async (path: string, form: Record<string, string>) => {
    const response = await post(path, form);
    const main = /<main[\s\S]*<\/main>/.exec(await response.text())?.[0] ?? "";
    return [response.status(), main.replaceAll(form.email!, "X")];
  };
  expect(await answerOf("/esqueci-senha", { email: taken })).toEqual(await answerOf("/esqueci-senha", { email: uniqueEmail("livre") }));
  expect(await answerOf("/login", { intent: "link", email: taken })).toEqual(
    await answerOf("/login", { intent: "link", email: uniqueEmail("livre") }),
  );

  // Changing the e-mail to a taken address: the same words as to a free one; the taken one's owner is told.
  const mover = await page.context().browser()!.newPage();
  const moverEmail = uniqueEmail("mudanca");
  await signUp(mover, moverEmail);
  await confirmByMail(mover, moverEmail);
  const changeTo = async (email: string) => {
    await mover.goto(`${spec.server.url}/perfil?tab=settings`);
    await mover.getByLabel("Novo e-mail").fill(email);
    await mover.locator("#campo-senha-email").fill(PASSWORD);
    await mover.getByRole("button", { name: "Alterar e-mail" }).click();
    const message = mover.getByText(`Enviamos uma mensagem para ${email}.`);
    await expect(message).toBeVisible();
    return (await message.textContent())!.replace(email, "X");
  };
  expect(await changeTo(taken)).toEqual(await changeTo(uniqueEmail("livre")));
  await mailTo(taken, "Pedido para usar o seu e-mail em outra conta");
});

test("after an address change, the unused reset and sign-in links sent to the old address stop working", async ({ page }) => {
  const email = uniqueEmail("velho");
  const newEmail = uniqueEmail("nova");
  await signUp(page, email);
  await confirmByMail(page, email);
  await page.request.post(`${spec.server.url}/esqueci-senha`, { form: { email }, headers: { Origin: spec.server.url, ...ownAddress() } });
  const reset = linkIn(await mailTo(email, "Redefinir sua senha do Lâmpada"));
  await page.goto(`${spec.server.url}/perfil?tab=settings`);
  await page.getByLabel("Novo e-mail").fill(newEmail);
  await page.locator("#campo-senha-email").fill(PASSWORD);
  await page.getByRole("button", { name: "Alterar e-mail" }).click();
  await confirmByMail(page, newEmail, "Confirme seu novo e-mail no Lâmpada");
  await page.goto(reset);
  await expect(page.getByText("Este link já foi usado.")).toBeVisible();
});
