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
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const DONATION_PLEDGES_COLUMNS = {
  id: "required",
  user_id: "nullable",
  amount_cents: "required",
  method: "required",
  project_id: "nullable",
  created_at: "required",
} satisfies Columns<DonationPledgesTable>;
