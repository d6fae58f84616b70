import type { Columns } from "#db/columns.ts";

/** A donation pledge (/doacao; migration 0015): recorded only, no payment is taken. */
export interface DonationPledgesTable {
  id: string;
  /** The member who pledged, or null for a visitor. */
  user_id: string | null;
  /** In centavos (R$ 5,00 = 500). */
  amount_cents: number;
  /** cartao, pix or boleto */
  method: string;
  /** The missionary project it supports, when chosen. */
  project_id: string | null;
  created_at: string;
  /** The short reference in the PIX code (field 62-05) and on the giver's screen (migration 0034). */
  reference: string | null;
  /** The PIX key the code was made for; null when no code was given. */
  pix_key: string | null;
  /** When the treasurer marked the money received; null: not received. */
  received_at: string | null;
  /** The admin's e-mail who marked it. */
  received_by: string | null;
  /** The church it belongs to (migration 0046). */
  church_id: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const DONATION_PLEDGES_COLUMNS = {
  id: "required",
  user_id: "nullable",
  amount_cents: "required",
  method: "required",
  project_id: "nullable",
  created_at: "required",
  reference: "nullable",
  pix_key: "nullable",
  received_at: "nullable",
  received_by: "nullable",
  church_id: "required",
} satisfies Columns<DonationPledgesTable>;
