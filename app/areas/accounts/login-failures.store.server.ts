import { createHmac, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { serverSecret } from "./server-secret.store.server.ts";
import { accountUnlockAt, ACCOUNT_FAILURES } from "./tokens.ts";

/**
 * Wrong passwords counted per account, whatever the address (the per-address limits are
 * the limits kit's). A check is reserved before the password is verified: its row goes in
 * first and the rows in the window are counted after, so of many guesses at once, on one
 * instance or several, at most ACCOUNT_FAILURES.max are ever verified. The typed address is kept
 * only as an HMAC under the server's own secret (no list of addresses can be tried against it),
 * and every record leaves after ACCOUNT_FAILURES.windowMs.
 */
async function keyOf(db: Kysely<Database>, email: string): Promise<string> {
  return createHmac("sha256", await serverSecret(db, "failed-password-key"))
    .update(email)
    .digest("base64url");
}

export type PasswordCheck = { locked: false; id: string } | { locked: true; until: number };

export async function reservePasswordCheck(db: Kysely<Database>, email: string, now: Date): Promise<PasswordCheck> {
  const id = randomUUID();
  const key = await keyOf(db, email);
  const since = new Date(now.getTime() - ACCOUNT_FAILURES.windowMs).toISOString();
  await db.deleteFrom("failed_password_attempts").where("failed_at", "<=", since).execute();
  await db.insertInto("failed_password_attempts").values({ id, account_key: key, failed_at: now.toISOString() }).execute();
  const rows = await db
    .selectFrom("failed_password_attempts")
    .select("failed_at")
    .where("account_key", "=", key)
    .where("failed_at", ">", since)
    .orderBy("failed_at")
    .execute();
  if (rows.length <= ACCOUNT_FAILURES.max) return { locked: false, id };
  await releasePasswordCheck(db, id);
  return { locked: true, until: accountUnlockAt(rows[0]!.failed_at) };
}

/** A right password takes its reserved check back: only wrong ones count. */
export async function releasePasswordCheck(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("failed_password_attempts").where("id", "=", id).execute();
}

/** A new password starts a new count (the old guesses were against the old one). */
export async function clearLoginFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db
    .deleteFrom("failed_password_attempts")
    .where("account_key", "=", await keyOf(db, email))
    .execute();
}
