import type { Columns } from "#db/columns.ts";

/** The client-generated ids of a member's writes already applied (migration 0016). */
export interface ClientWritesTable {
  user_id: string;
  id: string;
  created_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CLIENT_WRITES_COLUMNS = {
  user_id: "required",
  id: "required",
  created_at: "required",
} satisfies Columns<ClientWritesTable>;
