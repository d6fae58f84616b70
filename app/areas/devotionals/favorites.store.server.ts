import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";

/** What a favourite marks: a devotional of the recent list, or a devotional book's day. */
export type FavoriteKind = "devocional" | "livro";

/** A member's favourites of one kind (item ids), oldest first. */
export async function listDevotionalFavorites(db: Kysely<Database>, userId: string, kind: FavoriteKind): Promise<string[]> {
  const rows = await db
    .selectFrom("devotional_favorites")
    .select("item_id")
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .orderBy("created_at")
    .orderBy("item_id")
    .execute();
  return rows.map((r) => r.item_id);
}

/** Sets a favourite on or off (a repeated request finds it as the first one left it). */
export async function setDevotionalFavorite(
  db: Kysely<Database>,
  userId: string,
  kind: FavoriteKind,
  itemId: string,
  favorite: boolean,
  now: Date,
): Promise<void> {
  if (favorite) {
    await db
      .insertInto("devotional_favorites")
      .values({ user_id: userId, kind, item_id: itemId, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["user_id", "kind", "item_id"]).doNothing())
      .execute();
  } else {
    await db.deleteFrom("devotional_favorites").where("user_id", "=", userId).where("kind", "=", kind).where("item_id", "=", itemId).execute();
  }
}
