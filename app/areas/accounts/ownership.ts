/**
 * The address's owner always wins (decision 0043). Anyone may sign up with any address, so a
 * password set before the address was proven may be a stranger's. Pure: times as parameters.
 */

const DAY_MS = 86_400_000;

/** An account whose address is never proven is removed this long after sign-up, freeing the address. */
export const UNPROVEN_ACCOUNT_DAYS = 7;

/** When an account made now is removed if its address is still unproven by then. */
export function unprovenUntil(now: Date): Date {
  return new Date(now.getTime() + UNPROVEN_ACCOUNT_DAYS * DAY_MS);
}

export interface PasswordFacts {
  /** The address the account holds now. */
  email: string;
  email_confirmed_at: string | null;
  password_set_at: string | null;
}

/** The account's current password was set after its current address was proven: its owner set it. */
export function passwordSetByOwner(account: PasswordFacts): boolean {
  return account.email_confirmed_at !== null && account.password_set_at !== null && account.password_set_at >= account.email_confirmed_at;
}

/**
 * Someone proves `email` (a confirmation, sign-in or reset link) for this account. The password
 * is kept only when its owner set it for this very address, or when the one proving holds a
 * session of the account (they logged in with that password); otherwise it stops working and
 * every session ends: the link's holder, the address's owner, makes their own.
 */
export function keepsPasswordOnProof(account: PasswordFacts, email: string, proverHoldsSession: boolean): boolean {
  if (proverHoldsSession) return true;
  return account.email === email && passwordSetByOwner(account);
}

export type GrantCheck = "ok" | "unconfirmed" | "password-before-proof";

/** A role goes only to an account whose current password was set after its address was proven. */
export function grantCheck(account: PasswordFacts): GrantCheck {
  if (account.email_confirmed_at === null) return "unconfirmed";
  return passwordSetByOwner(account) ? "ok" : "password-before-proof";
}
