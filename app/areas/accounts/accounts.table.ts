import type { Generated } from "kysely";
import type { Columns } from "#db/columns.ts";

/** Members (migrations 0001, 0003, 0008, 0009, 0021). */
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
  /** When the member followed the confirmation link sent to this address (migration 0021); null until then. */
  email_confirmed_at: string | null;
  /**
   * When the current password was set, or vouched for by a member logged in with it who proved the
   * address (migration 0031, decision 0043); null while the account has no usable password.
   */
  password_set_at: string | null;
  /** When the account is removed if its address is still unproven (migration 0031); null for accounts made before. */
  unproven_until: string | null;
  /** The member's home church (migration 0046); null until chosen where there are several. */
  home_church_id: string | null;
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
  email_confirmed_at: "nullable",
  password_set_at: "nullable",
  unproven_until: "nullable",
  home_church_id: "nullable",
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

/** One-time links sent by e-mail (migration 0021): only the SHA-256 of the token is kept. */
export interface AccountTokensTable {
  token_hash: string;
  user_id: string;
  /** confirm-email, reset-password or sign-in (see tokens.ts). */
  purpose: string;
  /** The address the link was sent to (for confirm-email, the address it confirms). */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** A sign-up's confirmation link: the SHA-256 of the key the signing-up browser holds in its cookie (migration 0038). */
  browser_hash: string | null;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const ACCOUNT_TOKENS_COLUMNS = {
  token_hash: "required",
  user_id: "required",
  purpose: "required",
  email: "required",
  created_at: "required",
  expires_at: "required",
  used_at: "nullable",
  browser_hash: "nullable",
} satisfies Columns<AccountTokensTable>;

/**
 * A role held over one church, a district's churches or the whole conference (migration 0046,
 * decision 0065): granted in the browser by whoever holds a role above it, or by `npm run admin`.
 */
export interface ChurchRolesTable {
  id: string;
  user_id: string;
  /** admin, pastor, secretaria, tesouraria, comunicacao (app/areas/accounts/church-roles.ts) */
  role: string;
  /** church, district or conference */
  scope: string;
  /** The id of the church, district or conference. */
  scope_id: string;
  /** Who granted it; null for `npm run admin` (and once their account is deleted). */
  granted_by: string | null;
  granted_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const CHURCH_ROLES_COLUMNS = {
  id: "required",
  user_id: "required",
  role: "required",
  scope: "required",
  scope_id: "required",
  granted_by: "nullable",
  granted_at: "required",
} satisfies Columns<ChurchRolesTable>;

/** Each admin read of personal data (migration 0021), shown at /admin/acessos. */
export interface AdminReadsTable {
  id: string;
  /** The admin; null once their account is deleted (the e-mail stays). */
  user_id: string | null;
  email: string;
  /** What was read, e.g. the page's path. */
  what: string;
  read_at: string;
  /** The church whose data was read; null: the conference's roll-ups (migration 0046). */
  church_id: string | null;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const ADMIN_READS_COLUMNS = {
  id: "required",
  user_id: "nullable",
  email: "required",
  what: "required",
  read_at: "required",
  church_id: "nullable",
} satisfies Columns<AdminReadsTable>;

/** Wrong passwords per account (migration 0021), whatever the address they came from; kept 24 hours. */
export interface FailedPasswordAttemptsTable {
  id: string;
  /** HMAC-SHA-256 of the e-mail typed under the server's secret (an unknown e-mail is counted the same way, and not kept in clear). */
  account_key: string;
  failed_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const FAILED_PASSWORD_ATTEMPTS_COLUMNS = {
  id: "required",
  account_key: "required",
  failed_at: "required",
} satisfies Columns<FailedPasswordAttemptsTable>;

/** Secrets the server makes for itself on first use and keeps in the database, the same for every instance (migration 0031). */
export interface ServerSecretsTable {
  name: string;
  /** base64url */
  value: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const SERVER_SECRETS_COLUMNS = {
  name: "required",
  value: "required",
} satisfies Columns<ServerSecretsTable>;
