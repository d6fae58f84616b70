import type { Generated } from "kysely";
import type { Columns } from "#db/columns.ts";

/** The church's own news (/admin/noticias; migration 0022). */
export interface ChurchNewsTable {
  id: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD */
  day: string;
  category: string;
  link: string | null;
  /** Markdown */
  body: string;
  /** 1 shown on the public pages, 0 hidden. */
  published: number;
  created_at: string;
  updated_at: string;
  /** The church it belongs to (migration 0046). */
  church_id: string;
}

/** The church's own missionary projects (/admin/projetos; migration 0022). */
export interface ChurchProjectsTable {
  id: string;
  title: string;
  summary: string;
  location: string;
  /** Markdown */
  body: string;
  pix_key: string | null;
  /** The name of the own key's owner, as the payer's bank shows it (migration 0034). */
  pix_recipient: string | null;
  goal_cents: number | null;
  /** 1: the project's page shows the received total against its goal. */
  show_total: Generated<number>;
  published: number;
  created_at: string;
  updated_at: string;
  /** The church it belongs to (migration 0046). */
  church_id: string;
}

/** The church's own videos (/admin/videos; migration 0022). */
export interface ChurchVideosTable {
  id: string;
  title: string;
  description: string;
  category: string;
  /** The YouTube or Vimeo address as typed. */
  address: string;
  published: number;
  created_at: string;
  updated_at: string;
  /** The church it belongs to (migration 0046). */
  church_id: string;
}

const shared = { id: "required", published: "required", created_at: "required", updated_at: "required" } as const;

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CHURCH_NEWS_COLUMNS = {
  ...shared,
  title: "required",
  summary: "required",
  day: "required",
  category: "required",
  link: "nullable",
  body: "required",
  church_id: "required",
} satisfies Columns<ChurchNewsTable>;

/** @internal */
export const CHURCH_PROJECTS_COLUMNS = {
  ...shared,
  title: "required",
  summary: "required",
  location: "required",
  body: "required",
  pix_key: "nullable",
  pix_recipient: "nullable",
  goal_cents: "nullable",
  show_total: "default",
  church_id: "required",
} satisfies Columns<ChurchProjectsTable>;

/** @internal */
export const CHURCH_VIDEOS_COLUMNS = {
  ...shared,
  title: "required",
  description: "required",
  category: "required",
  address: "required",
  church_id: "required",
} satisfies Columns<ChurchVideosTable>;
