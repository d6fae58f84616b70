import type { Generated } from "kysely";
import type { Columns } from "#db/columns.ts";

/** A message sent through the contact form (/contato; migration 0015). */
export interface ContactMessagesTable {
  id: string;
  /** The member who sent it, or null for a visitor. */
  user_id: string | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: string;
  /** nova, respondida or arquivada, set at /admin/mensagens (migration 0035). */
  status: Generated<string>;
  /** The church it belongs to (migration 0046). */
  church_id: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CONTACT_MESSAGES_COLUMNS = {
  id: "required",
  user_id: "nullable",
  name: "required",
  email: "required",
  phone: "nullable",
  message: "required",
  created_at: "required",
  status: "default",
  church_id: "required",
} satisfies Columns<ContactMessagesTable>;

/** A feedback entry (/feedback; migration 0015). */
export interface FeedbackEntriesTable {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  /** sugestao, bug or elogio */
  kind: string;
  /** 1 to 5 stars */
  rating: number;
  message: string;
  created_at: string;
  /** nova, respondida or arquivada, set at /admin/mensagens (migration 0035). */
  status: Generated<string>;
  /** The church it belongs to (migration 0046). */
  church_id: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const FEEDBACK_ENTRIES_COLUMNS = {
  id: "required",
  user_id: "nullable",
  name: "required",
  email: "required",
  kind: "required",
  rating: "required",
  message: "required",
  created_at: "required",
  status: "default",
  church_id: "required",
} satisfies Columns<FeedbackEntriesTable>;
