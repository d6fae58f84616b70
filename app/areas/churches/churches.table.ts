import type { Columns } from "#db/columns.ts";

/** The conference (Associação or Missão) the deployment serves (migration 0046): one row. */
export interface ConferencesTable {
  id: string;
  name: string;
  created_at: string;
}

/** A pastor's district: several churches (migration 0046). */
export interface DistrictsTable {
  id: string;
  conference_id: string;
  name: string;
  created_at: string;
}

/** A church: the home of its news, projects, inbox, clubs, groups and services (migration 0046). */
export interface ChurchesTable {
  id: string;
  /** Its address in /igrejas/{slug}: lower-case letters, digits and hyphens. */
  slug: string;
  name: string;
  city: string | null;
  district_id: string;
  /** Where it meets, for "the nearest first"; null until an admin gives it. */
  latitude: number | null;
  longitude: number | null;
  created_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CONFERENCES_COLUMNS = { id: "required", name: "required", created_at: "required" } satisfies Columns<ConferencesTable>;

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const DISTRICTS_COLUMNS = {
  id: "required",
  conference_id: "required",
  name: "required",
  created_at: "required",
} satisfies Columns<DistrictsTable>;

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CHURCHES_COLUMNS = {
  id: "required",
  slug: "required",
  name: "required",
  city: "nullable",
  district_id: "required",
  latitude: "nullable",
  longitude: "nullable",
  created_at: "required",
} satisfies Columns<ChurchesTable>;
