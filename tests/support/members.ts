import { randomBytes, randomUUID } from "node:crypto";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { createSession, SESSION_COOKIE } from "#app/areas/accounts/session.store.server.ts";
import { sessionCookiePair, sessionCookieValue } from "./session-cookie.ts";
import { openDatabase } from "#db/index.ts";
import { insertTestUser } from "./test-databases.ts";

/**
 * Test set-up straight in the server's database (E2E_DATABASE_URL, set by the global
 * setup): members with a session, for pages whose sign-up flow is tested elsewhere.
 */
export function testDatabase() {
  return openDatabase(process.env.E2E_DATABASE_URL!).db;
}

export async function createMember(name: string): Promise<string> {
  const db = testDatabase();
  const id = await insertTestUser(db, randomUUID(), { name });
  await db.destroy();
  return id;
}

async function newSessionToken(userId: string): Promise<string> {
  const db = testDatabase();
  const token = await createSession(db, userId, new Date());
  await db.destroy();
  return token;
}

/** Logs the browser context in as the member. */
export async function logInAs(context: BrowserContext, baseURL: string, userId: string): Promise<void> {
  const token = await newSessionToken(userId);
  await context.addCookies([{ name: SESSION_COOKIE, value: sessionCookieValue(token), url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

/** A new session of the member, as a Cookie header (for requests without a browser). */
export async function memberCookieHeader(userId: string): Promise<string> {
  return sessionCookiePair(await newSessionToken(userId));
}

/** Helpers for tests that need a member: a fresh address per test, sign-up, login. */
export const PASSWORD = "lampada-forte-1";

/** Makes this page's requests come from an address of its own (the suite's server trusts the proxy header). */
export async function giveOwnAddress(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders(ownAddress());
}

/** A header making a request come from an address of its own (the suite's server trusts the proxy header). */
export function ownAddress(): { "X-Forwarded-For": string } {
  const b = randomBytes(3);
  return { "X-Forwarded-For": `10.${b[0]}.${b[1]}.${b[2]}` };
}

export function uniqueEmail(prefix = "membro"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@exemplo.com`;
}

/** Creates an account through the sign-up form's action; the answer sends back to 'Entrar' and logs no one in. */
export async function signUpByRequest(page: Page, name: string, email: string): Promise<void> {
  const response = await page.request.post("/login", {
    form: { intent: "signup", nome: name, idade: "25", email, senha: PASSWORD, confirmarSenha: PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/login?aviso=cadastrou");
  expect(response.headers()["set-cookie"] ?? "").not.toContain(SESSION_COOKIE);
}

/** Logs in through the form, as a person would, and waits for the home page. */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.locator("main").getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
}

/** A new member, signed up and logged in with the password, on the home the login leads to; returns their e-mail. */
export async function newMember(page: Page, name = "Ana Souza", email = uniqueEmail()): Promise<string> {
  await giveOwnAddress(page);
  await signUpByRequest(page, name, email);
  const response = await page.request.post("/login", { form: { intent: "login", email, senha: PASSWORD }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  await page.goto(response.headers().location!);
  await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
  return email;
}
