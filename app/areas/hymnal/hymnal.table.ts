import type { Columns } from "#db/columns.ts";

/** The church's own hymnal, imported at /admin/hinario or by `npm run hymnal:import` (migration 0032). */
export interface ImportedHymnsTable {
  number: number;
  title: string;
  /** The stanzas, each its lines joined by "\n", joined by a blank line ("\n\n"); "" when none. */
  stanzas: string;
  chorus: string | null;
  author: string | null;
  copyright: string | null;
  /** The file the hymn came from. */
  source_file: string;
  /** ISO time of the import that wrote it. */
  imported_at: string;
  /** The church that added the song; null: every church of the conference (migration 0046). */
  church_id: string | null;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const IMPORTED_HYMNS_COLUMNS = {
  number: "required",
  title: "required",
  stanzas: "required",
  chorus: "nullable",
  author: "nullable",
  copyright: "nullable",
  source_file: "required",
  imported_at: "required",
  church_id: "nullable",
} satisfies Columns<ImportedHymnsTable>;
