import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RawConnection } from "#tests/support/http-connection.ts";
import { loadConfig } from "#app/platform/config/config.ts";
import { onTimeLimit, requestTimeLimit, RETRY_AFTER_SECONDS } from "./request-timeout.ts";

describe("what the time limit does", () => {
  it("answers 503 only when the request has arrived and nothing was sent yet", () => {
    expect(onTimeLimit({ headersSent: false, requestReceived: true })).toBe("unavailable");
    expect(onTimeLimit({ headersSent: false, requestReceived: false })).toBe("wait");
    expect(onTimeLimit({ headersSent: true, requestReceived: true })).toBe("none");
    expect(onTimeLimit({ headersSent: true, requestReceived: false })).toBe("none");
  });

  it("REQUEST_TIMEOUT_MS is 15 s by default and must be whole milliseconds between 100 and 120 000", () => {
    expect(loadConfig({}).REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: "2500" }).REQUEST_TIMEOUT_MS).toBe(2500);
    for (const bad of ["50", "120001", "1.5", "quinze"]) {
      expect(() => loadConfig({ REQUEST_TIMEOUT_MS: bad }), bad).toThrow(/^Configuração inválida: REQUEST_TIMEOUT_MS=/);
    }
  });
});

describe("an Express app under the time limit", () => {
  const LIMIT_MS = 150;
  let port = 0;
  let close: () => void;
  let release: () => void = () => {};
  let lateAnswerWritten: Promise<void>;

  beforeAll(async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.setHeader("X-Content-Type-Options", "nosniff");
      next();
    });
    app.use(requestTimeLimit(LIMIT_MS, pino({ level: "silent" })));
    app.get("/rapido", (_req, res) => void res.send("pronto"));
    app.get("/lento", (_req, res) => {
      res.setHeader("Set-Cookie", "a=1");
      lateAnswerWritten = new Promise<void>((resolve) => {
        release = () => {
          // What a handler does when its database answers at last: headers, a body, an error.
          res.status(200).setHeader("X-Tarde", "sim");
          res.write("tarde demais");
          res.end();
          res.send("de novo");
          resolve();
        };
      });
    });
    app.get("/nunca", () => {});
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  it("answers in time as usual", async () => {
    const connection = await RawConnection.open(port);
    const answer = await connection.get("/rapido");
    expect(answer.head).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.body).toBe("pronto");
    connection.close();
  });

  it("a request that hangs gets the Portuguese 503 page at the limit, with Retry-After and no-store", async () => {
    const connection = await RawConnection.open(port);
    const started = performance.now();
    const answer = await connection.get("/nunca");
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(LIMIT_MS - 5);
    expect(elapsed).toBeLessThan(LIMIT_MS + 1000);
    expect(answer.head).toMatch(/^HTTP\/1\.1 503/);
    expect(answer.head).toMatch(/\r\nretry-after: 10\r\n/i);
    expect(RETRY_AFTER_SECONDS).toBe(10);
    expect(answer.head).toMatch(/\r\ncache-control: no-store\r\n/i);
    expect(answer.head).toMatch(/\r\ncontent-type: text\/html; charset=utf-8\r\n/i);
    expect(answer.head).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    expect(Buffer.from(answer.body, "latin1").toString("utf8")).toContain("Serviço indisponível no momento");
    connection.close();
  });

  it("the handler's late answer is dropped: the next answer on the connection is the next request's", async () => {
    const connection = await RawConnection.open(port);
    const timedOut = await connection.get("/lento");
    expect(timedOut.head).toMatch(/^HTTP\/1\.1 503/);
    expect(timedOut.head).not.toMatch(/set-cookie/i);
    release();
    await lateAnswerWritten;
    const next = await connection.get("/rapido");
    expect(next.received).not.toContain("tarde");
    expect(next.head).toMatch(/^HTTP\/1\.1 200/);
    expect(next.body).toBe("pronto");
    expect(connection.unasked()).toBe("");
    connection.close();
  });
});
