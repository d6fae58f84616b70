import type { Columns } from "#db/columns.ts";

/** A small group reading a plan together (migration 0026). `invite_hash`: SHA-256 of the invite link's token, null until the leader makes one. */
export interface SmallGroupsTable {
  id: string;
  name: string;
  description: string | null;
  plan_id: string;
  /** yyyy-mm-dd: the plan's day 1. */
  start_day: string;
  invite_hash: string | null;
  /** When the current invite link stops working (migration 0037); null for a link made before links expired. */
  invite_expires_at: string | null;
  /** When the group meets (migration 0043): weekday 0 (Sunday) to 6, time HH:MM, place as typed. */
  meeting_weekday: number | null;
  meeting_time: string | null;
  meeting_place: string | null;
  created_at: string;
  /** The church it belongs to (migration 0046). */
  church_id: string;
}

/** A meeting the leader took attendance at (migration 0043): its day (yyyy-mm-dd) and how many visitors came. */
export interface SmallGroupMeetingsTable {
  group_id: string;
  day: string;
  visitors: number;
  recorded_at: string;
}

/** Who of the group came to a meeting. */
export interface SmallGroupAttendanceTable {
  group_id: string;
  day: string;
  user_id: string;
}

/** A member of a group and their role in it ('leader' or 'member'); `shows_reading` 0/1. */
export interface SmallGroupMembersTable {
  group_id: string;
  user_id: string;
  role: string;
  shows_reading: number;
  joined_at: string;
}

/** A message on a group's wall for one plan day; `hidden` 0/1, set by the leader. */
export interface SmallGroupMessagesTable {
  id: string;
  group_id: string;
  user_id: string;
  day: number;
  body: string;
  hidden: number;
  created_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const SMALL_GROUPS_COLUMNS = {
  id: "required",
  name: "required",
  description: "nullable",
  plan_id: "required",
  start_day: "required",
  invite_hash: "nullable",
  invite_expires_at: "nullable",
  meeting_weekday: "nullable",
  meeting_time: "nullable",
  meeting_place: "nullable",
  created_at: "required",
  church_id: "required",
} satisfies Columns<SmallGroupsTable>;

/** @internal */
export const SMALL_GROUP_MEETINGS_COLUMNS = {
  group_id: "required",
  day: "required",
  visitors: "required",
  recorded_at: "required",
} satisfies Columns<SmallGroupMeetingsTable>;

/** @internal */
export const SMALL_GROUP_ATTENDANCE_COLUMNS = {
  group_id: "required",
  day: "required",
  user_id: "required",
} satisfies Columns<SmallGroupAttendanceTable>;

/** @internal */
export const SMALL_GROUP_MEMBERS_COLUMNS = {
  group_id: "required",
  user_id: "required",
  role: "required",
  shows_reading: "required",
  joined_at: "required",
} satisfies Columns<SmallGroupMembersTable>;

/** @internal */
export const SMALL_GROUP_MESSAGES_COLUMNS = {
  id: "required",
  group_id: "required",
  user_id: "required",
  day: "required",
  body: "required",
  hidden: "required",
  created_at: "required",
} satisfies Columns<SmallGroupMessagesTable>;
