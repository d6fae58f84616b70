/**
 * One-time links sent by e-mail: what each is for, how long it lasts, and whether a stored
 * link may still be used. Pure: the token itself is made and hashed by tokens.store.server.ts.
 */

const MINUTE = 60_000;

export const TOKEN_LIFETIMES_MS = {
  /** Confirms the address a member signed up with, or the new address they changed to. */
  "confirm-email": 48 * 60 * MINUTE,
  /** 'Esqueci minha senha': one hour. */
  "reset-password": 60 * MINUTE,
  /** 'Enviar link de acesso' (after too many wrong passwords): fifteen minutes. */
  "sign-in": 15 * MINUTE,
} as const;

export type TokenPurpose = keyof typeof TOKEN_LIFETIMES_MS;

/** Every kind of link: a proof of the address ends all of them (issue 45). */
export const TOKEN_PURPOSES = Object.keys(TOKEN_LIFETIMES_MS) as TokenPurpose[];

export function tokenExpiry(purpose: TokenPurpose, now: Date): Date {
  return new Date(now.getTime() + TOKEN_LIFETIMES_MS[purpose]);
}

/** What a stored link is now: usable, already used, past its expiry, or not one of ours for this purpose. */
export type TokenState = "usable" | "used" | "expired" | "unknown";

export function tokenState(
  row: { purpose: string; expires_at: string; used_at: string | null } | undefined,
  purpose: TokenPurpose,
  now: Date,
): TokenState {
  if (!row || row.purpose !== purpose) return "unknown";
  if (row.used_at !== null) return "used";
  return Date.parse(row.expires_at) > now.getTime() ? "usable" : "expired";
}

/** What a page says about a link it cannot use (the same words for every purpose). */
export const TOKEN_STATE_MESSAGES: Record<Exclude<TokenState, "usable">, string> = {
  used: "Este link já foi usado. Peça um novo, se precisar.",
  expired: "Este link expirou. Peça um novo, se precisar.",
  unknown: "Este link não é válido. Confira se copiou o endereço inteiro ou peça um novo.",
};

/** A token as the links carry it: 32 random bytes in base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Wrong passwords per account, whatever the address: past MAX inside WINDOW the password
 * is not even checked for that account (a right one does not log in either) and the page
 * offers a sign-in link by e-mail. With a rolling window this is at most MAX password
 * checks per account in any 24 hours.
 */
export const ACCOUNT_FAILURES = { max: 10, windowMs: 24 * 60 * MINUTE } as const;

/** When a locked account may be tried again: the oldest failure in the window leaves it. */
export function accountUnlockAt(oldestFailureInWindow: string): number {
  return Date.parse(oldestFailureInWindow) + ACCOUNT_FAILURES.windowMs;
}

/** The status of an answer to a link that cannot be used: gone once used or expired, bad when unknown. */
export const TOKEN_STATE_STATUS: Record<Exclude<TokenState, "usable">, number> = { used: 410, expired: 410, unknown: 400 };
