import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../server/db/schema.ts";

/** Sessions (ARCHITECTURE 'Sessions'): random 256-bit token in a cookie, only its hash stored. */
export const SESSION_COOKIE = "lampada_session";
export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function readSessionToken(request: Request): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return rest.join("=") || null;
  }
  return null;
}

/** The session cookie; Secure unless the portal is served on localhost over plain HTTP. */
export function sessionCookie(token: string, secure: boolean, maxAgeSeconds = SESSION_DAYS * 86_400): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie("", secure, 0);
}

/** Starts a session for a user; returns the token for the cookie. */
export async function createSession(db: Kysely<Database>, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
    })
    .execute();
  return token;
}

/**
 * The user a request's session cookie names, or null. Sliding expiry: a session used
 * more than a day after its last renewal is extended to 30 days from now.
 */
export async function getSessionUser(db: Kysely<Database>, request: Request, now: Date): Promise<SessionUser | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.name", "users.email", "sessions.expires_at", "sessions.last_used_at"])
    .where("sessions.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  if (now.getTime() - Date.parse(row.last_used_at) > DAY_MS) {
    await db
      .updateTable("sessions")
      .set({ last_used_at: now.toISOString(), expires_at: new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString() })
      .where("token_hash", "=", hashToken(token))
      .execute();
  }
  return { id: row.id, name: row.name, email: row.email };
}

/** Ends the session the request carries (logout). */
export async function deleteSession(db: Kysely<Database>, request: Request): Promise<void> {
  const token = readSessionToken(request);
  if (token) await db.deleteFrom("sessions").where("token_hash", "=", hashToken(token)).execute();
}

/** Whether cookies must be Secure: the request came over HTTPS or the public address is HTTPS. */
export function secureCookies(request: Request, publicUrl: string | undefined): boolean {
  return new URL(request.url).protocol === "https:" || (publicUrl?.startsWith("https://") ?? false);
}
