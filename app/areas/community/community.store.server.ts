import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "#db/schema.ts";
import { acrossChurches, inChurch, type ChurchRef, type Db } from "#db/transaction.ts";
import { averageRating, VISITOR_MESSAGE_KEEP_DAYS } from "./fields.ts";
import type { ContactInput, FeedbackInput } from "./forms.ts";
import { INBOX_STATUSES, type InboxKind, type InboxStatus } from "./inbox.ts";

/** Contact messages and feedback, stored so each church can read its own (/admin/mensagens). */

export async function saveContactMessage(
  db: Kysely<Database>,
  church: ChurchRef,
  userId: string | null,
  input: ContactInput,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await inChurch(db, church, (db) =>
    db
      .insertInto("contact_messages")
      .values({
        id,
        church_id: church.id,
        user_id: userId,
        name: input.nome,
        email: input.email,
        phone: input.telefone,
        message: input.mensagem,
        created_at: now.toISOString(),
      })
      .execute(),
  );
  return id;
}

export async function saveFeedback(db: Kysely<Database>, church: ChurchRef, userId: string | null, input: FeedbackInput, now: Date): Promise<string> {
  const id = randomUUID();
  await inChurch(db, church, (db) =>
    db
      .insertInto("feedback_entries")
      .values({
        id,
        church_id: church.id,
        user_id: userId,
        name: input.nome,
        email: input.email,
        kind: input.tipo,
        rating: input.avaliacao,
        message: input.mensagem,
        created_at: now.toISOString(),
      })
      .execute(),
  );
  return id;
}

export interface FeedbackStats {
  count: number;
  /** One decimal, or null before the first feedback. */
  average: number | null;
}

/** How many feedbacks the church received and their average rating. */
export async function feedbackStats(db: Kysely<Database>, church: ChurchRef): Promise<FeedbackStats> {
  const row = await inChurch(db, church, (db) =>
    db
      .selectFrom("feedback_entries")
      .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.sum<number | string | null>("rating").as("total")])
      .where("church_id", "=", church.id)
      .executeTakeFirstOrThrow(),
  );
  const count = Number(row.count);
  return { count, average: averageRating(Number(row.total ?? 0), count) };
}

export interface StoredContactMessage {
  id: string;
  status: InboxStatus;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  createdAt: string;
  member: boolean;
}

export interface StoredFeedback {
  id: string;
  status: InboxStatus;
  name: string;
  email: string;
  kind: string;
  rating: number;
  message: string;
  createdAt: string;
  member: boolean;
}

const TABLES: Record<InboxKind, "contact_messages" | "feedback_entries"> = { contato: "contact_messages", feedback: "feedback_entries" };

/** A stored state as the page knows it (a value no migration wrote reads as new). */
const statusOf = (stored: string): InboxStatus => INBOX_STATUSES.find((s) => s === stored) ?? "nova";

/** A table's newest rows of the church (in a state, or all), at most `limit`: both tables have the columns asked for. */
async function newestRows<T extends (typeof TABLES)[InboxKind]>(
  db: Db,
  church: ChurchRef,
  table: T,
  status: InboxStatus | null,
  limit: number,
): Promise<Array<Selectable<Database[T]>>> {
  const rows = await db
    .selectFrom(table as (typeof TABLES)[InboxKind] as "contact_messages")
    .selectAll()
    .where("church_id", "=", church.id)
    .$if(status !== null, (q) => q.where("status", "=", status!))
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows as unknown as Array<Selectable<Database[T]>>;
}

/** The church's newest messages and feedback first, at most `limit` of each; with a state, only those in it. */
export async function listInbox(
  db: Kysely<Database>,
  church: ChurchRef,
  status: InboxStatus | null = null,
  limit = 200,
): Promise<{ messages: StoredContactMessage[]; feedback: StoredFeedback[] }> {
  const [messages, feedback] = await inChurch(db, church, async (db) => [
    await newestRows(db, church, "contact_messages", status, limit),
    await newestRows(db, church, "feedback_entries", status, limit),
  ]);
  return {
    messages: messages.map((m) => ({
      id: m.id,
      status: statusOf(m.status),
      name: m.name,
      email: m.email,
      phone: m.phone,
      message: m.message,
      createdAt: m.created_at,
      member: m.user_id !== null,
    })),
    feedback: feedback.map((f) => ({
      id: f.id,
      status: statusOf(f.status),
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

/** How many of the church's messages and feedbacks are in each state, both kinds together. */
export async function inboxCounts(db: Kysely<Database>, church: ChurchRef): Promise<Record<InboxStatus, number>> {
  const counts: Record<InboxStatus, number> = { nova: 0, respondida: 0, arquivada: 0 };
  await inChurch(db, church, async (db) => {
    for (const table of Object.values(TABLES)) {
      const rows = await db
        .selectFrom(table)
        .select((eb) => ["status", eb.fn.countAll<number | string>().as("n")])
        .where("church_id", "=", church.id)
        .groupBy("status")
        .execute();
      for (const row of rows) counts[statusOf(row.status)] += Number(row.n);
    }
  });
  return counts;
}

/** Puts one of the church's messages or feedbacks in a state; false when it is gone (or another church's). */
export async function setInboxStatus(db: Kysely<Database>, church: ChurchRef, kind: InboxKind, id: string, status: InboxStatus): Promise<boolean> {
  const result = await inChurch(db, church, (db) =>
    db.updateTable(TABLES[kind]).set({ status }).where("id", "=", id).where("church_id", "=", church.id).executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Forgets visitors' contact data older than VISITOR_MESSAGE_KEEP_DAYS: their contact messages go
 * whole; their feedback keeps its kind, stars and text (the public average) without name and
 * e-mail. Members' stay with the account. Every church's at once: housekeeping, not a request.
 */
export async function forgetOldVisitorMessages(db: Kysely<Database>, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - VISITOR_MESSAGE_KEEP_DAYS * 86_400_000).toISOString();
  await acrossChurches(db, async (db) => {
    await db.deleteFrom("contact_messages").where("user_id", "is", null).where("created_at", "<", cutoff).execute();
    await db
      .updateTable("feedback_entries")
      .set({ name: "", email: "" })
      .where("user_id", "is", null)
      .where("created_at", "<", cutoff)
      .where((eb) => eb.or([eb("name", "!=", ""), eb("email", "!=", "")]))
      .execute();
  });
}
