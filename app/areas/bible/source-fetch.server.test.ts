import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchSourceText, type SourceLimits } from "./source-fetch.server.ts";

/** A real local HTTP server answering each path the way a broken or hostile source would. */
describe("a book file fetched from the Bible source", () => {
  let server: Server;
  let base: string;
  let redirectTargetHits = 0;
  const limits: SourceLimits = { timeoutMs: 1000, maxBytes: 1024 };
  const book = JSON.stringify({ abbrev: "rt", chapters: [["Primeiro."]] });

  beforeAll(async () => {
    server = createServer((req, res) => {
      switch (req.url) {
        case "/json":
          return res.writeHead(200, { "Content-Type": "application/json" }).end(book);
        case "/text":
          // The public source serves its JSON files as plain text.
          return res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" }).end("\uFEFF" + book);
        case "/redirect":
          return res.writeHead(302, { Location: "/json" }).end();
        case "/target":
          redirectTargetHits++;
          return res.writeHead(200, { "Content-Type": "application/json" }).end(book);
        case "/redirect-elsewhere":
          return res.writeHead(301, { Location: `${base}/target` }).end();
        case "/html":
          return res.writeHead(200, { "Content-Type": "text/html" }).end("<html>login</html>");
        case "/untyped":
          return res.writeHead(200).end(book);
        case "/declared-huge":
          return res.writeHead(200, { "Content-Type": "application/json", "Content-Length": String(10_000) }).end("x".repeat(10_000));
        case "/streamed-huge": {
          // No length given: the body just keeps coming.
          res.writeHead(200, { "Content-Type": "application/json" });
          const timer = setInterval(() => res.write("x".repeat(512)), 1);
          res.on("close", () => clearInterval(timer));
          return;
        }
        case "/slow":
          res.writeHead(200, { "Content-Type": "application/json" });
          return void res.write("{");
        case "/down":
          return res.writeHead(503).end("indisponível");
        default:
          return res.writeHead(404).end("404: Not Found");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  it("reads a JSON answer, and a plain-text one as the public source sends", async () => {
    expect(await fetchSourceText(`${base}/json`, limits)).toEqual({ ok: true, text: book });
    // The byte-order mark some files start with is dropped as the text is decoded.
    expect(await fetchSourceText(`${base}/text`, limits)).toEqual({ ok: true, text: book });
  });

  it("refuses a redirect without following it", async () => {
    expect(await fetchSourceText(`${base}/redirect`, limits)).toMatchObject({ ok: false, outcome: "refused", reason: "redirect refused (302)" });
    expect(await fetchSourceText(`${base}/redirect-elsewhere`, limits)).toMatchObject({ ok: false, outcome: "refused" });
    expect(redirectTargetHits).toBe(0);
  });

  it("refuses an answer that is not JSON or text", async () => {
    expect(await fetchSourceText(`${base}/html`, limits)).toMatchObject({
      ok: false,
      outcome: "refused",
      reason: 'content type not JSON: "text/html"',
    });
    expect(await fetchSourceText(`${base}/untyped`, limits)).toMatchObject({ ok: false, outcome: "refused" });
  });

  it("refuses a body over the cap, whether its length is declared or it just keeps coming", async () => {
    expect(await fetchSourceText(`${base}/declared-huge`, limits)).toEqual({ ok: false, outcome: "refused", reason: "body over 1024 bytes" });
    expect(await fetchSourceText(`${base}/streamed-huge`, limits)).toEqual({ ok: false, outcome: "refused", reason: "body over 1024 bytes" });
  });

  it("gives up on a body that stops coming, at the time limit", async () => {
    const started = Date.now();
    expect(await fetchSourceText(`${base}/slow`, limits)).toMatchObject({ ok: false, outcome: "unreachable" });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("tells a missing file from a source that is down or not there", async () => {
    expect(await fetchSourceText(`${base}/nada`, limits)).toMatchObject({ ok: false, outcome: "missing" });
    expect(await fetchSourceText(`${base}/down`, limits)).toMatchObject({ ok: false, outcome: "unreachable", reason: "status 503" });
    expect(await fetchSourceText("http://127.0.0.1:1/x.json", limits)).toMatchObject({ ok: false, outcome: "unreachable" });
  });
});
