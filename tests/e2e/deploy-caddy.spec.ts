import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { MESSAGES } from "#app/areas/accounts/fields.ts";
import { startBibleSourceStandIn, type BibleSourceStandIn } from "../support/bible-source-stand-in.ts";
import { startCaddy, httpsRequest, type CaddyProxy, type ProxyRequest } from "../support/caddy-proxy.ts";
import { freshPostgresDatabase, type FreshDatabase } from "../support/fresh-postgres.ts";
import { freePort, startServer, type RunningServer } from "../support/server-process.ts";

/**
 * The deployment the README describes: two production instances on one PostgreSQL database
 * behind Caddy (deploy/Caddyfile's site, with Caddy's own authority instead of a public one),
 * PUBLIC_URL the proxy's https address and TRUST_PROXY=1. Every request goes through Caddy over
 * TLS verified against Caddy's root; killing one instance leaves the other answering.
 */
test.skip(!process.env.TEST_DATABASE_URL, "two instances behind Caddy share one PostgreSQL database: set TEST_DATABASE_URL=postgres://…");
test.describe.configure({ mode: "serial" });

const PASSWORD = "lampada-forte-1";
const HSTS = "max-age=31536000; includeSubDomains";
let database: FreshDatabase;
let bibleSource: BibleSourceStandIn;
let a: RunningServer;
let b: RunningServer;
let caddy: CaddyProxy;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  bibleSource = await startBibleSourceStandIn();
  database = await freshPostgresDatabase("lampada_caddy");
  const proxyPort = await freePort();
  // Behind the proxy every instance has the proxy's address as its PUBLIC_URL (decision 0041).
  const env = { DATABASE_URL: database.url, BIBLE_SOURCE_URL: bibleSource.url, PUBLIC_URL: `https://127.0.0.1:${proxyPort}`, TRUST_PROXY: "1" };
  [a, b] = await Promise.all([startServer(env, "test-results/caddy-instance-a.log"), startServer(env, "test-results/caddy-instance-b.log")]);
  caddy = await startCaddy(
    proxyPort,
    [a, b].map((server) => new URL(server.url).host),
  );
  // Both instances pass Caddy's health check (it sends the public Host, or they would answer 400).
  await expect.poll(async () => (await through("/healthz")).status, { timeout: 15_000 }).toBe(200);
});

test.afterAll(async () => {
  await caddy?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await bibleSource?.close();
  await database?.drop();
});

/** A request through Caddy, as a browser on the portal's own address sends it. */
function through(path: string, options: ProxyRequest = {}) {
  return httpsRequest(caddy.origin, path, caddy.ca, options);
}

/** The login form's action, posted from the loopback address `from` (a client of its own). */
function postLogin(fields: Record<string, string>, from = "127.0.0.1", extra: Record<string, string> = {}) {
  const body = new URLSearchParams(fields).toString();
  return through("/login", {
    method: "POST",
    from,
    body,
    headers: {
      Origin: caddy.origin,
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(Buffer.byteLength(body)),
      ...extra,
    },
  });
}

/** Signs up a member through Caddy (the sign-up logs no one in); returns the e-mail. */
async function signUp(name: string): Promise<string> {
  const email = `caddy-${randomBytes(5).toString("hex")}@exemplo.com`;
  const answer = await postLogin({ intent: "signup", nome: name, idade: "25", email, senha: PASSWORD, confirmarSenha: PASSWORD });
  expect(answer.status).toBe(302);
  return email;
}

function setCookies(answer: { headers: Record<string, string | string[] | undefined> }): string[] {
  const value = answer.headers["set-cookie"];
  return value === undefined ? [] : ([] as string[]).concat(value);
}

test("over HTTPS through Caddy: one Strict-Transport-Security header, and the session cookie is Secure and __Host-", async () => {
  const home = await through("/");
  expect(home.status).toBe(200);
  const hsts = home.rawHeaders.filter((_, i) => i % 2 === 0 && home.rawHeaders[i]!.toLowerCase() === "strict-transport-security");
  expect(hsts).toHaveLength(1);
  expect(home.headers["strict-transport-security"]).toBe(HSTS);

  const email = await signUp("Débora Antunes");
  const login = await postLogin({ intent: "login", email, senha: PASSWORD });
  expect(login.status).toBe(302);
  const session = setCookies(login).find((cookie) => cookie.startsWith("__Host-lampada_session="));
  expect(session, setCookies(login).join("\n")).toBeTruthy();
  expect(session).toMatch(/; Secure(;|$)/);
  expect(session).toMatch(/; HttpOnly(;|$)/);
  expect(session).toMatch(/; Path=\/(;|$)/);
  expect(session).not.toMatch(/; Domain=/i);
  // Every cookie the app sends through the proxy is Secure.
  for (const cookie of setCookies(login)) expect(cookie).toMatch(/; Secure(;|$)/);

  const page = await through("/", { headers: { Cookie: session!.split(";")[0]! } });
  expect(page.status).toBe(200);
  expect(page.body).toContain("Débora");
});

test("the client's own address reaches the app through Caddy: 5 wrong passwords lock that address only, whatever X-Forwarded-For it forges", async () => {
  const email = await signUp("Otávio Reis");
  // Five wrong passwords from 127.0.0.2, each claiming another address in X-Forwarded-For.
  for (let i = 1; i <= 5; i++) {
    const wrong = await postLogin({ intent: "login", email, senha: "senha-errada-1" }, "127.0.0.2", { "X-Forwarded-For": `203.0.113.${i}` });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain(MESSAGES.wrongCredentials);
  }
  // The forged addresses were not believed: 127.0.0.2 is held, even with the right password…
  const held = await postLogin({ intent: "login", email, senha: PASSWORD }, "127.0.0.2", { "X-Forwarded-For": "203.0.113.99" });
  expect(held.status).toBe(429);
  expect(held.body).toContain("Muitas tentativas. Tente novamente em 15 minutos.");
  expect(setCookies(held)).toEqual([]);
  // …and the proxy's own address was not the one counted: the owner on 127.0.0.3 gets in.
  const owner = await postLogin({ intent: "login", email, senha: PASSWORD }, "127.0.0.3");
  expect(owner.status).toBe(302);
  expect(setCookies(owner).some((cookie) => cookie.startsWith("__Host-lampada_session="))).toBe(true);
});

test("with one instance killed (SIGKILL), Caddy keeps answering from the other: pages, health and a member's session", async () => {
  const email = await signUp("Raquel Moura");
  const login = await postLogin({ intent: "login", email, senha: PASSWORD });
  expect(login.status).toBe(302);
  const cookie = setCookies(login)
    .find((c) => c.startsWith("__Host-lampada_session="))!
    .split(";")[0]!;

  const killed = new Promise((resolve) => a.process.once("exit", (_code, signal) => resolve(signal)));
  a.process.kill("SIGKILL");
  expect(await killed).toBe("SIGKILL");
  await expect(fetch(`${a.url}/healthz`)).rejects.toThrow();

  // Round robin sends every other request to the dead instance: Caddy retries each on the live
  // one (lb_try_duration) and then takes the dead one out, so none of 20 in a row fails.
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) statuses.push((await through(i % 2 ? "/healthz" : "/", { headers: { Cookie: cookie } })).status);
  expect(statuses).toEqual(Array(20).fill(200));
  const page = await through("/", { headers: { Cookie: cookie } });
  expect(page.body).toContain("Raquel");
  expect(b.process.exitCode).toBeNull();
});
