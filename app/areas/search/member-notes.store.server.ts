import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { ownNoteDocuments } from "./member-notes.ts";
import { buildIndex, type SearchIndex } from "./search-index.ts";

/** The most verse marks a search reads of one member, newest first (a member's notes are at most NOTES_MAX already). */
const MARKS_SEARCHED = 2000;

/** The index of one member's notes and verse marks, read for their own search alone. */
export async function ownNotesIndex(db: Kysely<Database>, userId: string): Promise<SearchIndex> {
  const [notes, marks] = await Promise.all([
    db.selectFrom("notes").select(["title", "reference", "content"]).where("user_id", "=", userId).orderBy("updated_at", "desc").execute(),
    db
      .selectFrom("verse_marks")
      .select(["book", "chapter", "verse", "color", "note"])
      .where("user_id", "=", userId)
      .orderBy("updated_at", "desc")
      .limit(MARKS_SEARCHED)
      .execute(),
  ]);
  return buildIndex(ownNoteDocuments(notes, marks));
}
