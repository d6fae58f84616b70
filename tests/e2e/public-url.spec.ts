import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { openDatabase } from "#db/index.ts";
import { uniqueEmail } from "../support/members.ts";
import { serverWithMail } from "../support/mail-server.ts";
import { linkIn } from "../support/smtp-stand-in.ts";
import { insertTestUser } from "../support/test-databases.ts";

/**
 * Links carry only the portal's own address (decision 0041): a production server knows its
 * PUBLIC_URL, refuses requests for another Host, and every e-mail's link starts with it.
 */

const RESET_SUBJECT = "Redefinir sua senha do Lâmpada";

const spec = serverWithMail("public-url");

/** A member straight in the server's database (the sign-up flow is tested elsewhere). */
async function registeredAddress(): Promise<string> {
  const email = uniqueEmail("endereco");
  const { db } = openDatabase(spec.server.databaseUrl);
  try {
    await insertTestUser(db, randomUUID(), { email, name: "Rute Lima" });
  } finally {
    await db.destroy();
  }
  return email;
}

/** 'Esqueci minha senha' posted as a browser on `host` would post it (fetch cannot set Host). */
function postForgotPassword(host: string, email: string): Promise<number> {
  const { port } = new URL(spec.server.url);
  const body = new URLSearchParams({ email }).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/esqueci-senha",
        headers: {
          Host: host,
          Origin: `http://${host}`,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("a request for another Host gets 400 and sends nothing; the portal's own sends a link on PUBLIC_URL", async () => {
  const email = await registeredAddress();
  const ownHost = new URL(spec.server.publicUrl).host;

  expect(await postForgotPassword("attacker.example", email)).toBe(400);

  expect(await postForgotPassword(ownHost, email)).toBe(200);
  await expect.poll(() => spec.smtp.to(email).length).toBeGreaterThanOrEqual(1);
  // One message only: the one asked on the portal's own address (the refused request had none).
  const mails = spec.smtp.to(email);
  expect(mails.map((m) => m.subject)).toEqual([RESET_SUBJECT]);
  const link = linkIn(mails[0]!);
  expect(link.startsWith(`${spec.server.publicUrl}/redefinir-senha?token=`), link).toBe(true);
  expect(mails[0]!.text).not.toContain("attacker.example");
  expect(mails[0]!.html).not.toContain("attacker.example");
});

test("a production start without PUBLIC_URL stops with the message naming it", async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: `file:${join(mkdtempSync(join(tmpdir(), "lampada-no-public-url-")), "e2e.db")}`,
  };
  delete env.PUBLIC_URL;
  const child = spawn(process.execPath, ["server/index.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // "close": the process has exited and its output is all read.
  const [code] = (await once(child, "close")) as [number | null];
  expect(code).not.toBe(0);
  expect(output).toContain("Configuração inválida: PUBLIC_URL é obrigatória em produção");
  expect(output).not.toContain("servindo em");
});
