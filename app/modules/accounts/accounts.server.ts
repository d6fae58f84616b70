import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../server/db/schema.ts";
import { hashPassword, verifyPassword } from "./passwords.server.ts";
import type { SignUpInput } from "./validation.ts";

/** Creates a member; null when the e-mail is already taken. */
export async function createAccount(db: Kysely<Database>, input: SignUpInput, now: Date): Promise<{ id: string } | null> {
  const taken = await db.selectFrom("users").select("id").where("email", "=", input.email).executeTakeFirst();
  if (taken) return null;
  const id = randomUUID();
  const passwordHash = await hashPassword(input.senha);
  const result = await db
    .insertInto("users")
    .values({ id, email: input.email, name: input.nome, age: input.idade, password_hash: passwordHash, created_at: now.toISOString(), last_access_at: null })
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

/** Checks a logged-in member's password (account deletion). */
export async function passwordMatches(db: Kysely<Database>, userId: string, password: string): Promise<boolean> {
  const user = await db.selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  return verifyPassword(user?.password_hash ?? null, password);
}

/** A login: the user's last access (ultimoAcesso). Streaks and active days are the ledger's (recordLogin). */
export async function recordLastAccess(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db.updateTable("users").set({ last_access_at: now.toISOString() }).where("id", "=", userId).execute();
}

/** Deletes the member and, through the foreign keys, every row that belongs to them. */
export async function deleteAccount(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst();
    if (!user) return;
    await trx.deleteFrom("auth_attempts").where("email", "=", user.email).execute();
    await trx.deleteFrom("users").where("id", "=", userId).execute();
  });
}
