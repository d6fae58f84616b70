import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../server/db/schema.ts";
import { blockedUntil, LIMITS, type Limit } from "./limits.ts";

type AttemptKind = "login_failure" | "signup";

/** Attempts older than this are deleted when new ones are recorded. */
const KEEP_MS = 24 * 60 * 60_000;

async function attemptTimes(db: Kysely<Database>, kind: AttemptKind, by: "email" | "address", value: string, limit: Limit, now: Date) {
  const rows = await db
    .selectFrom("auth_attempts")
    .select("created_at")
    .where("kind", "=", kind)
    .where(by, "=", value)
    .where("created_at", ">", new Date(now.getTime() - limit.windowMs).toISOString())
    .execute();
  return rows.map((r) => Date.parse(r.created_at));
}

function latest(...moments: Array<number | null>): number | null {
  const set = moments.filter((m): m is number => m !== null);
  return set.length ? Math.max(...set) : null;
}

/** When a login for this e-mail from this address is allowed again; null: now. */
export async function loginBlockedUntil(db: Kysely<Database>, email: string, address: string, now: Date): Promise<number | null> {
  const [byEmail, byAddress] = await Promise.all([
    attemptTimes(db, "login_failure", "email", email, LIMITS.failedLoginsPerEmail, now),
    attemptTimes(db, "login_failure", "address", address, LIMITS.failedLoginsPerAddress, now),
  ]);
  return latest(
    blockedUntil(byEmail, LIMITS.failedLoginsPerEmail, now.getTime()),
    blockedUntil(byAddress, LIMITS.failedLoginsPerAddress, now.getTime()),
  );
}

export async function signUpBlockedUntil(db: Kysely<Database>, address: string, now: Date): Promise<number | null> {
  const times = await attemptTimes(db, "signup", "address", address, LIMITS.signUpsPerAddress, now);
  return blockedUntil(times, LIMITS.signUpsPerAddress, now.getTime());
}

export async function recordAttempt(db: Kysely<Database>, kind: AttemptKind, email: string | null, address: string, now: Date): Promise<void> {
  await db.deleteFrom("auth_attempts").where("created_at", "<", new Date(now.getTime() - KEEP_MS).toISOString()).execute();
  await db.insertInto("auth_attempts").values({ id: randomUUID(), kind, email, address, created_at: now.toISOString() }).execute();
}

/** A successful login forgives the e-mail's failures (the address's stay counted). */
export async function clearLoginFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom("auth_attempts").where("kind", "=", "login_failure").where("email", "=", email).execute();
}
