import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { IntegrityRows } from "./half-written.ts";
import { writeFields, writeKey, type Observed } from "./ledger.ts";

/** What the crash test reads back after a restart: the records its writes make, and the rows that must hold together. */
export interface Snapshot {
  observed: Observed;
  integrity: IntegrityRows;
  /** e-mail → stored password hash, to check acknowledged sign-ups' passwords. */
  passwordHashes: Map<string, string>;
}

/** Tables whose rows belong to a member (user_id). */
const OWNED_TABLES = [
  "sessions",
  "notes",
  "verse_bookmarks",
  "reading_plan_days",
  "reading_history",
  "awards",
  "member_stats",
  "feedback_entries",
  "contact_messages",
] as const;

export async function readSnapshot(db: Kysely<Database>): Promise<Snapshot> {
  const users = await db.selectFrom("users").select(["id", "email", "name", "age", "password_hash"]).execute();
  const emailOf = new Map(users.map((u) => [u.id, u.email]));
  const email = (userId: string) => emailOf.get(userId) ?? `(sem conta ${userId})`;
  const records = new Map<string, string>();
  const put = (write: Parameters<typeof writeKey>[0]) => records.set(writeKey(write), writeFields(write));

  for (const u of users) put({ kind: "account", email: u.email, name: u.name, age: u.age });
  for (const s of await db.selectFrom("sessions").select(["token_hash", "user_id"]).execute())
    put({ kind: "session", email: email(s.user_id), tokenHash: s.token_hash });
  const notes = await db.selectFrom("notes").select(["user_id", "title", "reference", "content"]).execute();
  for (const n of notes) put({ kind: "note", email: email(n.user_id), title: n.title, reference: n.reference, content: n.content });
  const bookmarks = await db.selectFrom("verse_bookmarks").select(["user_id", "book", "chapter", "verse", "text"]).execute();
  for (const b of bookmarks) put({ kind: "bookmark", email: email(b.user_id), book: b.book, chapter: b.chapter, verse: b.verse, text: b.text });
  for (const d of await db.selectFrom("reading_plan_days").select(["user_id", "plan_id", "day"]).execute())
    put({ kind: "plan-day", email: email(d.user_id), plan: d.plan_id, day: d.day, done: true });
  for (const f of await db.selectFrom("feedback_entries").select(["user_id", "name", "email", "kind", "rating", "message"]).execute())
    put({
      kind: "feedback",
      member: f.user_id === null ? null : email(f.user_id),
      name: f.name,
      email: f.email,
      type: f.kind,
      rating: f.rating,
      message: f.message,
    });

  const owned: Array<{ table: string; userId: string }> = [];
  for (const table of OWNED_TABLES) {
    const rows = await db.selectFrom(table).select("user_id").distinct().execute();
    for (const r of rows) if (r.user_id !== null) owned.push({ table, userId: r.user_id });
  }
  const stats = await db.selectFrom("member_stats").select(["user_id", "points", "notes_created", "bookmarks_added", "chapters_read"]).execute();
  const chapters = await db
    .selectFrom("bible_verses")
    .select(["version", "book", "chapter", (eb) => eb.fn.countAll<number | string>().as("verses")])
    .groupBy(["version", "book", "chapter"])
    .execute();
  return {
    observed: { records },
    passwordHashes: new Map(users.map((u) => [u.email, u.password_hash])),
    integrity: {
      userIds: new Set(users.map((u) => u.id)),
      owned,
      stats: stats.map((s) => ({
        userId: s.user_id,
        points: s.points,
        notesCreated: s.notes_created,
        bookmarksAdded: s.bookmarks_added,
        chaptersRead: s.chapters_read,
      })),
      awards: (await db.selectFrom("awards").select(["user_id", "source", "subject", "points"]).execute()).map((a) => ({
        userId: a.user_id,
        source: a.source,
        subject: a.subject,
        points: a.points,
      })),
      ranking: (await db.selectFrom("ranking_points").select(["points", "id_prefix", "members"]).execute()).map((r) => ({
        points: r.points,
        idPrefix: r.id_prefix,
        members: r.members,
      })),
      notes: notes.map((n) => ({ userId: n.user_id })),
      bookmarks: bookmarks.map((b) => ({ userId: b.user_id, book: b.book, chapter: b.chapter, verse: b.verse })),
      bibleBooks: await db.selectFrom("bible_books").select(["version", "book"]).execute(),
      bibleChapters: chapters.map((c) => ({ version: c.version, book: c.book, chapter: c.chapter, verses: Number(c.verses) })),
    },
  };
}
