import { expect, test } from "@playwright/test";

test("pages carry the security headers, with a per-request script nonce", async ({ request }) => {
  const first = await request.get("/");
  const csp = first.headers()["content-security-policy"]!;
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com/);
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const second = await request.get("/");
  expect(second.headers()["content-security-policy"]).not.toBe(csp);
  const nonce = /nonce-([^']+)/.exec(csp)![1]!;
  expect(await first.text()).toContain(`nonce="${nonce}"`);
});

test("hashed assets are cached for a year, immutable, and compressed", async ({ request, page }) => {
  await page.goto("/");
  const css = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
  const response = await request.get(css!, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
});

test("/healthz reports the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
});

test("a write from another site is refused with 403 and changes nothing", async ({ request }) => {
  const byOrigin = await request.post("/preferencias/tema", {
    headers: { Origin: "https://outro-site.example" },
    form: { mode: "dark", redirectTo: "/" },
    maxRedirects: 0,
  });
  expect(byOrigin.status()).toBe(403);
  expect(byOrigin.headers()["set-cookie"]).toBeUndefined();
  const byFetchSite = await request.post("/preferencias/tema", {
    headers: { "Sec-Fetch-Site": "cross-site" },
    form: { mode: "dark" },
    maxRedirects: 0,
  });
  expect(byFetchSite.status()).toBe(403);
});

test("a same-site form post is accepted", async ({ request, baseURL }) => {
  const response = await request.post("/preferencias/tema", {
    headers: { Origin: baseURL! },
    form: { mode: "dark", redirectTo: "/biblia" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/biblia");
  expect(response.headers()["set-cookie"]).toContain("theme=dark");
});

test("a body over the form limit gets 413 before it is read", async ({ request, baseURL }) => {
  const response = await request.post("/preferencias/tema", {
    headers: { Origin: baseURL!, "Content-Type": "application/x-www-form-urlencoded" },
    data: "mode=dark&x=" + "a".repeat(70 * 1024),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toContain("grande demais");
});

test("malformed requests get a 4xx, never a 500", async ({ request, baseURL }) => {
  expect((await request.get("/%E0%A4%A")).status()).toBe(400);
  expect((await request.get("/biblia/%E0%A4%A/1")).status()).toBe(400);
  const brokenMultipart = await request.post("/preferencias/tema", {
    headers: { Origin: baseURL!, "Content-Type": "multipart/form-data; boundary=x" },
    data: "garbage",
    maxRedirects: 0,
  });
  expect(brokenMultipart.status()).toBe(400);
  const json = await request.post("/preferencias/tema", {
    headers: { Origin: baseURL!, "Content-Type": "application/json" },
    data: "{",
    maxRedirects: 0,
  });
  expect(json.status()).toBe(400);
});
