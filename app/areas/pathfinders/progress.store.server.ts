import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { isKnownItem } from "./classes.ts";
import { loadClasses } from "./classes.content.server.ts";
import { MAX_PROGRESS_ITEMS } from "./progress-limits.ts";
import { findSpecialty } from "./specialties.content.server.ts";
import { specialtyIdOfKey } from "./visitor-progress.ts";

/** The member's checked class items. */
export async function checkedItems(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom("pathfinder_progress").select("item_key").where("user_id", "=", userId).orderBy("item_key").execute();
  return rows.map((r) => r.item_key);
}

/** Checks or unchecks one item; repeating either changes nothing. */
export async function setItem(db: Kysely<Database>, userId: string, key: string, checked: boolean, now: Date): Promise<void> {
  if (checked) {
    await db
      .insertInto("pathfinder_progress")
      .values({ user_id: userId, item_key: key, checked_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["user_id", "item_key"]).doNothing())
      .execute();
  } else {
    await db.deleteFrom("pathfinder_progress").where("user_id", "=", userId).where("item_key", "=", key).execute();
  }
}

/** Adds the visitor's checked items to the account (already checked ones stay as they are). */
export async function mergeItems(db: Kysely<Database>, userId: string, keys: readonly string[], now: Date): Promise<void> {
  const unique = [...new Set(keys)].slice(0, MAX_PROGRESS_ITEMS);
  if (!unique.length) return;
  await db
    .insertInto("pathfinder_progress")
    .values(unique.map((key) => ({ user_id: userId, item_key: key, checked_at: now.toISOString() })))
    .onConflict((oc) => oc.columns(["user_id", "item_key"]).doNothing())
    .execute();
}

/** Records a specialty as completed; a repeat keeps the first date. */
export async function completeSpecialty(db: Kysely<Database>, userId: string, specialtyId: number, now: Date): Promise<void> {
  await db
    .insertInto("pathfinder_specialties")
    .values({ user_id: userId, specialty_id: specialtyId, completed_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "specialty_id"]).doNothing())
    .execute();
}

/** When the member completed the specialty (ISO text), or null. */
export async function specialtyCompletedAt(db: Kysely<Database>, userId: string, specialtyId: number): Promise<string | null> {
  const row = await db
    .selectFrom("pathfinder_specialties")
    .select("completed_at")
    .where("user_id", "=", userId)
    .where("specialty_id", "=", specialtyId)
    .executeTakeFirst();
  return row?.completed_at ?? null;
}

/**
 * At login or sign-up: the visitor's checked items that name real class items, and the
 * specialties completed in the browser that exist, added to the account.
 */
export async function mergeVisitorProgress(db: Kysely<Database>, userId: string, keys: readonly string[], now: Date): Promise<void> {
  const classes = loadClasses();
  await mergeItems(
    db,
    userId,
    keys.filter((k) => isKnownItem(classes, k)),
    now,
  );
  const specialties = [...new Set(keys.flatMap((k) => specialtyIdOfKey(k) ?? []))].filter((id) => findSpecialty(id));
  for (const id of specialties) await completeSpecialty(db, userId, id, now);
}
