import type { Columns } from "#db/columns.ts";

/** A member's service orders, 'roteiros do culto' (migrations 0028 and 0042). */
export interface ServiceOrdersTable {
  id: string;
  user_id: string;
  title: string;
  /** JSON: the order's items (service-orders.ts), checked when read. */
  items: string;
  /** 1 anyone with the link may open and project it, 0 only its owner. */
  shared: number;
  /** Counts the changes: a change writes only over the revision it read. */
  revision: number;
  /** 'HH:MM' the service starts (migration 0042), or null. */
  starts_at: string | null;
  created_at: string;
  updated_at: string;
  /** The church it belongs to (migration 0046). */
  church_id: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const SERVICE_ORDERS_COLUMNS = {
  id: "required",
  user_id: "required",
  title: "required",
  items: "required",
  shared: "required",
  revision: "required",
  starts_at: "nullable",
  created_at: "required",
  updated_at: "required",
  church_id: "required",
} satisfies Columns<ServiceOrdersTable>;
