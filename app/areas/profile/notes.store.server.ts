import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";
import { recordActivity, type Outcome } from "#app/areas/gamification/ledger.store.server.ts";
import { takeMemberTurn } from "#app/areas/gamification/member-turn.store.server.ts";
import { NOTES_MAX } from "./profile-fields.ts";
import type { NoteInput } from "./profile.ts";

export interface Note {
  id: string;
  title: string;
  reference: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}

export async function listNotes(db: Kysely<Database>, userId: string): Promise<Note[]> {
  const rows = await db.selectFrom("notes").selectAll().where("user_id", "=", userId).orderBy("updated_at", "desc").orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    reference: r.reference,
    content: r.content,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}

/**
 * Writes a new note and pays it (3 points as the member's n-th note, so a note deleted and
 * written again pays nothing), in one transaction; null when the member already has the
 * most notes allowed.
 */
export async function createNote(db: Kysely<Database>, userId: string, note: NoteInput, now: Date): Promise<{ id: string; earned: Outcome } | null> {
  return inTransaction(db, async (trx) => {
    // Notes written at once are counted one after the other: each is paid, and the most allowed holds.
    await takeMemberTurn(trx, userId);
    const held = await trx
      .selectFrom("notes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    if (Number(held.n) >= NOTES_MAX) return null;
    const id = randomUUID();
    const at = now.toISOString();
    await trx
      .insertInto("notes")
      .values({ id, user_id: userId, title: note.titulo, reference: note.referencia, content: note.conteudo, created_at: at, updated_at: at })
      .execute();
    return { id, earned: await recordActivity(trx, userId, { type: "note-created" }, now) };
  });
}

/** Edits one of the member's own notes; false when there is no such note of theirs. */
export async function updateNote(db: Kysely<Database>, userId: string, id: string, note: NoteInput, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("notes")
    .set({ title: note.titulo, reference: note.referencia, content: note.conteudo, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteNote(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom("notes").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
