import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { ChurchRef } from "#db/transaction.ts";
import { rolesFor, ROLE_SCOPE, type Duty, type Role } from "./church-roles.ts";
import { grantCheck } from "./ownership.ts";

export type GrantOutcome = "granted" | "already" | "no-account" | "unconfirmed" | "password-before-proof";

/** A church someone may act for: what the admin pages show and what the stores take. */
export interface ActingChurch extends ChurchRef {
  slug: string;
  name: string;
}

/**
 * Grants a role over a church, a district or the conference (`scopeId`) to the account with this
 * e-mail, only if it exists, its address is confirmed and its current password was set after
 * that (decision 0043: not a stranger's password). `grantedBy` is null for `npm run admin`.
 */
export async function grantRole(
  db: Kysely<Database>,
  grant: { email: string; role: Role; scopeId: string; grantedBy: string | null },
  now: Date,
): Promise<GrantOutcome> {
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "email_confirmed_at", "password_set_at"])
    .where("email", "=", grant.email)
    .executeTakeFirst();
  if (!user) return "no-account";
  const check = grantCheck(user);
  if (check !== "ok") return check;
  const result = await db
    .insertInto("church_roles")
    .values({
      id: crypto.randomUUID(),
      user_id: user.id,
      role: grant.role,
      scope: ROLE_SCOPE[grant.role],
      scope_id: grant.scopeId,
      granted_by: grant.grantedBy,
      granted_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(["user_id", "role", "scope", "scope_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? "granted" : "already";
}

export type RevokeOutcome = "revoked" | "not-held" | "no-account";

/** Takes the role away wherever the account holds it (`npm run admin -- revoke`). */
export async function revokeRole(db: Kysely<Database>, email: string, role: Role): Promise<RevokeOutcome> {
  const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  if (!user) return "no-account";
  const result = await db.deleteFrom("church_roles").where("user_id", "=", user.id).where("role", "=", role).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? "revoked" : "not-held";
}

/** The deployment's conference (one per deployment), the scope of `npm run admin -- grant`. */
export async function theConference(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom("conferences").select("id").orderBy("created_at").orderBy("id").executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The churches this account may act for in this duty, by name: a church role there, the pastor's
 * role over its district, or the conference's staff role. Empty: the account may not.
 */
export async function churchesForDuty(db: Kysely<Database>, userId: string, duty: Duty): Promise<ActingChurch[]> {
  return db
    .selectFrom("churches")
    .innerJoin("districts", "districts.id", "churches.district_id")
    .select(["churches.id", "churches.slug", "churches.name"])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("church_roles")
          .select("church_roles.id")
          .where("church_roles.user_id", "=", userId)
          .where("church_roles.role", "in", rolesFor(duty))
          .where((eb) =>
            eb.or([
              eb.and([eb("church_roles.scope", "=", "church"), eb("church_roles.scope_id", "=", eb.ref("churches.id"))]),
              eb.and([eb("church_roles.scope", "=", "district"), eb("church_roles.scope_id", "=", eb.ref("churches.district_id"))]),
              eb.and([eb("church_roles.scope", "=", "conference"), eb("church_roles.scope_id", "=", eb.ref("districts.conference_id"))]),
            ]),
          ),
      ),
    )
    .orderBy("churches.name")
    .orderBy("churches.id")
    .execute();
}

/** How many churches the deployment holds: with one, no page names or offers a church. */
export async function churchCount(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("churches").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}
