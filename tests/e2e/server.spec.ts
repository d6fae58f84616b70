import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { encodeCookieValue } from "#app/platform/site/cookie-value.ts";
import { createMember, memberCookieHeader } from "#tests/support/members.ts";

/** Sends raw bytes (what a browser never would) and reads the status code. */
function rawStatus(port: number, request: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(request));
    let head = "";
    socket.on("data", (chunk) => (head += chunk.toString("latin1")));
    socket.on("end", () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0)));
    socket.on("error", reject);
  });
}

test("pages rendered per request carry the security headers, with a per-request script nonce", async ({ request }) => {
  // A session cookie (even one naming no session) keeps the page out of the visitors' render cache.
  const get = () => request.get("/", { headers: { Cookie: `lampada_session=${encodeCookieValue("sessao-que-nao-existe")}` } });
  const first = await get();
  const csp = first.headers()["content-security-policy"]!;
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com/);
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const second = await get();
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

test("/healthz reports the database and the Bible text held", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  // The suite's server reads books as readers open them: its background fetch is off.
  expect(await response.json()).toEqual({
    status: "ok",
    database: "ok",
    bible: { state: "off", books: { acf: expect.any(Number), nvi: expect.any(Number) }, of: 66 },
  });
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
  expect(response.headers()["set-cookie"]).toContain(`theme=${encodeCookieValue("dark")}`);
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
  // A NUL byte in a route's parameter never reaches the database (PostgreSQL refuses it in text).
  for (const path of ["/grupos/%00", "/igrejas/igreja%00local", "/clube/pessoa/%00"]) {
    const answer = await request.post(path, { headers: { Origin: baseURL! }, form: { intent: "x" }, maxRedirects: 0 });
    expect({ path, status: answer.status(), text: await answer.text() }).toEqual({ path, status: 400, text: "Endereço ou pedido inválido." });
  }
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
  expect(json.status()).toBe(415);
});

test("an unreadable cookie is ignored on every page, never a 500", async ({ request }) => {
  for (const cookie of ["theme=%E0%A4%A", "tz=%", "colorTheme=%FF; theme=%", "lampada_session=%E0%A4%A", "lampada_session=e30%3D; tz=e30%3D"]) {
    for (const path of ["/", "/biblia", "/perfil", "/hinario/1", "/login"]) {
      const response = await request.get(path, { headers: { Cookie: cookie } });
      expect(response.status(), `${path} with ${cookie}`).toBe(200);
    }
  }
});

test("methods a route does not take get 405 with Allow", async ({ request, baseURL }) => {
  for (const method of ["PUT", "DELETE", "PATCH"]) {
    const response = await request.fetch("/perfil", { method, headers: { Origin: baseURL! }, form: { intent: "perfil", nome: "X" } });
    expect(response.status()).toBe(405);
    expect(response.headers()["allow"]).toBe("GET, HEAD, POST, OPTIONS");
  }
  const onPage = await request.fetch("/hinario", { method: "POST", headers: { Origin: baseURL! }, form: { x: "1" } });
  expect(onPage.status()).toBe(405);
  expect(onPage.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
  const options = await request.fetch("/login", { method: "OPTIONS" });
  expect(options.status()).toBe(204);
  expect(options.headers()["allow"]).toBe("GET, HEAD, POST, OPTIONS");
});

test("TRACE, a missing, malformed or other Host get a 4xx", async ({ baseURL }) => {
  const { port, host: own } = new URL(baseURL!);
  expect(await rawStatus(Number(port), `TRACE / HTTP/1.1\r\nHost: ${own}\r\nConnection: close\r\n\r\n`)).toBe(405);
  expect(await rawStatus(Number(port), "GET / HTTP/1.0\r\nConnection: close\r\n\r\n")).toBe(400);
  for (const host of ["exa mple", "a/b", "%00", "ex@mple.com", "[::1", "x".repeat(300), "127.0.0.1:99999"]) {
    expect(await rawStatus(Number(port), `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`), host).toBe(400);
  }
  // The server's PUBLIC_URL is baseURL's address: a well-formed Host naming anything else (this port by another name too).
  for (const host of ["127.0.0.1", `localhost:${port}`, "evil.example"]) {
    expect(await rawStatus(Number(port), `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`), host).toBe(400);
  }
});

test("a redirect target with control characters stays on the site", async ({ request, baseURL }) => {
  for (const target of ["/\t/evil.example", "/\n/evil.example", "/\\evil.example", "//evil.example"]) {
    const response = await request.post("/preferencias/tema", {
      headers: { Origin: baseURL! },
      form: { mode: "dark", redirectTo: target },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/");
  }
});

test("the body cap is the matched route's, whatever the raw path says", async ({ request, baseURL }) => {
  // /perfil/foto/../../perfil is /perfil: the profile form's 64 KB, not the photo's 2 MB.
  const response = await request.post("/perfil/foto/../../perfil", {
    headers: { Origin: baseURL!, "Content-Type": "application/x-www-form-urlencoded" },
    data: "intent=perfil&nome=" + "a".repeat(200 * 1024),
    maxRedirects: 0,
  });
  expect([401, 413]).toContain(response.status());
});

/**
 * Sends a request with a body of `size` bytes on a keep-alive connection, as a browser does, and
 * reads the whole answer; then finishes sending and closes. A reset, or a body the server stops
 * reading, fails.
 */
function rawPost(port: number, path: string, headers: Record<string, string>, size: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let sent = false;
    const stuck = setTimeout(() => reject(new Error(`stuck: body sent ${sent}, answer ${JSON.stringify(answer.slice(0, 200))}`)), 10_000);
    const complete = () => {
      const end = answer.indexOf("\r\n\r\n");
      if (end < 0) return false;
      const length = /\r\ncontent-length: (\d+)/i.exec(answer.slice(0, end));
      return length ? Buffer.byteLength(answer.slice(end + 4)) >= Number(length[1]) : answer.endsWith("\r\n0\r\n\r\n");
    };
    const finish = () => sent && complete() && socket.end();
    socket.on("data", (chunk) => {
      answer += chunk.toString("utf8");
      finish();
    });
    socket.on("error", (error) => reject(new Error(`${error.message} after ${JSON.stringify(answer.slice(0, 200))}`)));
    socket.on("close", () => {
      clearTimeout(stuck);
      resolve(answer);
    });
    const lines = Object.entries({ ...headers, "Content-Length": String(size) }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`POST ${path} HTTP/1.1\r\n${lines.join("")}\r\n`);
    socket.write(Buffer.alloc(size, "a"), () => {
      sent = true;
      finish();
    });
  });
}

test("a body past its route's cap gets the 413 and its message, never a reset connection", async ({ baseURL }) => {
  const { host, port } = new URL(baseURL!);
  const cookie = await memberCookieHeader(await createMember("Rita Upload"));
  const headers = { Host: host, Origin: baseURL!, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie };
  // 1.5 MB to /perfil (64 KB), as a client sends /perfil/foto/../../perfil; the photo's route takes up to 2 MB.
  const member = await rawPost(Number(port), "/perfil", headers, 1_500_000);
  expect(member).toMatch(/^HTTP\/1\.1 413 /);
  expect(member).toContain("Conteúdo grande demais para este formulário.");
  const visitor = await rawPost(Number(port), "/perfil", { ...headers, Cookie: "" }, 1_500_000);
  expect(visitor).toMatch(/^HTTP\/1\.1 401 /);
});

test("a page asks for its stylesheet first and for its icons in one file", async ({ request }) => {
  // Decisions 0013 and 0039: the HTML is complete, so its first paint waits only on the stylesheet.
  for (const path of ["/", "/biblia/gn/1", "/hinario"]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
    expect(links[0], path).toMatch(/rel="preload"[^>]*as="style"|as="style"[^>]*rel="preload"/);
    const preloads = links.filter((link) => link.includes('rel="modulepreload"'));
    expect(preloads.length, path).toBeGreaterThan(3);
    expect(
      preloads.filter((link) => /\/assets\/(chevron|star|heart|check)-/.test(link)),
      path,
    ).toEqual([]);
  }
});

test("hashed assets are served precompressed: brotli when accepted, else gzip, immutable", async ({ request, page }) => {
  await page.goto("/");
  const get = (path: string, acceptEncoding: string) => request.get(path, { headers: { "Accept-Encoding": acceptEncoding } });
  // The largest script the page preloads has precompressed copies (tiny ones need none).
  const scripts = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")!));
  const bodies = await Promise.all(scripts.map(async (src) => ({ src, body: await (await get(src, "identity")).body() })));
  const { src, body } = bodies.sort((a, b) => b.body.length - a.body.length)[0]!;
  expect(body.length).toBeGreaterThan(10_000);

  for (const [acceptEncoding, encoding] of [
    ["gzip, deflate, br, zstd", "br"],
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip, br;q=0", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
  ] as const) {
    const response = await get(src, acceptEncoding);
    expect(response.status(), acceptEncoding).toBe(200);
    expect(response.headers()["content-encoding"], acceptEncoding).toBe(encoding);
    expect(response.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["vary"]).toMatch(/accept-encoding/i);
    expect(Number(response.headers()["content-length"])).toBeLessThan(body.length / 2);
    // Playwright decodes it: the same script, byte for byte.
    expect((await response.body()).equals(body), acceptEncoding).toBe(true);
  }
  const plain = await get(src, "identity");
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(plain.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(Number(plain.headers()["content-length"])).toBe(body.length);
});
