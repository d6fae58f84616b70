import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { PhotoType } from "./photo.ts";

/** Stores (or replaces) a member's photo, already checked by checkPhoto. */
export async function savePhoto(db: Kysely<Database>, userId: string, type: PhotoType, bytes: Uint8Array, now: Date): Promise<void> {
  const row = { content_type: type, data_base64: Buffer.from(bytes).toString("base64"), updated_at: now.toISOString() };
  await db
    .insertInto("user_photos")
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(row))
    .execute();
}

export async function loadPhoto(db: Kysely<Database>, userId: string): Promise<{ type: string; bytes: Buffer } | null> {
  const row = await db.selectFrom("user_photos").select(["content_type", "data_base64"]).where("user_id", "=", userId).executeTakeFirst();
  return row ? { type: row.content_type, bytes: Buffer.from(row.data_base64, "base64") } : null;
}
