import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { createSession, SESSION_COOKIE } from "#app/areas/accounts/session.store.server.ts";
import { grantRole, theConference } from "#app/areas/accounts/roles.store.server.ts";
import { openDatabase } from "#db/index.ts";
import { hydrated } from "./hydration.ts";
import { sessionCookiePair, sessionCookieValue } from "./session-cookie.ts";
import { insertTestUser } from "./test-databases.ts";

/**
 * How tests make an admin, in one place: a member with a confirmed address holding the
 * conference's staff role in the server's database (as `npm run admin -- grant` gives it).
 */
export const ADMIN_EMAIL = "admin@igreja.exemplo";

/** What a test server's environment needs for ADMIN_EMAIL to be an admin: nothing since the role is in the database. */
export function adminServerEnv(): Record<string, string> {
  return {};
}

/** Creates the admin member (or, with another e-mail, an ordinary member) in the server's database; returns a new session token. */
async function memberSession(databaseUrl: string, email: string): Promise<string> {
  const { db } = openDatabase(databaseUrl);
  try {
    const existing = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
    const id = existing?.id ?? (await insertTestUser(db, randomUUID(), { email, name: "Tesouraria da Igreja" }));
    if (email === ADMIN_EMAIL) {
      // Confirmed, then a password of the owner's own: what `npm run admin -- grant` asks for.
      const now = new Date().toISOString();
      await db.updateTable("users").set({ email_confirmed_at: now, password_set_at: now }).where("id", "=", id).execute();
      await grantRole(db, { email, role: "admin", scopeId: await theConference(db), grantedBy: null }, new Date());
    }
    return await createSession(db, id, new Date());
  } finally {
    await db.destroy();
  }
}

/** Logs the browser context in as the admin of the server at `url`. */
export async function logInAsAdmin(context: BrowserContext, server: { url: string; databaseUrl: string }): Promise<void> {
  const token = await memberSession(server.databaseUrl, ADMIN_EMAIL);
  await context.addCookies([{ name: SESSION_COOKIE, value: sessionCookieValue(token), url: server.url, httpOnly: true, sameSite: "Lax" }]);
}

/** Opens `path` of the server as its admin, once the page answers clicks. */
export async function openAsAdmin(page: Page, server: { url: string; databaseUrl: string }, path: string): Promise<void> {
  await logInAsAdmin(page.context(), server);
  await page.goto(`${server.url}${path}`);
  await hydrated(page);
}

/** A Cookie header of a member who is not an admin (for requests without a browser). */
export async function nonAdminCookieHeader(server: { databaseUrl: string }): Promise<string> {
  return sessionCookiePair(await memberSession(server.databaseUrl, `membro-${randomUUID()}@exemplo.com`));
}
