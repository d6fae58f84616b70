import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { grantCheck } from "./ownership.ts";

/** Roles held by accounts in the database, granted and revoked by `npm run admin`. */
export type Role = "admin";

export type GrantOutcome = "granted" | "already" | "no-account" | "unconfirmed" | "password-before-proof";

/**
 * Grants a role to the account with this e-mail, only if it exists, its address is confirmed
 * and its current password was set after that (decision 0043: not a stranger's password).
 */
export async function grantRole(db: Kysely<Database>, email: string, role: Role, now: Date): Promise<GrantOutcome> {
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "email_confirmed_at", "password_set_at"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (!user) return "no-account";
  const check = grantCheck(user);
  if (check !== "ok") return check;
  const result = await db
    .insertInto("account_roles")
    .values({ user_id: user.id, role, granted_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "role"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? "granted" : "already";
}

export type RevokeOutcome = "revoked" | "not-held" | "no-account";

export async function revokeRole(db: Kysely<Database>, email: string, role: Role): Promise<RevokeOutcome> {
  const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  if (!user) return "no-account";
  const result = await db.deleteFrom("account_roles").where("user_id", "=", user.id).where("role", "=", role).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? "revoked" : "not-held";
}

export async function hasRole(db: Kysely<Database>, userId: string, role: Role): Promise<boolean> {
  const row = await db.selectFrom("account_roles").select("role").where("user_id", "=", userId).where("role", "=", role).executeTakeFirst();
  return row !== undefined;
}
