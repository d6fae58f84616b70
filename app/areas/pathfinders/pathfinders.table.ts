import type { Columns } from "#db/columns.ts";

/** A member's checked class item. */
export interface PathfinderProgressTable {
  user_id: string;
  item_key: string;
  checked_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const PATHFINDER_PROGRESS_COLUMNS = {
  user_id: "required",
  item_key: "required",
  checked_at: "required",
} satisfies Columns<PathfinderProgressTable>;

/** A specialty a member completed ('Concluir Especialidade'; migration 0014). */
export interface PathfinderSpecialtiesTable {
  user_id: string;
  specialty_id: number;
  completed_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const PATHFINDER_SPECIALTIES_COLUMNS = {
  user_id: "required",
  specialty_id: "required",
  completed_at: "required",
} satisfies Columns<PathfinderSpecialtiesTable>;
