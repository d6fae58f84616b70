import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#app/platform/config/config.ts";
import { mailerFor } from "./mailer.server.ts";

function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level: "info" }, stream) };
}

const message = {
  to: "ana@exemplo.com",
  subject: "Confirme seu e-mail no Lâmpada",
  text: "Olá, Ana!\n\nConfirmar: http://localhost:3000/confirmar-email?token=abc",
  html: '<p>Olá, Ana!</p><a href="http://localhost:3000/confirmar-email?token=abc">Confirmar</a>',
};

describe("the mailer", () => {
  it("without SMTP_URL writes each message as an .eml file (HTML and text) and logs its link", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lampada-outbox-test-"));
    const { lines, logger } = capturedLogger();
    await mailerFor(loadConfig({ MAIL_OUTBOX_DIR: dir }), logger).send(message);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dir, files[0]!), "utf8");
    expect(eml).toMatch(/^To: ana@exemplo\.com$/m);
    expect(eml).toMatch(/^From: =\?UTF-8\?.*<nao-responda@lampada\.local>$/m);
    expect(eml).toContain("text/plain");
    expect(eml).toContain("text/html");
    expect(lines.at(-1)).toMatchObject({ to: "ana@exemplo.com", links: ["http://localhost:3000/confirmar-email?token=abc"] });
    expect(String(lines.at(-1)!.msg)).toContain("http://localhost:3000/confirmar-email?token=abc");
  });

  it("a server that cannot be reached is logged, and the send does not fail the caller", async () => {
    const { lines, logger } = capturedLogger();
    await expect(mailerFor(loadConfig({ SMTP_URL: "smtp://127.0.0.1:1" }), logger).send(message)).resolves.toBeUndefined();
    expect(lines.at(-1)).toMatchObject({ level: 50, msg: "e-mail could not be sent", to: "ana@exemplo.com" });
  });

  it("SMTP_URL must be an smtp:// or smtps:// address", () => {
    expect(() => loadConfig({ SMTP_URL: "http://mail.exemplo.com" })).toThrow(/SMTP_URL/);
  });
});
