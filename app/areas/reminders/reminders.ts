import { href } from "react-router";
import { z } from "zod";
import type { DailyVerse } from "#app/areas/verse-of-day/daily-verse.ts";
import type { PlanDay, PlanSummary } from "#app/areas/reading-plans/plans.ts";
import type { TodaysLesson } from "#app/areas/sabbath-school/sabbath-school.ts";
import { isoDate, weekday, type CalendarDate } from "#app/platform/site/calendar.ts";
import { localDate, localHour } from "#app/platform/site/time-zone.ts";
import type { MessageAnswer } from "#app/platform/http/field-errors.ts";

/**
 * Reminders (decision 0036): which are due for a member at a moment, in the member's zone.
 * Pure: the moment and the zone are parameters, so the rules are tested over zones and DST.
 */

/** The three reminders a member may choose. */
export const REMINDER_KINDS = ["verse", "plan", "sabbath-school"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The Sabbath School classes whose lesson the Sabbath reminder may open. */
export const SABBATH_CLASSES = { adultos: "Adultos", jovens: "Jovens" } as const;
export type SabbathClass = keyof typeof SABBATH_CLASSES;

export interface ReminderSettings {
  verse: boolean;
  plan: boolean;
  sabbathSchool: boolean;
  sabbathClass: SabbathClass;
  /** The chosen local hour (0–23) for the verse of the day and the reading plan. */
  hour: number;
  /** Quiet hours: from this local hour up to (not including) `quietTo`; equal hours mean none. */
  quietFrom: number;
  quietTo: number;
}

/** Until a member saves theirs: the verse at 7:00, quiet from 21:00 to 7:00 (what the best apps default to). */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  verse: true,
  plan: false,
  sabbathSchool: false,
  sabbathClass: "adultos",
  hour: 7,
  quietFrom: 21,
  quietTo: 7,
};

/** A reminder missed at its hour (the server was restarting) is still sent within this many hours, the same local day. */
export const CATCH_UP_HOURS = 2;
/** Sabbath morning: the Sabbath School reminder goes from 7:00 (or the end of quiet hours) until noon. */
export const SABBATH_MORNING = { from: 7, until: 12 } as const;

/** Whether a local hour falls in the quiet hours (they may cross midnight: 21 → 7). */
export function isQuietHour(hour: number, quietFrom: number, quietTo: number): boolean {
  if (quietFrom === quietTo) return false;
  return quietFrom < quietTo ? hour >= quietFrom && hour < quietTo : hour >= quietFrom || hour < quietTo;
}

/** The local calendar date and hour of a moment in a zone. A skipped or repeated DST hour is simply the wall clock's. */
export function localMoment(now: Date, timeZone: string): { date: CalendarDate; hour: number } {
  return { date: localDate(now, timeZone), hour: localHour(now, timeZone) };
}

export interface DueReminder {
  kind: ReminderKind;
  /** The member's local date (YYYY-MM-DD): a reminder is sent at most once per subscription, kind and date. */
  localDate: string;
}

/**
 * The reminders due at `now` by the clock alone: the verse and the plan from the chosen hour for
 * CATCH_UP_HOURS, the Sabbath School on Saturday morning; never in quiet hours. Whether the plan's
 * day is already read is `planReminderWanted`'s question, asked only when the plan is due here.
 */
export function dueByClock(settings: ReminderSettings, now: Date, timeZone: string): DueReminder[] {
  const { date, hour } = localMoment(now, timeZone);
  if (isQuietHour(hour, settings.quietFrom, settings.quietTo)) return [];
  const atChosenHour = hour >= settings.hour && hour < settings.hour + CATCH_UP_HOURS;
  const sabbathMorning = weekday(date) === 6 && hour >= SABBATH_MORNING.from && hour < SABBATH_MORNING.until;
  const chosen: Array<[ReminderKind, boolean]> = [
    ["verse", settings.verse && atChosenHour],
    ["plan", settings.plan && atChosenHour],
    ["sabbath-school", settings.sabbathSchool && sabbathMorning],
  ];
  return chosen.filter(([, due]) => due).map(([kind]) => ({ kind, localDate: isoDate(date) }));
}

/** The member's reading plan as the plan reminder sees it: the plan last ticked and its days done. */
export interface PlanState {
  planId: string;
  lessons: number;
  completedDays: readonly number[];
  /** ISO-8601 UTC of the latest day ticked. */
  lastCompletedAt: string;
}

/**
 * The plan's day to remind of: the first day not yet done of the plan the member last ticked,
 * unless a day was ticked today (local) or the plan is finished; null then, or without a plan.
 */
export function planReminderWanted(plan: PlanState | null, now: Date, timeZone: string): number | null {
  if (!plan) return null;
  if (isoDate(localDate(new Date(plan.lastCompletedAt), timeZone)) === isoDate(localDate(now, timeZone))) return null;
  const done = new Set(plan.completedDays);
  for (let day = 1; day <= plan.lessons; day++) if (!done.has(day)) return day;
  return null;
}

/** What a notification carries: the service worker shows title and body and opens `url` on a click. */
export interface ReminderPayload {
  title: string;
  body: string;
  /** A path of this portal. */
  url: string;
  /** One per kind, so a newer reminder replaces an older one of the same kind on the device. */
  tag: ReminderKind;
}

/** The verse of the day: opens the home page, where it is. */
export function versePayload(verse: DailyVerse): ReminderPayload {
  return { title: "Versículo do dia", body: `“${verse.texto}” — ${verse.referencia}`, url: href("/"), tag: "verse" };
}

/** The plan's day not yet read: opens the plan. */
export function planPayload(plan: Pick<PlanSummary, "id" | "titulo">, day: PlanDay): ReminderPayload {
  const reading = day.leitura.map((part) => part.label).join(", ");
  return {
    title: `Plano de leitura: Dia ${day.dia}`,
    body: reading ? `${plan.titulo} · ${reading}` : plan.titulo,
    url: href("/planos/:plano", { plano: plan.id }),
    tag: "plan",
  };
}

/** Sabbath morning: the lesson the class goes over, opened at its page. */
export function sabbathSchoolPayload(lesson: Pick<TodaysLesson, "categoria" | "nome" | "licao">): ReminderPayload {
  return {
    title: "Escola Sabatina hoje",
    body: `${lesson.nome} · Lição ${lesson.licao.numero}: ${lesson.licao.titulo}`,
    url: href("/escola-sabatina/:categoria/:licao", { categoria: lesson.categoria, licao: String(lesson.licao.numero) }),
    tag: "sabbath-school",
  };
}

/** What the 'Lembretes' card on /perfil shows: the choices, the member's devices (their endpoints), the key a browser subscribes with. */
export interface RemindersCardData {
  settings: ReminderSettings;
  endpoints: string[];
  publicKey: string;
}

/** What a reminders post answers, as the profile's forms answer (the card shows its own by `intent`). */
export type RemindersResult = MessageAnswer;

/** The profile forms' `intent` their results carry, so the reminders card shows its own. */
export const REMINDERS_INTENT = "lembretes";

export const REMINDER_MESSAGES = {
  unavailable: "Os lembretes não estão disponíveis neste portal.",
  quietChosenHour: "O horário escolhido fica dentro do horário de silêncio. Escolha outro horário ou mude o silêncio.",
  quietSabbath: "O horário de silêncio cobre toda a manhã de sábado. Mude o silêncio para receber a Escola Sabatina.",
  hour: "Escolha uma hora cheia de 0 a 23.",
  saved: "Lembretes salvos.",
  subscribed: "Lembretes ativados neste aparelho.",
  unsubscribed: "Lembretes desativados neste aparelho.",
  badSubscription: "Não foi possível ativar os lembretes neste navegador. Tente de novo mais tarde.",
  tooManyDevices: "Você já ativou lembretes em 10 aparelhos. Desative em algum deles antes de ativar neste.",
} as const;

const hourField = z.coerce.number(REMINDER_MESSAGES.hour).int(REMINDER_MESSAGES.hour).min(0, REMINDER_MESSAGES.hour).max(23, REMINDER_MESSAGES.hour);
/** An HTML checkbox: "1" when ticked, absent otherwise. */
const checkbox = z
  .literal("1", "Valor inválido.")
  .optional()
  .transform((v) => v === "1");

/** The settings form's fields (plain HTML, works before JavaScript). */
export const reminderSettingsFields = z.object({
  versiculo: checkbox,
  plano: checkbox,
  sabatina: checkbox,
  classe: z.enum(Object.keys(SABBATH_CLASSES) as [SabbathClass, ...SabbathClass[]], "Escolha uma classe da Escola Sabatina."),
  hora: hourField,
  silencioInicio: hourField,
  silencioFim: hourField,
});

export function settingsFromForm(f: z.output<typeof reminderSettingsFields>): ReminderSettings {
  return {
    verse: f.versiculo,
    plan: f.plano,
    sabbathSchool: f.sabatina,
    sabbathClass: f.classe,
    hour: f.hora,
    quietFrom: f.silencioInicio,
    quietTo: f.silencioFim,
  };
}

/** Choices that could never send what they ask for: the chosen hour in the quiet hours, or a Sabbath morning all quiet. */
export function settingsProblem(s: ReminderSettings): { field: "hora" | "silencioInicio"; message: string } | null {
  if ((s.verse || s.plan) && isQuietHour(s.hour, s.quietFrom, s.quietTo)) return { field: "hora", message: REMINDER_MESSAGES.quietChosenHour };
  const morning = Array.from({ length: SABBATH_MORNING.until - SABBATH_MORNING.from }, (_, i) => SABBATH_MORNING.from + i);
  if (s.sabbathSchool && morning.every((h) => isQuietHour(h, s.quietFrom, s.quietTo)))
    return { field: "silencioInicio", message: REMINDER_MESSAGES.quietSabbath };
  return null;
}

/** Size caps of what a browser sends for a subscription (real ones: endpoints ~200–500 chars, keys 87 and 22). */
export const SUBSCRIPTION_LIMITS = { endpoint: 1024, p256dh: 100, auth: 40 } as const;
/** Devices with reminders per member. */
export const SUBSCRIPTIONS_PER_MEMBER = 10;

/** A base64url key of exactly `bytes` bytes (and, for the P-256 public key, uncompressed: 0x04 first). */
const base64urlKey = (max: number, bytes: number) =>
  z
    .string(REMINDER_MESSAGES.badSubscription)
    .max(max, REMINDER_MESSAGES.badSubscription)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, REMINDER_MESSAGES.badSubscription)
    .refine((key) => {
      const digits = key.replace(/=+$/, "");
      // 0x04 first encodes as "B"; base64 without padding takes ⌈4n/3⌉ characters for n bytes.
      return digits.length === Math.ceil((bytes * 4) / 3) && (bytes !== 65 || digits.startsWith("B"));
    }, REMINDER_MESSAGES.badSubscription);

/** A browser's push subscription, as its toJSON() gives it (the page posts it as form fields). */
export function subscriptionSchema(pushServices: readonly string[]) {
  return z.object({
    endpoint: z
      .string(REMINDER_MESSAGES.badSubscription)
      .max(SUBSCRIPTION_LIMITS.endpoint, REMINDER_MESSAGES.badSubscription)
      .refine((endpoint) => isAllowedPushEndpoint(endpoint, pushServices), REMINDER_MESSAGES.badSubscription),
    p256dh: base64urlKey(SUBSCRIPTION_LIMITS.p256dh, 65),
    auth: base64urlKey(SUBSCRIPTION_LIMITS.auth, 16),
  });
}

/**
 * Whether the server may post to this endpoint: an absolute URL without credentials whose origin
 * is one of the push services allowed (`*.` matches any subdomain), so a member cannot make the
 * server send requests anywhere else.
 */
export function isAllowedPushEndpoint(endpoint: string, pushServices: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  return pushServices.some((service) => {
    const wildcard = /^(https?:\/\/)\*\.(.+)$/.exec(service);
    if (!wildcard) return url.origin === service;
    return `${url.protocol}//` === wildcard[1] && url.host.endsWith(`.${wildcard[2]}`);
  });
}
