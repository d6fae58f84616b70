import { randomUUID } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { createSession, SESSION_COOKIE } from "../../app/modules/accounts/session.server.ts";
import { openDatabase } from "../../server/db/index.ts";

/**
 * Test set-up straight in the server's database (E2E_DATABASE_URL, set by the global
 * setup): members with a session, for pages whose sign-up flow is tested elsewhere.
 */
export function testDatabase() {
  return openDatabase(process.env.E2E_DATABASE_URL!).db;
}

export async function createMember(name: string): Promise<string> {
  const db = testDatabase();
  const id = randomUUID();
  await db
    .insertInto("users")
    .values({ id, email: `${id}@exemplo.com`, name, age: 25, password_hash: "!", created_at: new Date().toISOString(), last_access_at: null })
    .execute();
  await db.destroy();
  return id;
}

/** Logs the browser context in as the member. */
export async function logInAs(context: BrowserContext, baseURL: string, userId: string): Promise<void> {
  const db = testDatabase();
  const token = await createSession(db, userId, new Date());
  await db.destroy();
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}
