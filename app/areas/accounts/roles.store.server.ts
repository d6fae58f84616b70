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
  const row = await db
    .selectFrom("churches")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The scope ids a church sits in: itself, its district, its conference. */
async function scopesOf(db: Kysely<Database>, churchId: string): Promise<Record<"church" | "district" | "conference", string>> {
  const row = await db
    .selectFrom("churches")
    .innerJoin("districts", "districts.id", "churches.district_id")
    .select(["churches.id", "churches.district_id", "districts.conference_id"])
    .where("churches.id", "=", churchId)
    .executeTakeFirstOrThrow();
  return { church: row.id, district: row.district_id, conference: row.conference_id };
}

/** A role someone holds over a church: on the church itself, its district or the conference. */
export interface HeldRole {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: Role;
  scope: "church" | "district" | "conference";
  grantedBy: string | null;
  grantedAt: string;
}

/** Every role that holds over this church, by role then name. */
export async function rolesOverChurch(db: Kysely<Database>, church: ChurchRef): Promise<HeldRole[]> {
  const scopes = await scopesOf(db, church.id);
  const rows = await db
    .selectFrom("church_roles as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .leftJoin("users as g", "g.id", "r.granted_by")
    .select(["r.id", "r.user_id", "u.name", "u.email", "r.role", "r.scope", "g.name as granted_by_name", "r.granted_at"])
    .where((eb) =>
      eb.or([
        eb.and([eb("r.scope", "=", "church"), eb("r.scope_id", "=", scopes.church)]),
        eb.and([eb("r.scope", "=", "district"), eb("r.scope_id", "=", scopes.district)]),
        eb.and([eb("r.scope", "=", "conference"), eb("r.scope_id", "=", scopes.conference)]),
      ]),
    )
    .orderBy("r.role")
    .orderBy("u.name")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    name: r.name,
    email: r.email,
    role: r.role as Role,
    scope: r.scope as HeldRole["scope"],
    grantedBy: r.granted_by_name,
    grantedAt: r.granted_at,
  }));
}

/** The roles this account holds over this church (its own, its district's, the conference's). */
export async function rolesHeldOver(db: Kysely<Database>, userId: string, church: ChurchRef): Promise<Role[]> {
  return (await rolesOverChurch(db, church)).filter((r) => r.userId === userId).map((r) => r.role);
}

/** Where a role granted for this church holds: the church, its district or its conference. */
export async function scopeIdFor(db: Kysely<Database>, role: Role, church: ChurchRef): Promise<string> {
  return (await scopesOf(db, church.id))[ROLE_SCOPE[role]];
}

/** Takes away one role held over this church, if it is one of `revocable`; false when there was none such. */
export async function revokeHeldRole(db: Kysely<Database>, church: ChurchRef, roleId: string, revocable: readonly Role[]): Promise<boolean> {
  const held = (await rolesOverChurch(db, church)).find((r) => r.id === roleId);
  if (!held || !revocable.includes(held.role)) return false;
  const result = await db.deleteFrom("church_roles").where("id", "=", roleId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
