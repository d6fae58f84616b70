import type { Columns } from "#db/columns.ts";

/** The server's VAPID key pair, made once and shared by every instance (migration 0029). */
export interface PushKeysTable {
  id: string;
  /** Base64url, as web-push makes and reads them. */
  public_key: string;
  private_key: string;
  created_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const PUSH_KEYS_COLUMNS = {
  id: "required",
  public_key: "required",
  private_key: "required",
  created_at: "required",
} satisfies Columns<PushKeysTable>;

/** A member's reminder choices (migration 0029); hours are whole local hours 0–23. */
export interface ReminderSettingsTable {
  user_id: string;
  verse: number;
  plan: number;
  sabbath_school: number;
  /** The Sabbath School class whose lesson the Sabbath reminder opens (adultos, jovens). */
  sabbath_class: string;
  hour: number;
  quiet_from: number;
  quiet_to: number;
  updated_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const REMINDER_SETTINGS_COLUMNS = {
  user_id: "required",
  verse: "required",
  plan: "required",
  sabbath_school: "required",
  sabbath_class: "required",
  hour: "required",
  quiet_from: "required",
  quiet_to: "required",
  updated_at: "required",
} satisfies Columns<ReminderSettingsTable>;

/** One device's push subscription (migration 0029). */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  /** The subscription's authentication secret: used to encrypt, never exported. */
  auth_secret: string;
  created_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const PUSH_SUBSCRIPTIONS_COLUMNS = {
  id: "required",
  user_id: "required",
  endpoint: "required",
  p256dh: "required",
  auth_secret: "required",
  created_at: "required",
} satisfies Columns<PushSubscriptionsTable>;

/** A reminder sent (or being sent) to one subscription on one local date (migration 0029). */
export interface ReminderDeliveriesTable {
  subscription_id: string;
  user_id: string;
  kind: string;
  local_date: string;
  sent_at: string;
}

/** @internal Held against the migrations by db/schema-drift.test.ts. */
export const REMINDER_DELIVERIES_COLUMNS = {
  subscription_id: "required",
  user_id: "required",
  kind: "required",
  local_date: "required",
  sent_at: "required",
} satisfies Columns<ReminderDeliveriesTable>;
