import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { ChurchRef } from "#db/transaction.ts";
import { churchCount } from "#app/areas/accounts/roles.store.server.ts";
import { churchById, churchBySlug, firstChurch, listChurches, type Church } from "./churches.store.server.ts";

/**
 * Makes `church` the member's home church. Their history, points, streak and achievements are
 * theirs, not the church's, so they move with them unchanged. False when no such member.
 */
export async function setHomeChurch(db: Kysely<Database>, userId: string, church: ChurchRef): Promise<boolean> {
  const result = await db.updateTable("users").set({ home_church_id: church.id }).where("id", "=", userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The member's home church, or undefined while they have none.
 * @internal For tests.
 */
export async function homeChurchOf(db: Kysely<Database>, userId: string): Promise<Church | undefined> {
  const row = await db.selectFrom("users").select("home_church_id").where("id", "=", userId).executeTakeFirst();
  return row?.home_church_id ? churchById(db, row.home_church_id) : undefined;
}

/**
 * The home church a new member signs up to: with one church, that one (the form asks nothing);
 * with more, the one they chose by its slug, or undefined when they chose none that exists.
 */
export async function signUpChurch(db: Kysely<Database>, chosenSlug: string | undefined): Promise<Church | undefined> {
  if ((await churchCount(db)) < 2) return firstChurch(db);
  return chosenSlug ? churchBySlug(db, chosenSlug) : undefined;
}

/** The churches a member may choose as theirs, by name; none with one church (no page then asks). */
export async function homeChurchChoices(db: Kysely<Database>): Promise<Church[]> {
  const churches = await listChurches(db);
  return churches.length < 2 ? [] : churches;
}
