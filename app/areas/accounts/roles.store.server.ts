import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";

/** Roles held by accounts in the database, granted and revoked by `npm run admin`. */
export type Role = "admin";

export type GrantOutcome = "granted" | "already" | "no-account" | "unconfirmed";

/** Grants a role to the account with this e-mail, only if it exists and its address is confirmed. */
export async function grantRole(db: Kysely<Database>, email: string, role: Role, now: Date): Promise<GrantOutcome> {
  const user = await db.selectFrom("users").select(["id", "email_confirmed_at"]).where("email", "=", email).executeTakeFirst();
  if (!user) return "no-account";
  if (!user.email_confirmed_at) return "unconfirmed";
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
