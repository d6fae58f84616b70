import type { Generated } from "kysely";
import type { Columns } from "#db/columns.ts";

/** Members (migrations 0001, 0003, 0008, 0009). */
export interface UsersTable {
  id: string;
  email: string;
  name: string;
  age: number;
  password_hash: string;
  created_at: string;
  phone: string | null;
  /** YYYY-MM-DD */
  birth_date: string | null;
  church: string | null;
  /** cargo */
  church_role: string | null;
  /** small, medium or large */
  font_size: Generated<string>;
  /** arc, acf or nvi */
  bible_version: Generated<string>;
  notifications: Generated<number>;
  daily_devotional: Generated<number>;
  daily_goal_minutes: Generated<number>;
  /** IANA zone for daily awards (migration 0009); see app/areas/gamification/award-day.ts */
  time_zone: Generated<string>;
  next_time_zone: string | null;
  next_time_zone_at: string | null;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const USERS_COLUMNS = {
  id: "required",
  email: "required",
  name: "required",
  age: "required",
  password_hash: "required",
  created_at: "required",
  phone: "nullable",
  birth_date: "nullable",
  church: "nullable",
  church_role: "nullable",
  font_size: "default",
  bible_version: "default",
  notifications: "default",
  daily_devotional: "default",
  daily_goal_minutes: "default",
  time_zone: "default",
  next_time_zone: "nullable",
  next_time_zone_at: "nullable",
} satisfies Columns<UsersTable>;

/** Signed-in devices: only the token's hash is kept (migrations 0001, 0009). */
export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  user_agent: string | null;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const SESSIONS_COLUMNS = {
  token_hash: "required",
  user_id: "required",
  created_at: "required",
  last_used_at: "required",
  expires_at: "required",
  user_agent: "nullable",
} satisfies Columns<SessionsTable>;
