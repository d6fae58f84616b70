import { expect, test } from "@playwright/test";
import { encodeCookieValue } from "#app/platform/site/cookie-value.ts";
import { inlineScriptsNotAllowed } from "../support/csp.ts";
import { createMember, logInAs } from "../support/members.ts";
import { hydrated } from "../support/hydration.ts";

/** The render cache serves visitors' pages; these check it is right, not that it is fast. */
const cookie = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([name, value]) => `${name}=${encodeCookieValue(value)}`)
    .join("; ");

/** Whether every inline script of the page is allowed by the answer's own policy. */
const scriptsAllowedBy = (response: { headers(): Record<string, string> }, html: string) =>
  inlineScriptsNotAllowed(response.headers()["content-security-policy"]!, html).length === 0;

test("a visitor's page is stored once: same bytes and ETag, 304 when the browser has it, every inline script allowed", async ({ request }) => {
  const first = await request.get("/hinario");
  const second = await request.get("/hinario");
  expect(first.status()).toBe(200);
  const etag = first.headers()["etag"]!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(second.headers()["etag"]).toBe(etag);
  expect(await second.text()).toBe(await first.text());
  expect(scriptsAllowedBy(second, await second.text())).toBe(true);
  const revalidated = await request.get("/hinario", { headers: { "If-None-Match": etag } });
  expect(revalidated.status()).toBe(304);
  const otherPage = await request.get("/dicionario", { headers: { "If-None-Match": etag } });
  expect(otherPage.status()).toBe(200);
});

test("the cached page hydrates under its own policy, with no violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/quiz");
  await page.goto("/quiz");
  await hydrated(page);
  expect(violations).toEqual([]);
});

test("a member never gets a visitor's stored page, nor another member's", async ({ browser, baseURL }) => {
  await (await browser.newContext({ baseURL })).request.get("/"); // a visitor's copy is stored
  for (const name of ["Marta Lins", "Otávio Reis"]) {
    const context = await browser.newContext({ baseURL });
    await logInAs(context, baseURL!, await createMember(name));
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
    expect(response!.headers()["etag"]).toBeUndefined();
    expect(scriptsAllowedBy(response!, await response!.text())).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name.split(" ")[0]!);
    await context.close();
  }
  const visitor = await (await browser.newContext({ baseURL })).request.get("/");
  expect(await visitor.text()).toContain("Visitante");
  expect(await visitor.text()).not.toContain("Otávio");
});

test("pages differ by theme, by the visitor's date and by version, each on the next request", async ({ request }) => {
  const dark = await request.get("/biblia", { headers: { Cookie: cookie({ theme: "dark" }) } });
  const light = await request.get("/biblia", { headers: { Cookie: cookie({ theme: "light" }) } });
  expect(await dark.text()).toMatch(/<html[^>]*class="dark"/);
  expect(await light.text()).not.toMatch(/<html[^>]*class="dark"/);
  // UTC+14 and UTC−11 are never on the same date: the verse of the day differs.
  const verseOn = async (zone: string) =>
    /<footer class="mt-2[^>]*>([^<]+)</.exec(await (await request.get("/", { headers: { Cookie: cookie({ tz: zone }) } })).text())?.[1];
  const ahead = await verseOn("Pacific/Kiritimati");
  const behind = await verseOn("Pacific/Pago_Pago");
  expect(ahead).toBeTruthy();
  expect(ahead).not.toBe(behind);
  expect(await verseOn("Pacific/Kiritimati")).toBe(ahead);
  const acf = await (await request.get("/biblia/jo/3?versao=ACF")).text();
  const nvi = await (await request.get("/biblia/jo/3?versao=NVI")).text();
  expect(acf).not.toBe(nvi);
});

test("a made-up query parameter is rendered for its request alone, never stored; a route's own parameter is", async ({ request }) => {
  const made = await request.get(`/hinario?z=${Date.now()}`);
  expect(made.status()).toBe(200);
  expect(made.headers()["etag"]).toBeUndefined();
  expect(scriptsAllowedBy(made, await made.text())).toBe(true);
  const letter = await request.get("/dicionario?letra=B");
  const again = await request.get("/dicionario?letra=B");
  expect(letter.headers()["etag"]).toBeTruthy();
  expect(again.headers()["etag"]).toBe(letter.headers()["etag"]);
  expect(await again.text()).toBe(await letter.text());
  // The same parameters in another order are the same stored page.
  const ordered = await request.get("/biblia?livro=mt&testamento=nt");
  const swapped = await request.get("/biblia?testamento=nt&livro=mt");
  expect(swapped.headers()["etag"]).toBe(ordered.headers()["etag"]);
});
