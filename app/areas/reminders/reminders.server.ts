import type { Kysely } from "kysely";
import type { Logger } from "pino";
import webpush from "web-push";
import type { Database } from "#db/schema.ts";
import type { Config } from "#app/platform/config/config.ts";
import { addDays } from "#app/platform/site/calendar.ts";
import { localDate } from "#app/platform/site/time-zone.ts";
import { todaysVerseIndex } from "#app/areas/verse-of-day/daily-verse.ts";
import { loadDailyVerses } from "#app/areas/verse-of-day/verse-of-day.content.server.ts";
import { completedPlanDays, recentPlanDays } from "#app/areas/reading-plans/plan-progress.store.server.ts";
import { findReadingPlan } from "#app/areas/reading-plans/reading-plans.content.server.ts";
import { todaysLessons } from "#app/areas/sabbath-school/sabbath-school.server.ts";
import {
  claimDelivery,
  forgetExpiredSubscription,
  listSubscribers,
  releaseDelivery,
  reminderSettings,
  memberEndpoints,
  vapidKeys,
  type SubscriberRow,
} from "./reminders.store.server.ts";
import {
  dueByClock,
  isAllowedPushEndpoint,
  planReminderWanted,
  planPayload,
  sabbathSchoolPayload,
  versePayload,
  type DueReminder,
  type ReminderPayload,
  type RemindersCardData,
} from "./reminders.ts";

/** The server's VAPID key pair: made and stored the first time any instance asks, then shared. */
export function serverVapidKeys(db: Kysely<Database>, now: Date = new Date()) {
  return vapidKeys(db, () => webpush.generateVAPIDKeys(), now);
}

/**
 * Who the push services may contact about our messages (VAPID's `sub`): the portal's HTTPS
 * address, else the sender address of its e-mails.
 */
export function vapidSubject(config: Pick<Config, "PUBLIC_URL" | "MAIL_FROM">): string {
  if (config.PUBLIC_URL?.startsWith("https://")) return config.PUBLIC_URL;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(config.MAIL_FROM)?.[1] ?? (config.MAIL_FROM.includes("@") ? config.MAIL_FROM.trim() : null);
  return `mailto:${address ?? "nao-responda@lampada.local"}`;
}

export interface ReminderRun {
  pushServices: readonly string[];
  vapid: { subject: string; publicKey: string; privateKey: string };
  logger: Pick<Logger, "warn" | "info">;
}

/** Seconds a push service keeps an undelivered reminder: after the catch-up window it is stale. */
const REMINDER_TTL_SECONDS = 2 * 60 * 60;
/** A push service that does not answer within this is tried again at a later look. */
const SEND_TIMEOUT_MS = 10_000;

type SendOutcome = "sent" | "gone" | "retry";

/**
 * Encrypts the payload for the subscription (aes128gcm) and posts it with the VAPID headers
 * (web-push builds the request; it is sent with fetch, so a test's local push service may be
 * plain HTTP on this machine). 404/410: the subscription no longer exists.
 */
async function sendReminder(subscriber: SubscriberRow, payload: ReminderPayload, run: ReminderRun): Promise<SendOutcome> {
  let request: webpush.RequestDetails;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: subscriber.endpoint, keys: { p256dh: subscriber.p256dh, auth: subscriber.auth } },
      JSON.stringify(payload),
      { vapidDetails: run.vapid, TTL: REMINDER_TTL_SECONDS, urgency: "normal", topic: payload.tag.replace("-", "") },
    );
  } catch (error) {
    // Keys no browser would make: nothing can ever be sent to it.
    run.logger.warn({ err: error, subscription: subscriber.subscriptionId }, "reminders: unusable subscription forgotten");
    return "gone";
  }
  try {
    const response = await fetch(request.endpoint, {
      method: "POST",
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: "manual",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return "sent";
    if (response.status === 404 || response.status === 410) return "gone";
    run.logger.warn({ status: response.status, subscription: subscriber.subscriptionId }, "reminders: push service refused");
    return "retry";
  } catch (error) {
    run.logger.warn({ err: error, subscription: subscriber.subscriptionId }, "reminders: push service unreachable");
    return "retry";
  }
}

/** The member's plan state, read once per member per look (only when a plan reminder is due by the clock). */
async function planDayToRemind(db: Kysely<Database>, subscriber: SubscriberRow, now: Date) {
  const [latest] = await recentPlanDays(db, subscriber.userId, 1);
  const plan = latest && findReadingPlan(latest.planId);
  if (!latest || !plan) return null;
  const state = {
    planId: plan.id,
    lessons: plan.licoes,
    completedDays: await completedPlanDays(db, subscriber.userId, plan.id),
    lastCompletedAt: latest.completedAt,
  };
  const day = planReminderWanted(state, now, subscriber.timeZone);
  const planDay = day === null ? undefined : plan.dias.find((d) => d.dia === day);
  return planDay ? planPayload(plan, planDay) : null;
}

/** What a due reminder says for this member now; null when there is nothing to say (the plan read today). */
async function payloadFor(db: Kysely<Database>, subscriber: SubscriberRow, due: DueReminder, now: Date): Promise<ReminderPayload | null> {
  switch (due.kind) {
    case "verse": {
      const verses = loadDailyVerses();
      return versePayload(verses[todaysVerseIndex(now, subscriber.timeZone, verses.length)]!);
    }
    case "plan":
      return planDayToRemind(db, subscriber, now);
    case "sabbath-school": {
      // The class on Sabbath morning goes over the lesson of the week that ended on Friday.
      const friday = addDays(localDate(now, subscriber.timeZone), -1);
      const lesson = (await todaysLessons(db, friday)).find((l) => l.categoria === subscriber.settings.sabbathClass);
      return lesson ? sabbathSchoolPayload(lesson) : null;
    }
  }
}

export interface RunResult {
  sent: number;
  gone: number;
  retried: number;
}

/**
 * Sends every reminder due at `now`: for each subscription, the kinds due in its member's zone,
 * each claimed by (subscription, kind, local date) before it is sent, so a second look, on this
 * instance or another, finds it taken. A push service's 404/410 forgets the subscription; a
 * passing failure lets the claim go for a later look to try again.
 */
export async function runDueReminders(db: Kysely<Database>, now: Date, run: ReminderRun): Promise<RunResult> {
  const result: RunResult = { sent: 0, gone: 0, retried: 0 };
  for (const subscriber of await listSubscribers(db, now)) {
    if (!isAllowedPushEndpoint(subscriber.endpoint, run.pushServices)) continue;
    for (const due of dueByClock(subscriber.settings, now, subscriber.timeZone)) {
      const payload = await payloadFor(db, subscriber, due, now);
      if (!payload) continue;
      const delivery = { subscriptionId: subscriber.subscriptionId, userId: subscriber.userId, ...due };
      if (!(await claimDelivery(db, delivery, now))) continue;
      const outcome = await sendReminder(subscriber, payload, run);
      if (outcome === "sent") result.sent += 1;
      if (outcome === "retry") {
        result.retried += 1;
        await releaseDelivery(db, delivery);
      }
      if (outcome === "gone") {
        result.gone += 1;
        await forgetExpiredSubscription(db, subscriber.subscriptionId);
        break;
      }
    }
  }
  return result;
}

/**
 * Looks for due reminders every REMINDERS_CHECK_MS (the key pair made first, if no instance has
 * yet); one look at a time, the timer never keeps the process alive. Returns its stop, which
 * waits for a look in progress. Nothing runs with REMINDERS=0.
 */
export function startReminders(db: Kysely<Database>, config: Config, logger: Logger): () => Promise<void> {
  if (config.REMINDERS !== "1") return async () => {};
  let looking: Promise<unknown> | null = null;
  let stopped = false;
  const keys = serverVapidKeys(db);
  const look = () => {
    if (looking || stopped) return;
    looking = keys
      .then((vapid) =>
        runDueReminders(db, new Date(), { pushServices: config.REMINDERS_PUSH_SERVICES, vapid: { subject: vapidSubject(config), ...vapid }, logger }),
      )
      .then((result) => {
        if (result.sent || result.gone) logger.info(result, "reminders sent");
      })
      .catch((error: unknown) => logger.error({ err: error }, "reminders failed"))
      .finally(() => (looking = null));
  };
  const timer = setInterval(look, config.REMINDERS_CHECK_MS);
  timer.unref();
  look();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await looking;
  };
}

/** The 'Lembretes' card's data. */
export async function remindersCardData(db: Kysely<Database>, userId: string): Promise<RemindersCardData> {
  return {
    settings: await reminderSettings(db, userId),
    endpoints: await memberEndpoints(db, userId),
    publicKey: (await serverVapidKeys(db)).publicKey,
  };
}
