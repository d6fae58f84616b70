import type { Columns } from "#db/columns.ts";

/** A member's profile photo (migration 0003). */
export interface UserPhotosTable {
  user_id: string;
  /** image/jpeg, image/png or image/webp, as recognised from the bytes */
  content_type: string;
  data_base64: string;
  updated_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const USER_PHOTOS_COLUMNS = {
  user_id: "required",
  content_type: "required",
  data_base64: "required",
  updated_at: "required",
} satisfies Columns<UserPhotosTable>;

/** A member's notes (migration 0003). */
export interface NotesTable {
  id: string;
  user_id: string;
  title: string;
  reference: string;
  content: string;
  created_at: string;
  updated_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const NOTES_COLUMNS = {
  id: "required",
  user_id: "required",
  title: "required",
  reference: "required",
  content: "required",
  created_at: "required",
  updated_at: "required",
} satisfies Columns<NotesTable>;
