import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secureCookies, sessionCookie } from "#app/areas/accounts/session.store.server.ts";
import { isSecureDeployment, loadConfig } from "#app/platform/config/config.ts";
import { refuseCrossSiteWrites, securityHeaders } from "./security.ts";

/** What the headers and cookies are when the portal is served over HTTPS (PUBLIC_URL=https://…); the e2e suite sees plain HTTP. */
describe.each([
  { publicUrl: "https://igreja.exemplo", secure: true },
  { publicUrl: "http://igreja.exemplo", secure: false },
  { publicUrl: undefined, secure: false },
])("served with PUBLIC_URL=$publicUrl", ({ publicUrl, secure }) => {
  const config = loadConfig(publicUrl ? { PUBLIC_URL: publicUrl } : {});
  let origin = "";
  let close = () => {};

  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders({ hsts: isSecureDeployment(config) }));
    app.get("/", (_req, res) => void res.send("ok"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it(secure ? "sends HSTS for a year, subdomains included" : "sends no HSTS", async () => {
    const response = await fetch(`${origin}/`);
    expect(response.headers.get("strict-transport-security")).toBe(secure ? "max-age=31536000; includeSubDomains" : null);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/);
  });

  it(secure ? "marks the session cookie Secure, with HttpOnly, SameSite=Lax and Path=/" : "leaves Secure off the session cookie", async () => {
    const cookie = await sessionCookie("t", secureCookies(new Request("http://127.0.0.1/login"), config.PUBLIC_URL));
    const flags = cookie.split("; ").slice(1);
    expect(flags).toEqual(["Max-Age=2592000", "Path=/", "HttpOnly", ...(secure ? ["Secure"] : []), "SameSite=Lax"]);
  });
});

it("a request that came over HTTPS gets a Secure session cookie whatever PUBLIC_URL says", async () => {
  expect(secureCookies(new Request("https://igreja.exemplo/login"), undefined)).toBe(true);
  expect(await sessionCookie("t", true)).toMatch(/; Secure/);
});

/** A write is accepted only from the site's whole origin: scheme, host and port (issue 45). */
describe("refuseCrossSiteWrites", () => {
  let origin = "";
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    app.use(refuseCrossSiteWrites(origin));
    app.post("/", (_req, res) => void res.send("ok"));
    close = () => server.close();
  });
  afterAll(() => close());

  const post = (headers: Record<string, string>) => fetch(`${origin}/`, { method: "POST", headers });

  it("accepts the site's own origin and a request without Origin from the same site", async () => {
    expect((await post({ Origin: origin })).status).toBe(200);
    expect((await post({ "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
  });

  it("refuses another scheme, another port, another host, a null or broken Origin", async () => {
    const { port } = new URL(origin);
    for (const other of [
      `https://127.0.0.1:${port}`,
      `http://127.0.0.1:${Number(port) + 1}`,
      `http://localhost:${port}`,
      "null",
      "não é uma origem",
    ]) {
      const response = await post({ Origin: other });
      expect(response.status, other).toBe(403);
      expect(await response.text()).toBe("Requisição recusada: origem não permitida.");
    }
    expect((await post({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  });
});
