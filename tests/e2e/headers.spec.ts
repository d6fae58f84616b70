import { expect, test, type APIResponse } from "@playwright/test";
import routeConfig, { SITE_ROUTES } from "#app/routes.ts";
import { SESSION_COOKIE } from "#app/areas/accounts/session.store.server.ts";
import { directiveSources, inlineEventHandlers, inlineScriptsNotAllowed } from "../support/csp.ts";
import { enumerateRoutes } from "../hostile/routes.ts";
import { createMember, memberCookieHeader, ownAddress, PASSWORD, uniqueEmail } from "../support/members.ts";

/**
 * Every route of app/routes.ts, as a visitor and as a member, answers with the
 * security headers of server/security.ts and a script policy that allows exactly the page's
 * own inline scripts: by a fresh nonce, or (a visitor's stored page, decision 0012) by their
 * hashes. Cookies carry the flags of decision 0011. Plain requests, no browser.
 */

/** One address per route: its own, or the example app/routes.ts gives for one with parameters. */
function addresses(): string[] {
  const examples = new Map(SITE_ROUTES.map((route) => [route.path, route.example]));
  return enumerateRoutes(routeConfig, "app").map((route) => {
    if (route.params.includes("*")) return "/caminho-que-nao-existe";
    if (route.params.length === 0) return route.pattern;
    const example = examples.get(route.pattern);
    if (!example) throw new Error(`${route.pattern} has parameters but no example in app/routes.ts`);
    return example;
  });
}

const EXPECTED_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(self)",
};

/** What is wrong with one answer's headers and page; empty when nothing is. */
async function problems(response: APIResponse, member: boolean): Promise<string[]> {
  const found: string[] = [];
  const headers = response.headers();
  if (response.status() >= 500) found.push(`status ${response.status()}`);
  for (const [name, value] of Object.entries(EXPECTED_HEADERS)) if (headers[name] !== value) found.push(`${name}: ${headers[name]}`);
  if (headers["strict-transport-security"]) found.push("HSTS over plain HTTP");
  const policy = headers["content-security-policy"];
  if (!policy) return [...found, "no Content-Security-Policy"];
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "default-src 'self'"])
    if (!policy.includes(directive)) found.push(`policy without ${directive}`);
  const scripts = directiveSources(policy, "script-src") ?? [];
  const nonces = scripts.filter((s) => s.startsWith("'nonce-"));
  const hashes = scripts.filter((s) => s.startsWith("'sha256-"));
  const others = scripts.filter((s) => s !== "'self'" && !nonces.includes(s) && !hashes.includes(s));
  if (others.length) found.push(`script-src allows ${others.join(" ")}`);
  const byNonce = nonces.length === 1 && hashes.length === 0;
  const byHashes = nonces.length === 0;
  if (!byNonce && !byHashes) found.push(`script-src is neither nonce- nor hash-based: ${scripts.join(" ")}`);
  // Hashes are for visitors' stored pages, which a member never gets.
  if (byHashes && (member || !headers["etag"])) found.push(`hash-based policy on a page not from the visitors' cache`);
  if ((headers["content-type"] ?? "").startsWith("text/html")) {
    const html = await response.text();
    for (const script of inlineScriptsNotAllowed(policy, html)) found.push(`inline script not allowed: ${script}`);
    for (const handler of inlineEventHandlers(html)) found.push(`inline event handler: ${handler}`);
    if (member && headers["cache-control"] !== "private, no-store") found.push(`member's page with Cache-Control: ${headers["cache-control"]}`);
  }
  for (const cookie of response.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie")) {
    if (!/; Path=\//.test(cookie.value) || !/; SameSite=Lax/i.test(cookie.value) || /; Secure/i.test(cookie.value))
      found.push(`cookie flags: ${cookie.value}`);
  }
  return found;
}

for (const role of ["visitor", "member"] as const) {
  test(`every route answers a ${role} with the security headers and a policy allowing exactly its inline scripts`, async ({ request }) => {
    test.slow();
    const headers: Record<string, string> = { ...ownAddress() };
    if (role === "member") headers.Cookie = await memberCookieHeader(await createMember("Lia Campos"));
    const failures: string[] = [];
    let hashBased = 0;
    const list = addresses();
    // Twice each: a visitor's second request comes from the render cache (its hash-based policy).
    // Four at a time, as a few browsers would.
    const queue = [...list, ...list];
    const worker = async () => {
      for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
        const response = await request.get(address, { headers, maxRedirects: 0 });
        if (/'sha256-/.test(response.headers()["content-security-policy"] ?? "")) hashBased++;
        for (const problem of await problems(response, role === "member")) failures.push(`${address}: ${problem}`);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(list.length).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    // Visitors' pages came from the render cache; a member's never do.
    if (role === "visitor") expect(hashBased).toBeGreaterThan(list.length / 2);
    else expect(hashBased).toBe(0);
  });
}

test("an address with a token is no-store for everyone, a member's answers are private, public pages keep their caching", async ({ request }) => {
  const member = { ...ownAddress(), Cookie: await memberCookieHeader(await createMember("Tito Cache")) };
  const cacheControl = async (address: string, headers: Record<string, string> = ownAddress()) =>
    (await request.get(address, { headers, maxRedirects: 0 })).headers()["cache-control"];
  for (const address of ["/redefinir-senha?token=abc", "/entrar-com-link?token=abc", "/confirmar-email?token=abc", "/grupos/entrar?token=abc"])
    expect(await cacheControl(address), address).toBe("no-store");
  expect(await cacheControl("/confirmar-email?token=abc", member)).toBe("private, no-store");
  // A member's pages, navigation data and other answers (here the photo's 404: no photo yet).
  for (const address of ["/perfil", "/perfil.data", "/roteiros", "/perfil/foto"])
    expect(await cacheControl(address, member), address).toBe("private, no-store");
  // Public pages as before: the visitors' render cache's revalidated copies, files the same for everyone.
  for (const address of ["/", "/hinario", "/redefinir-senha"]) expect(await cacheControl(address), address).toBe("no-cache");
  expect(await cacheControl("/hinario.pdf", member)).toBe("public, max-age=3600");
});

test("the session cookie is HttpOnly, SameSite=Lax, Path=/ and not Secure over plain HTTP; logout clears it the same way", async ({ request }) => {
  const from = ownAddress();
  const email = uniqueEmail("cabecalhos");
  const signUp = await request.post("/login", {
    headers: from,
    form: { intent: "signup", nome: "Rita Alves", idade: "30", email, senha: PASSWORD, confirmarSenha: PASSWORD },
    maxRedirects: 0,
  });
  expect(signUp.status()).toBe(302);
  const login = await request.post("/login", { headers: from, form: { intent: "login", email, senha: PASSWORD }, maxRedirects: 0 });
  expect(login.status()).toBe(302);
  const session = login.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith(`${SESSION_COOKIE}=`))!.value;
  expect(session).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax$`));
  const logout = await request.post("/sair", { headers: { ...from, Cookie: session.split(";")[0]! }, maxRedirects: 0 });
  expect(logout.status()).toBe(302);
  const cleared = logout.headersArray().find((h) => h.name.toLowerCase() === "set-cookie")!.value;
  expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax$`));
  // The browser drops what its HTTP cache kept of the member's pages.
  expect(logout.headers()["clear-site-data"]).toBe('"cache"');

  const theme = await request.post("/preferencias/tema", { headers: from, form: { mode: "dark", redirectTo: "/" }, maxRedirects: 0 });
  const themeCookie = theme.headersArray().find((h) => h.name.toLowerCase() === "set-cookie")!.value;
  // The page's script reads the theme too, so it is not HttpOnly; nothing secret is in it.
  expect(themeCookie).toMatch(/^theme=[^;]+; Max-Age=\d+; Path=\/; SameSite=Lax$/);
});
