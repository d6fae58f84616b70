import type { Generated } from "kysely";
import type { Columns } from "#db/columns.ts";

/** A church's settings (/admin/igreja; migrations 0034, 0046): one row per church, its id the church's. */
export interface ChurchSettingsTable {
  id: string;
  address: string | null;
  email: string | null;
  /** Digits with the country code (5511987654321). */
  phone: string | null;
  whatsapp: string | null;
  /** One line per service ('Sábado, 9h — Escola Sabatina'). */
  service_times: string | null;
  /** The default PIX key, as normalisePixKey stores it. */
  pix_key: string | null;
  /** The key owner's name, as the admin typed it. */
  pix_recipient: string | null;
  /** One line per period ('Segunda a sexta: 9h às 18h'), migration 0043; null: the default. */
  office_hours: string | null;
  /** Questions and answers, a blank line between them, the question first; null: the default. */
  contact_faq: string | null;
  /** 1: each new contact message and feedback is e-mailed to `email`. */
  notify_messages: Generated<number>;
  updated_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CHURCH_SETTINGS_COLUMNS = {
  id: "required",
  address: "nullable",
  email: "nullable",
  phone: "nullable",
  whatsapp: "nullable",
  service_times: "nullable",
  pix_key: "nullable",
  pix_recipient: "nullable",
  office_hours: "nullable",
  contact_faq: "nullable",
  notify_messages: "default",
  updated_at: "required",
} satisfies Columns<ChurchSettingsTable>;
