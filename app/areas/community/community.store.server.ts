import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { averageRating, VISITOR_MESSAGE_KEEP_DAYS } from "./fields.ts";
import type { ContactInput, FeedbackInput } from "./forms.ts";

/** Contact messages and feedback, stored so the church can read them (/admin/mensagens). */

export async function saveContactMessage(db: Kysely<Database>, userId: string | null, input: ContactInput, now: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("contact_messages")
    .values({
      id,
      user_id: userId,
      name: input.nome,
      email: input.email,
      phone: input.telefone,
      message: input.mensagem,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

export async function saveFeedback(db: Kysely<Database>, userId: string | null, input: FeedbackInput, now: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("feedback_entries")
    .values({
      id,
      user_id: userId,
      name: input.nome,
      email: input.email,
      kind: input.tipo,
      rating: input.avaliacao,
      message: input.mensagem,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

export interface FeedbackStats {
  count: number;
  /** One decimal, or null before the first feedback. */
  average: number | null;
}

/** How many feedbacks were received and their average rating. */
export async function feedbackStats(db: Kysely<Database>): Promise<FeedbackStats> {
  const row = await db
    .selectFrom("feedback_entries")
    .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.sum<number | string | null>("rating").as("total")])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return { count, average: averageRating(Number(row.total ?? 0), count) };
}

export interface StoredContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  createdAt: string;
  member: boolean;
}

export interface StoredFeedback {
  id: string;
  name: string;
  email: string;
  kind: string;
  rating: number;
  message: string;
  createdAt: string;
  member: boolean;
}

/** The newest messages and feedback first, at most `limit` of each. */
export async function listInbox(db: Kysely<Database>, limit = 200): Promise<{ messages: StoredContactMessage[]; feedback: StoredFeedback[] }> {
  const messages = await db.selectFrom("contact_messages").selectAll().orderBy("created_at", "desc").orderBy("id").limit(limit).execute();
  const feedback = await db.selectFrom("feedback_entries").selectAll().orderBy("created_at", "desc").orderBy("id").limit(limit).execute();
  return {
    messages: messages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      message: m.message,
      createdAt: m.created_at,
      member: m.user_id !== null,
    })),
    feedback: feedback.map((f) => ({
      id: f.id,
      name: f.name,
      email: f.email,
      kind: f.kind,
      rating: Number(f.rating),
      message: f.message,
      createdAt: f.created_at,
      member: f.user_id !== null,
    })),
  };
}

/**
 * Forgets visitors' contact data older than VISITOR_MESSAGE_KEEP_DAYS: their contact messages go
 * whole; their feedback keeps its kind, stars and text (the public average) without name and
 * e-mail. Members' stay with the account.
 */
export async function forgetOldVisitorMessages(db: Kysely<Database>, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - VISITOR_MESSAGE_KEEP_DAYS * 86_400_000).toISOString();
  await db.deleteFrom("contact_messages").where("user_id", "is", null).where("created_at", "<", cutoff).execute();
  await db
    .updateTable("feedback_entries")
    .set({ name: "", email: "" })
    .where("user_id", "is", null)
    .where("created_at", "<", cutoff)
    .where((eb) => eb.or([eb("name", "!=", ""), eb("email", "!=", "")]))
    .execute();
}
