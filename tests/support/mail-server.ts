import { randomUUID } from "node:crypto";
import { test, type Browser, type Page } from "@playwright/test";
import { createSession, SESSION_COOKIE } from "#app/areas/accounts/session.store.server.ts";
import { openDatabase } from "#db/index.ts";
import { startServer, type RunningServer } from "./server-process.ts";
import { sessionCookieValue } from "./session-cookie.ts";
import { startSmtpStandIn, type SmtpStandIn } from "./smtp-stand-in.ts";
import { insertTestUser } from "./test-databases.ts";

/**
 * A production server of the spec's own whose e-mail goes to a real SMTP stand-in, started before
 * the file's tests and stopped after them. Read `server` and `smtp` inside a test.
 */
export function serverWithMail(name: string, env: Record<string, string> = {}): { readonly server: RunningServer; readonly smtp: SmtpStandIn } {
  let server: RunningServer | undefined;
  let smtp: SmtpStandIn | undefined;
  test.beforeAll(async () => {
    smtp = await startSmtpStandIn();
    server = await startServer({ SMTP_URL: smtp.url, ...env }, `test-results/server-${name}.log`);
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });
  return {
    get server() {
      return server!;
    },
    get smtp() {
      return smtp!;
    },
  };
}

/** A member with a confirmed address in the server's database, logged in in a browser of their own. */
export async function confirmedMember(
  server: RunningServer,
  browser: Browser,
  name: string,
  viewport: { width: number; height: number },
): Promise<{ page: Page; id: string; email: string }> {
  const { db } = openDatabase(server.databaseUrl);
  const id = randomUUID();
  const email = `${id.slice(0, 8)}@exemplo.com`;
  await insertTestUser(db, id, { name, email });
  await db.updateTable("users").set({ email_confirmed_at: new Date().toISOString() }).where("id", "=", id).execute();
  const token = await createSession(db, id, new Date());
  await db.destroy();
  const context = await browser.newContext({ baseURL: server.url, viewport });
  await context.addCookies([{ name: SESSION_COOKIE, value: sessionCookieValue(token), url: server.url, httpOnly: true, sameSite: "Lax" }]);
  return { page: await context.newPage(), id, email };
}
