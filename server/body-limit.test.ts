import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_MESSAGES, readFields } from "#app/platform/http/forms.server.ts";
import { answerAfterBody, limitBodies, requestBody } from "./body-limit.ts";

/** What a client sending `body` after `head` reads back, and whether its connection was reset. */
function exchange(port: number, head: string, body: Buffer): Promise<{ answer: string; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let reset = false;
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    socket.on("error", () => (reset = true));
    socket.on("close", () => resolve({ answer, reset }));
    socket.write(head);
    socket.write(body, () => socket.end());
  });
}

const post = (path: string, headers: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n${headers}\r\n\r\n`;
const MB = 1024 * 1024;

describe("an answer given before the body was all read", () => {
  let port = 0;
  let close: () => void;

  beforeAll(async () => {
    const app = express();
    app.use(answerAfterBody);
    app.use(limitBodies);
    // A route with the forms' default 64 KB cap, read as React Router reads it.
    app.post("/formulario", async (req, res) => {
      const request = new Request("http://127.0.0.1/formulario", {
        method: "POST",
        headers: req.headers as never,
        body: requestBody(req),
        duplex: "half",
      } as RequestInit);
      try {
        res.json(await readFields(request));
      } catch (thrown) {
        const refusal = thrown as { init: { status: number }; data: { error: string } };
        res.status(refusal.init.status).type("text/plain; charset=utf-8").send(refusal.data.error);
      }
    });
    // A route that answers without looking at the body (a visitor's post to a member's form).
    app.post("/so-membros", (_req, res) => void res.status(401).type("text/plain; charset=utf-8").send("Faça login para continuar."));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  it("is a 413 with its Portuguese message, the rest read and thrown away, whether the length is declared or not", async () => {
    const body = Buffer.alloc(1.5 * MB, "a");
    const declared = await exchange(port, post("/formulario", `Content-Length: ${body.length}`), body);
    expect(declared.reset).toBe(false);
    expect(declared.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(declared.answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(declared.answer.endsWith(FORM_MESSAGES.tooLarge)).toBe(true);

    const chunked = await exchange(
      port,
      post("/formulario", "Transfer-Encoding: chunked"),
      Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from("\r\n0\r\n\r\n")]),
    );
    expect(chunked.reset).toBe(false);
    expect(chunked.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(chunked.answer.endsWith(FORM_MESSAGES.tooLarge)).toBe(true);
  });

  it("reaches the client for any status, and a body within the cap is still read whole", async () => {
    const body = Buffer.alloc(1.5 * MB, "a");
    const unread = await exchange(port, post("/so-membros", `Content-Length: ${body.length}`), body);
    expect(unread.reset).toBe(false);
    expect(unread.answer).toMatch(/^HTTP\/1\.1 401 [^]*Faça login para continuar\.$/);

    const small = Buffer.from("nome=Ana&mensagem=Ol%C3%A1");
    const read = await exchange(port, post("/formulario", `Content-Length: ${small.length}\r\nConnection: close`), small);
    expect(read.answer).toMatch(/^HTTP\/1\.1 200 [^]*\{"nome":"Ana","mensagem":"Olá"\}$/);
  });

  it("past the largest body any route takes, answers 413 at once", async () => {
    const body = Buffer.alloc(4 * MB, "a");
    const { answer } = await exchange(port, post("/formulario", `Content-Length: ${body.length}`), body);
    expect(answer).toMatch(/^HTTP\/1\.1 413 [^]*Conteúdo grande demais para este formulário\.$/);
  });
});
