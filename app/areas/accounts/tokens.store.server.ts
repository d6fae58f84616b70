import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { hashToken } from "./session.store.server.ts";
import { tokenExpiry, tokenState, TOKEN_PATTERN, type TokenPurpose, type TokenState } from "./tokens.ts";

/**
 * One-time links in the database (so they survive a restart and work on any instance): the
 * link carries 32 random bytes, the table keeps their SHA-256, the purpose, the address it
 * was sent to, its expiry and when it was used.
 */

/** Links that expired a day ago are removed as new ones are made. */
const KEEP_AFTER_EXPIRY_MS = 86_400_000;

/**
 * A new link for the member; earlier unused links of the same purpose stop working (the
 * newest e-mail is the one that counts). `browserHash` binds a sign-up's confirmation link to the
 * browser that signed up (signUpBrowserHash). Returns the token for the link.
 */
export async function issueToken(
  db: Kysely<Database>,
  userId: string,
  purpose: TokenPurpose,
  email: string,
  now: Date,
  browserHash: string | null = null,
): Promise<string> {
  await db
    .deleteFrom("account_tokens")
    .where("expires_at", "<", new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS).toISOString())
    .execute();
  await revokeTokens(db, userId, [purpose], now);
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("account_tokens")
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      email,
      created_at: now.toISOString(),
      expires_at: tokenExpiry(purpose, now).toISOString(),
      used_at: null,
      browser_hash: browserHash,
    })
    .execute();
  return token;
}

/** The member's unused links of these purposes stop working (they read as used). */
export async function revokeTokens(db: Kysely<Database>, userId: string, purposes: readonly TokenPurpose[], now: Date): Promise<void> {
  await db
    .updateTable("account_tokens")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("purpose", "in", purposes)
    .where("used_at", "is", null)
    .execute();
}

async function findToken(db: Kysely<Database>, token: string) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return db
    .selectFrom("account_tokens")
    .select(["user_id", "purpose", "email", "expires_at", "used_at", "browser_hash"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
}

/** What a link is now, without using it (the page a link opens shows a form or why it cannot). */
export async function peekToken(db: Kysely<Database>, token: string, purpose: TokenPurpose, now: Date): Promise<TokenState> {
  return tokenState(await findToken(db, token), purpose, now);
}

/** A link's state and, while usable, whose it is and the sign-up browser it is bound to (the confirmation page asks only what it must). */
export async function peekTokenOwner(
  db: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<{ state: TokenState; userId: string | null; browserHash: string | null }> {
  const row = await findToken(db, token);
  const state = tokenState(row, purpose, now);
  return state === "usable" && row ? { state, userId: row.user_id, browserHash: row.browser_hash } : { state, userId: null, browserHash: null };
}

export type UsedToken = { state: "usable"; userId: string; email: string; browserHash: string | null } | { state: Exclude<TokenState, "usable"> };

/**
 * Uses a link: one statement marks it used only if it is unused and unexpired, so of two
 * requests at once (or on two instances) exactly one gets it.
 */
export async function spendToken(db: Kysely<Database>, token: string, purpose: TokenPurpose, now: Date): Promise<UsedToken> {
  if (!TOKEN_PATTERN.test(token)) return { state: "unknown" };
  const nowIso = now.toISOString();
  const row = await db
    .updateTable("account_tokens")
    .set({ used_at: nowIso })
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso)
    .returning(["user_id", "email", "browser_hash"])
    .executeTakeFirst();
  if (row) return { state: "usable", userId: row.user_id, email: row.email, browserHash: row.browser_hash };
  const state = tokenState(await findToken(db, token), purpose, now);
  return { state: state === "usable" ? "used" : state };
}
