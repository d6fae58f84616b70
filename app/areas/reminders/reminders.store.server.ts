import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";
import { effectiveTimeZone } from "#app/areas/gamification/award-day.ts";
import { DEFAULT_REMINDER_SETTINGS, SUBSCRIPTIONS_PER_MEMBER, type ReminderKind, type ReminderSettings, type SabbathClass } from "./reminders.ts";

/** The one row of the VAPID key pair. */
const VAPID_ROW = "vapid";

/**
 * The server's VAPID key pair: the stored one, or `make()`'s stored now. Instances starting
 * together each try to insert theirs; the first wins by the primary key, and all read it back.
 */
export async function vapidKeys(db: Kysely<Database>, make: () => { publicKey: string; privateKey: string }, now: Date) {
  const stored = await db.selectFrom("push_keys").select(["public_key", "private_key"]).where("id", "=", VAPID_ROW).executeTakeFirst();
  if (stored) return { publicKey: stored.public_key, privateKey: stored.private_key };
  const made = make();
  await db
    .insertInto("push_keys")
    .values({ id: VAPID_ROW, public_key: made.publicKey, private_key: made.privateKey, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  const kept = await db.selectFrom("push_keys").select(["public_key", "private_key"]).where("id", "=", VAPID_ROW).executeTakeFirstOrThrow();
  return { publicKey: kept.public_key, privateKey: kept.private_key };
}

type SettingsRow = Omit<Database["reminder_settings"], "user_id" | "updated_at">;

const fromRow = (row: SettingsRow): ReminderSettings => ({
  verse: row.verse === 1,
  plan: row.plan === 1,
  sabbathSchool: row.sabbath_school === 1,
  sabbathClass: row.sabbath_class as SabbathClass,
  hour: row.hour,
  quietFrom: row.quiet_from,
  quietTo: row.quiet_to,
});

/** A member's reminder choices (the defaults until saved). */
export async function reminderSettings(db: Kysely<Database>, userId: string): Promise<ReminderSettings> {
  const row = await db.selectFrom("reminder_settings").selectAll().where("user_id", "=", userId).executeTakeFirst();
  return row ? fromRow(row) : DEFAULT_REMINDER_SETTINGS;
}

export async function saveReminderSettings(db: Kysely<Database>, userId: string, settings: ReminderSettings, now: Date): Promise<void> {
  const values = {
    verse: Number(settings.verse),
    plan: Number(settings.plan),
    sabbath_school: Number(settings.sabbathSchool),
    sabbath_class: settings.sabbathClass,
    hour: settings.hour,
    quiet_from: settings.quietFrom,
    quiet_to: settings.quietTo,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("reminder_settings")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Keeps a device's subscription for the member: an endpoint already kept (the same browser
 * subscribing again, or after another account on it) moves to this member with its new keys.
 * False when the member already has SUBSCRIPTIONS_PER_MEMBER other devices.
 */
export async function addSubscription(db: Kysely<Database>, userId: string, subscription: NewSubscription, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const others = await trx
      .selectFrom("push_subscriptions")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("user_id", "=", userId)
      .where("endpoint", "!=", subscription.endpoint)
      .executeTakeFirstOrThrow();
    if (Number(others.n) >= SUBSCRIPTIONS_PER_MEMBER) return false;
    // A new id when the endpoint changes hands: the previous owner's deliveries go with the old row.
    await trx.deleteFrom("push_subscriptions").where("endpoint", "=", subscription.endpoint).where("user_id", "!=", userId).execute();
    const keys = { p256dh: subscription.p256dh, auth_secret: subscription.auth };
    await trx
      .insertInto("push_subscriptions")
      .values({ id: randomUUID(), user_id: userId, endpoint: subscription.endpoint, ...keys, created_at: now.toISOString() })
      .onConflict((oc) => oc.column("endpoint").doUpdateSet(keys))
      .execute();
    return true;
  });
}

/** Forgets one device of the member (its endpoint); another member's is left alone. */
export async function removeSubscription(db: Kysely<Database>, userId: string, endpoint: string): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("user_id", "=", userId).where("endpoint", "=", endpoint).execute();
}

/** Forgets every device of the member. */
export async function removeAllSubscriptions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("user_id", "=", userId).execute();
}

/** The endpoints of the member's devices with reminders. */
export async function memberEndpoints(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom("push_subscriptions").select("endpoint").where("user_id", "=", userId).orderBy("created_at").execute();
  return rows.map((r) => r.endpoint);
}

/** A push service said the subscription is gone (404/410): it is forgotten for good. */
export async function forgetExpiredSubscription(db: Kysely<Database>, subscriptionId: string): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("id", "=", subscriptionId).execute();
}

export interface SubscriberRow {
  subscriptionId: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  timeZone: string;
  settings: ReminderSettings;
}

/** Every subscription with its member's choices and zone at `now` (members who saved none get the defaults). */
export async function listSubscribers(db: Kysely<Database>, now: Date): Promise<SubscriberRow[]> {
  const rows = await db
    .selectFrom("push_subscriptions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .leftJoin("reminder_settings as r", "r.user_id", "s.user_id")
    .select([
      "s.id",
      "s.user_id",
      "s.endpoint",
      "s.p256dh",
      "s.auth_secret",
      "u.time_zone",
      "u.next_time_zone",
      "u.next_time_zone_at",
      "r.verse",
      "r.plan",
      "r.sabbath_school",
      "r.sabbath_class",
      "r.hour",
      "r.quiet_from",
      "r.quiet_to",
    ])
    .orderBy("s.id")
    .execute();
  return rows.map((r) => ({
    subscriptionId: r.id,
    userId: r.user_id,
    endpoint: r.endpoint,
    p256dh: r.p256dh,
    auth: r.auth_secret,
    timeZone: effectiveTimeZone({ timeZone: r.time_zone, nextTimeZone: r.next_time_zone, nextTimeZoneAt: r.next_time_zone_at }, now),
    settings:
      r.verse === null
        ? DEFAULT_REMINDER_SETTINGS
        : fromRow({
            verse: r.verse,
            plan: r.plan!,
            sabbath_school: r.sabbath_school!,
            sabbath_class: r.sabbath_class!,
            hour: r.hour!,
            quiet_from: r.quiet_from!,
            quiet_to: r.quiet_to!,
          }),
  }));
}

/**
 * Claims a reminder for a subscription on a local date before it is sent: the primary key lets
 * exactly one claim in, on any instance, so two schedulers never both send it. True when this
 * caller holds the claim.
 */
export async function claimDelivery(
  db: Kysely<Database>,
  delivery: { subscriptionId: string; userId: string; kind: ReminderKind; localDate: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto("reminder_deliveries")
    .values({
      subscription_id: delivery.subscriptionId,
      user_id: delivery.userId,
      kind: delivery.kind,
      local_date: delivery.localDate,
      sent_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(["subscription_id", "kind", "local_date"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A send that failed for a passing reason (network, 5xx, 429): the claim is let go, so a later look tries again. */
export async function releaseDelivery(
  db: Kysely<Database>,
  delivery: { subscriptionId: string; kind: ReminderKind; localDate: string },
): Promise<void> {
  await db
    .deleteFrom("reminder_deliveries")
    .where("subscription_id", "=", delivery.subscriptionId)
    .where("kind", "=", delivery.kind)
    .where("local_date", "=", delivery.localDate)
    .execute();
}

/** Deliveries older than this are no longer needed to keep a day from being sent twice. */
const DELIVERIES_KEPT_MS = 3 * 86_400_000;

/** The hourly purge: forgets deliveries older than three days. */
export async function forgetOldDeliveries(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("reminder_deliveries")
    .where("sent_at", "<", new Date(now.getTime() - DELIVERIES_KEPT_MS).toISOString())
    .execute();
}
