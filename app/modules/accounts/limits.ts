/** Abuse limits for login and sign-up (counted in the database, see limits.server.ts). */
export interface Limit {
  /** Attempts allowed inside the window; the next one is refused. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const LIMITS = {
  failedLoginsPerEmail: { max: 5, windowMs: 15 * MINUTE },
  failedLoginsPerAddress: { max: 20, windowMs: 15 * MINUTE },
  /** Generous: a whole youth group may sign up from the church's Wi-Fi on the same evening. */
  signUpsPerAddress: { max: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/**
 * Given the times (ms) of the recent attempts, when the next one is allowed: null if now,
 * else the moment the oldest attempt that counts leaves the window.
 */
export function blockedUntil(attemptTimes: readonly number[], limit: Limit, now: number): number | null {
  const recent = attemptTimes.filter((t) => t > now - limit.windowMs).sort((a, b) => b - a);
  if (recent.length < limit.max) return null;
  return recent[limit.max - 1]! + limit.windowMs;
}

/** The 429 message: says when to try again, in whole minutes. */
export function tooManyAttemptsMessage(until: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((until - now) / MINUTE));
  return `Muitas tentativas. Tente novamente em ${minutes === 1 ? "1 minuto" : `${minutes} minutos`}.`;
}
