import { count } from "#app/platform/site/count.ts";

/**
 * Abuse limits: how many times an action may be done for one
 * subject (an address, an e-mail from an address, an account) inside a window. Counted
 * by the one database limiter (limiter.store.server.ts), so they hold across restarts and
 * instances. Pure: no I/O here.
 */
export interface LimitRule {
  /** Names the action in the stored key. */
  action: string;
  /** Tries allowed inside the window; the next one is refused. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMITS = {
  /** Wrong passwords for one e-mail from one address (an IPv6 /64): the owner elsewhere still gets in. */
  passwordPerEmailAndAddress: { action: "password:email+address", max: 5, windowMs: 15 * MINUTE },
  /** The same pair over a day: at most 20 guesses a day at one account from one address. */
  passwordPerEmailAndAddressDaily: { action: "password:email+address:day", max: 20, windowMs: DAY },
  /**
   * Wrong passwords from one address, whatever the e-mail: generous, since a church's Wi-Fi or a
   * carrier's NAT is one address for a whole congregation, and never the only guard (an e-mail that
   * signed in from this address before is let through: see passwordKnownPair).
   */
  passwordPerAddress: { action: "password:address", max: 100, windowMs: 15 * MINUTE },
  /** An (e-mail, address) pair whose password was right here in the last 30 days: not held by the address's ceiling. */
  passwordKnownPair: { action: "password:known-pair", max: Number.MAX_SAFE_INTEGER, windowMs: 30 * DAY },
  /** Generous: a whole youth group may sign up from the church's Wi-Fi on the same evening. */
  signUpPerAddress: { action: "signup:address", max: 20, windowMs: 60 * MINUTE },
  /** Full-text search over a whole Bible. */
  searchPerAddress: { action: "search:address", max: 60, windowMs: MINUTE },
  /**
   * Suggestions as a person types in the one search box: several per query, and a church's
   * Wi-Fi is one address for many people typing at once.
   */
  suggestPerAddress: { action: "suggest:address", max: 600, windowMs: MINUTE },
  /** Generated files (the hymnal PDF, a hymn's text). */
  filePerAddress: { action: "file:address", max: 30, windowMs: MINUTE },
  /** Contact messages: a person writes a few; more from one address is spam. */
  contactPerAddress: { action: "contact:address", max: 5, windowMs: 60 * MINUTE },
  /** Feedback (its stars make the public average): one a day per member… */
  feedbackPerMember: { action: "feedback:member", max: 1, windowMs: DAY },
  /** …and one a day per visitors' address (an IPv6 /64). */
  feedbackPerAddress: { action: "feedback:address", max: 1, windowMs: DAY },
  /** Donation pledges (recorded only; no payment is taken). */
  donationPerAddress: { action: "donation:address", max: 10, windowMs: 60 * MINUTE },
  /** A member's Pathfinder class ticks: ticking a whole class quickly (22 items) stays far below. */
  pathfinderProgressPerMember: { action: "pathfinders:progress:member", max: 120, windowMs: MINUTE },
  /** A member's reminder changes (choices, devices turned on or off): a few a visit. */
  remindersPerMember: { action: "reminders:member", max: 30, windowMs: 15 * MINUTE },
  /** Joining a small group by its invite link: a guessed or old link costs a try like a real one. */
  groupJoinsPerMember: { action: "groups:join:member", max: 10, windowMs: HOUR },
  /** Club invite codes tried by one member: a club's code is typed once; guessing one of 887 million gets nowhere. */
  clubCodePerMember: { action: "club:code:member", max: 10, windowMs: HOUR },
  /** …and from one address, whatever the account (a church's Wi-Fi joins a club on one evening). */
  clubCodePerAddress: { action: "club:code:address", max: 60, windowMs: HOUR },
  /**
   * Profile photo uploads, apart from the other writes: each is up to 2 MB decoded and encoded
   * again (tens of milliseconds of CPU), and a member changes their photo a few times at most.
   */
  photoUploadsPerMember: { action: "photo:member", max: 10, windowMs: 10 * MINUTE },
  /** Any of a member's writes (notes, marks, reading, ticks, replays of the offline queue). */
  writesPerMember: { action: "writes:member", max: 120, windowMs: MINUTE },
} as const satisfies Record<string, LimitRule>;

/** What the limiter answers: allowed, or refused until a moment (ms since the epoch). */
export interface LimitOutcome {
  allowed: boolean;
  retryAt: number;
}

/** A counter after one more try: allowed while within the rule's maximum. */
export function outcomeOf(counter: { windowStart: number; hits: number }, rule: LimitRule): LimitOutcome {
  return { allowed: counter.hits <= rule.max, retryAt: counter.windowStart + rule.windowMs };
}

/** The latest moment among refusals (when everything is allowed again); null when all allowed. */
export function refusedUntil(outcomes: readonly LimitOutcome[]): number | null {
  const refused = outcomes.filter((o) => !o.allowed);
  return refused.length ? Math.max(...refused.map((o) => o.retryAt)) : null;
}

/** Seconds for the Retry-After header (at least 1). */
export function retryAfterSeconds(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 1000));
}

/** 'N minutos', or 'N horas' past two hours (a daily limit). */
function waitText(until: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((until - now) / MINUTE));
  if (minutes <= 120) return count(minutes, "minuto", "minutos");
  return `${Math.ceil(minutes / 60)} horas`;
}

/** The 429 message: says when to try again. */
export function tooManyAttemptsMessage(until: number, now: number): string {
  return `Muitas tentativas. Tente novamente em ${waitText(until, now)}.`;
}

/** For answers that are expensive to make (search, files): a plainer message. */
export function tooManyRequestsMessage(until: number, now: number): string {
  return `Muitos pedidos em pouco tempo. Aguarde ${waitText(until, now)} e tente novamente.`;
}
