import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { ChurchRef } from "#db/transaction.ts";
import { withReportedTimeZone } from "#app/areas/gamification/award-day.ts";
import { unprovenUntil } from "./ownership.ts";
import { verifyPassword } from "./passwords.server.ts";
import type { SignUpInput } from "./validation.ts";

/** What a new account is made of: the sign-up form, and the home church the page chose (issue 50). */
export type NewAccount = SignUpInput & { homeChurch?: ChurchRef };

/** Creates a member with an already hashed password; null when the e-mail is taken. */
export async function createAccount(
  db: Kysely<Database>,
  input: NewAccount,
  passwordHash: string,
  timeZone: string,
  now: Date,
): Promise<{ id: string } | null> {
  const id = randomUUID();
  const result = await db
    .insertInto("users")
    .values({
      id,
      email: input.email,
      name: input.nome,
      age: input.idade,
      password_hash: passwordHash,
      password_set_at: now.toISOString(),
      unproven_until: unprovenUntil(now).toISOString(),
      created_at: now.toISOString(),
      time_zone: timeZone,
      home_church_id: input.homeChurch?.id ?? null,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? { id } : null;
}

/**
 * The member with this e-mail and password, or null. An unknown e-mail costs the same
 * password check as a wrong password, so neither answer is faster.
 */
export async function authenticate(db: Kysely<Database>, email: string, password: string): Promise<{ id: string; name: string } | null> {
  const user = await db.selectFrom("users").select(["id", "name", "password_hash"]).where("email", "=", email).executeTakeFirst();
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  return ok && user ? { id: user.id, name: user.name } : null;
}

/** The browser reported a time zone: kept on the account, taking over when it cannot re-open a paid day. */
export async function reportTimeZone(db: Kysely<Database>, userId: string, reported: string, now: Date): Promise<void> {
  const row = await db.selectFrom("users").select(["time_zone", "next_time_zone", "next_time_zone_at"]).where("id", "=", userId).executeTakeFirst();
  if (!row) return;
  const zone = withReportedTimeZone(
    { timeZone: row.time_zone, nextTimeZone: row.next_time_zone, nextTimeZoneAt: row.next_time_zone_at },
    reported,
    now,
  );
  await db
    .updateTable("users")
    .set({ time_zone: zone.timeZone, next_time_zone: zone.nextTimeZone, next_time_zone_at: zone.nextTimeZoneAt })
    .where("id", "=", userId)
    .execute();
}

/**
 * Removes the accounts whose address was never proven within UNPROVEN_ACCOUNT_DAYS of sign-up,
 * freeing their addresses (accounts made before decision 0043 have no such date and stay).
 */
export async function removeUnprovenAccounts(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom("users").where("email_confirmed_at", "is", null).where("unproven_until", "<", now.toISOString()).execute();
}

/** Deletes the member and, through the foreign keys, every row that belongs to them. */
export async function deleteAccount(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom("users").where("id", "=", userId).execute();
}
