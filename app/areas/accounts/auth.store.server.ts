import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";
import { mergeVisitorReading } from "#app/areas/bible/reading.store.server.ts";
import type { LocalBookmark, LocalHistoryEntry, LocalMark } from "#app/areas/bible/local-reading.ts";
import { mergeVisitorMarks } from "#app/areas/bible/marks.store.server.ts";
import { recordLogin, type Outcome } from "#app/areas/gamification/ledger.store.server.ts";
import { mergeVisitorProgress } from "#app/areas/pathfinders/progress.store.server.ts";
import { countPasswordTry, forgivePasswordTries } from "#app/platform/limits/password-tries.store.server.ts";
import { forgetClientWritesBefore } from "#app/platform/offline-writes/client-writes.store.server.ts";
import { authenticate, reportTimeZone } from "./accounts.store.server.ts";
import { releasePasswordCheck, reservePasswordCheck } from "./login-failures.store.server.ts";
import { verifyPassword } from "./passwords.server.ts";
import { createSession, hashToken, oldestOpenSessionStart } from "./session.store.server.ts";
import type { LoginInput } from "./validation.ts";

export interface VisitorLists {
  history: LocalHistoryEntry[];
  bookmarks: LocalBookmark[];
  /** Highlight colours and notes on verses. */
  marks?: LocalMark[];
  /** Checked Pathfinder class items (keys class-area-item). */
  pathfinder?: string[];
}

/** Who is asking: the client's address, the browser's reported zone and device, the session it already has. */
export interface Requester {
  address: string;
  timeZone: string;
  userAgent: string | null;
  sessionToken: string | null;
}

/** What opening a session gives: the cookie's token, what the login paid, whether the visitor's lists were merged. */
export interface OpenedSession {
  token: string;
  earned: Outcome;
  merged: boolean;
}

/**
 * `locked`: too many wrong passwords for this account from anywhere; the password is not
 * checked and the page offers a sign-in link by e-mail instead.
 */
export type LoginOutcome =
  { status: "limited"; until: number } | { status: "locked"; until: number } | { status: "wrong" } | ({ status: "ok" } & OpenedSession);

const hasLists = (lists: VisitorLists) =>
  lists.history.length + lists.bookmarks.length + (lists.marks?.length ?? 0) + (lists.pathfinder?.length ?? 0) > 0;

/**
 * Logs the member in, inside the caller's transaction: the session the browser had goes, a new
 * one opens, the login is paid (streak, days active, first_login) and the visitor's lists merge.
 */
export async function openSession(trx: Kysely<Database>, userId: string, lists: VisitorLists, who: Requester, now: Date): Promise<OpenedSession> {
  if (who.sessionToken) await trx.deleteFrom("sessions").where("token_hash", "=", hashToken(who.sessionToken)).execute();
  const token = await createSession(trx, userId, now, who.userAgent);
  await forgetClientWritesBefore(trx, oldestOpenSessionStart(now));
  await reportTimeZone(trx, userId, who.timeZone, now);
  const earned = await recordLogin(trx, userId, now);
  if (hasLists(lists)) {
    await mergeVisitorReading(trx, userId, lists.history, lists.bookmarks);
    await mergeVisitorMarks(trx, userId, lists.marks ?? [], now);
    await mergeVisitorProgress(trx, userId, lists.pathfinder ?? [], now);
  }
  return { token, earned, merged: hasLists(lists) };
}

/**
 * The address's limits, then the account's (login-failures.store.server.ts), then the
 * password; success opens a new session, pays the login and merges the lists, all in one
 * transaction.
 */
export async function logIn(db: Kysely<Database>, input: LoginInput, lists: VisitorLists, who: Requester, now: Date): Promise<LoginOutcome> {
  const until = await countPasswordTry(db, input.email, who.address, now);
  if (until !== null) return { status: "limited", until };
  const check = await reservePasswordCheck(db, input.email, now);
  if (check.locked) return { status: "locked", until: check.until };
  const user = await authenticate(db, input.email, input.senha);
  if (!user) return { status: "wrong" };
  await releasePasswordCheck(db, check.id);
  await forgivePasswordTries(db, input.email, who.address, now);
  return inTransaction(db, async (trx) => ({ status: "ok" as const, ...(await openSession(trx, user.id, lists, who, now)) }));
}

/** A password check for a member already logged in (account deletion), under the same limits as login. */
export async function checkOwnPassword(db: Kysely<Database>, user: { id: string; email: string }, password: string, address: string, now: Date) {
  const until = await countPasswordTry(db, user.email, address, now);
  if (until !== null) return { status: "limited" as const, until };
  const stored = await db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirst();
  if (!(await verifyPassword(stored?.password_hash ?? null, password))) return { status: "wrong" as const };
  await forgivePasswordTries(db, user.email, address, now);
  return { status: "ok" as const };
}
