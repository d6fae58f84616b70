import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { Positions } from "./library.ts";

/** Saves a member's position in a book (the last bookmarked chapter replaces the one before). */
export async function savePosition(db: Kysely<Database>, userId: string, bookId: number, chapter: number, now: Date): Promise<void> {
  await db
    .insertInto("library_positions")
    .values({ user_id: userId, book_id: String(bookId), chapter, updated_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "book_id"]).doUpdateSet({ chapter, updated_at: now.toISOString() }))
    .execute();
}

/** A member's positions in every book, by book id. */
export async function readPositions(db: Kysely<Database>, userId: string): Promise<Positions> {
  const rows = await db.selectFrom("library_positions").select(["book_id", "chapter"]).where("user_id", "=", userId).execute();
  return Object.fromEntries(rows.map((r) => [r.book_id, r.chapter]));
}
