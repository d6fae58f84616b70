import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { readCookie, writeCookie } from "#app/platform/http/cookies.server.ts";
import { deviceLabel } from "./device.ts";

/**
 * Sessions: a random 256-bit token in an HttpOnly cookie; the
 * database keeps only its hash. A session ends after 30 days without use (each use
 * extends it) and, whatever the use, 90 days after it began.
 * The cookie's name (the server reads it to keep member answers private; tests sign in with it).
 */
export const SESSION_COOKIE = "lampada_session";
const SESSION_IDLE_DAYS = 30;
const SESSION_ABSOLUTE_DAYS = 90;
const DAY_MS = 86_400_000;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  /** Whether the member followed the link sent to this address. */
  emailConfirmed: boolean;
  /**
   * Whether the account holds a church role anywhere, read with the session in the same statement:
   * it only decides whether the menu shows 'Administração'; admin pages ask `requireAdmin`.
   */
  admin: boolean;
  /** The member's home church (decision 0065); null until chosen where there are several. */
  homeChurchId: string | null;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Over HTTPS (the request's address is built from PUBLIC_URL) the session cookie is
 * `__Host-lampada_session`, which no other host or path can set; the plain name is not read there.
 */
export function readSessionToken(request: Request): Promise<string | null> {
  return readCookie(request, new URL(request.url).protocol === "https:" ? "hostSession" : "session");
}

/** The Set-Cookie value for a new session; Secure and `__Host-` unless served on plain-HTTP localhost. */
export function sessionCookie(token: string, secure: boolean): Promise<string> {
  return secure
    ? writeCookie("hostSession", token, { maxAge: SESSION_IDLE_DAYS * 86_400 })
    : writeCookie("session", token, { maxAge: SESSION_IDLE_DAYS * 86_400 });
}

export function clearedSessionCookie(secure: boolean): Promise<string> {
  return writeCookie(secure ? "hostSession" : "session", "", { maxAge: 0 });
}

/** The moment a session ends whatever its use. */
function absoluteEnd(createdAt: string): number {
  return Date.parse(createdAt) + SESSION_ABSOLUTE_DAYS * DAY_MS;
}

/** The moment a session ends if not used again: idle limit from its last use, capped by its absolute end. */
function sessionEnd(createdAt: string, lastUsedAt: string): number {
  return Math.min(Date.parse(lastUsedAt) + SESSION_IDLE_DAYS * DAY_MS, absoluteEnd(createdAt));
}

/** No session that began before this moment is still open, whatever its use. */
export function oldestOpenSessionStart(now: Date): Date {
  return new Date(now.getTime() - SESSION_ABSOLUTE_DAYS * DAY_MS);
}

/** Removes every session that has ended (run as new sessions start). */
async function purgeEndedSessions(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", now.toISOString()), eb("created_at", "<=", oldestOpenSessionStart(now).toISOString())]))
    .execute();
}

/** Starts a session for a user; returns the token for the cookie. */
export async function createSession(db: Kysely<Database>, userId: string, now: Date, userAgent: string | null = null): Promise<string> {
  await purgeEndedSessions(db, now);
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_IDLE_DAYS * DAY_MS).toISOString(),
      user_agent: userAgent ? userAgent.slice(0, 300) : null,
    })
    .execute();
  return token;
}

/**
 * The user a request's session cookie names, or null. Sliding expiry: a session used
 * more than a day after its last renewal is extended, never past its absolute end.
 */
export async function getSessionUser(db: Kysely<Database>, request: Request, now: Date): Promise<SessionUser | null> {
  const token = await readSessionToken(request);
  if (!token) return null;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select((eb) => [
      eb.exists(eb.selectFrom("church_roles").select("church_roles.id").whereRef("church_roles.user_id", "=", "users.id")).as("holds_role"),
      "users.id",
      "users.home_church_id",
      "users.name",
      "users.email",
      "users.email_confirmed_at",
      "sessions.created_at",
      "sessions.expires_at",
      "sessions.last_used_at",
    ])
    .where("sessions.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  const nowIso = now.toISOString();
  if (!row || row.expires_at <= nowIso || absoluteEnd(row.created_at) <= now.getTime()) return null;
  if (now.getTime() - Date.parse(row.last_used_at) > DAY_MS) {
    await db
      .updateTable("sessions")
      .set({ last_used_at: nowIso, expires_at: new Date(sessionEnd(row.created_at, nowIso)).toISOString() })
      .where("token_hash", "=", hashToken(token))
      .execute();
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailConfirmed: row.email_confirmed_at !== null,
    admin: Boolean(row.holds_role),
    homeChurchId: row.home_church_id,
  };
}

/** Whether this session token is a live session of this member (who holds it logged in to the account). */
export async function sessionBelongsTo(db: Kysely<Database>, token: string, userId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom("sessions")
    .select(["created_at", "expires_at"])
    .where("token_hash", "=", hashToken(token))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined && row.expires_at > now.toISOString() && absoluteEnd(row.created_at) > now.getTime();
}

/** Ends the session the request carries (logout). */
export async function deleteSession(db: Kysely<Database>, request: Request): Promise<void> {
  const token = await readSessionToken(request);
  if (token) await db.deleteFrom("sessions").where("token_hash", "=", hashToken(token)).execute();
}

/** Ends every session of a member ('Sair de todos os dispositivos'), or every one but the request's own. */
export async function deleteAllSessions(db: Kysely<Database>, userId: string, keepToken: string | null = null): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepToken) query = query.where("token_hash", "!=", hashToken(keepToken));
  await query.execute();
}

export interface ActiveSession {
  device: string;
  lastUsedAt: string;
  current: boolean;
}

/** A member's sessions that have not ended, most recently used first. */
export async function listActiveSessions(db: Kysely<Database>, userId: string, request: Request, now: Date): Promise<ActiveSession[]> {
  const token = await readSessionToken(request);
  const currentHash = token ? hashToken(token) : null;
  const rows = await db
    .selectFrom("sessions")
    .select(["token_hash", "user_agent", "created_at", "last_used_at", "expires_at"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", now.toISOString())
    .orderBy("last_used_at", "desc")
    .execute();
  return rows
    .filter((r) => absoluteEnd(r.created_at) > now.getTime())
    .map((r) => ({ device: deviceLabel(r.user_agent), lastUsedAt: r.last_used_at, current: r.token_hash === currentHash }));
}

/**
 * The headers of an answer that ends the browser's session (logout, 'Sair de todos', account
 * deletion): the cleared cookie, and Clear-Site-Data so the browser drops what it kept of the
 * member's pages in its HTTP cache.
 */
export async function signedOutHeaders(request: Request, publicUrl: string | undefined): Promise<Record<string, string>> {
  return { "Set-Cookie": await clearedSessionCookie(secureCookies(request, publicUrl)), "Clear-Site-Data": '"cache"' };
}

/** Whether cookies must be Secure: the request came over HTTPS or the public address is HTTPS. */
export function secureCookies(request: Request, publicUrl: string | undefined): boolean {
  return new URL(request.url).protocol === "https:" || (publicUrl?.startsWith("https://") ?? false);
}
