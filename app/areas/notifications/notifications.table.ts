import type { Columns } from "#db/columns.ts";

/** A notice for a member ('Avisos', migration 0037); `seen_at` null until the member opens the list. */
export interface MemberNotificationsTable {
  id: string;
  user_id: string;
  kind: string;
  text: string;
  /** A path on the site. */
  link: string;
  created_at: string;
  seen_at: string | null;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const MEMBER_NOTICES_COLUMNS = {
  id: "required",
  user_id: "required",
  kind: "required",
  text: "required",
  link: "required",
  created_at: "required",
  seen_at: "nullable",
} satisfies Columns<MemberNotificationsTable>;

/** A kind of notice the member receives no e-mail for (the notice itself still shows). */
export interface NotificationMailOptOutsTable {
  user_id: string;
  kind: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const NOTIFICATION_MAIL_OPT_OUTS_COLUMNS = { user_id: "required", kind: "required" } satisfies Columns<NotificationMailOptOutsTable>;
