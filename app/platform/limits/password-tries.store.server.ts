import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { forgive, hit, hitAll, reset, seen, touch } from "./limiter.store.server.ts";
import { LIMITS, refusedUntil } from "./rules.ts";

/**
 * The limits on password tries (login, and the password that confirms deleting an account).
 * The lockout is per (e-mail, address) pair: 5 in 15 minutes, 20 a day. An address (an IPv6 /64)
 * also has a ceiling of 100 tries in 15 minutes whatever the e-mail, so one address cannot try
 * every account; but a church's Wi-Fi is one address for a whole congregation, so an e-mail
 * whose password was right from this address in the last 30 days is not held by the ceiling:
 * someone's wrong guesses for other e-mails never lock a known member out.
 */
const pairOf = (email: string, address: string) => `${email.toLowerCase()}|${address}`;

/** Counts a password try, checked and counted at once; null when allowed, else until when it is refused. */
export async function countPasswordTry(db: Kysely<Database>, email: string, address: string, now: Date): Promise<number | null> {
  const pair = pairOf(email, address);
  const pairUntil = await hitAll(
    db,
    [
      [LIMITS.passwordPerEmailAndAddress, pair],
      [LIMITS.passwordPerEmailAndAddressDaily, pair],
    ],
    now,
  );
  const ceiling = await hit(db, LIMITS.passwordPerAddress, address, now);
  if (pairUntil !== null) return refusedUntil([{ allowed: false, retryAt: pairUntil }, ceiling]);
  if (ceiling.allowed || (await seen(db, LIMITS.passwordKnownPair, pair, now))) return null;
  return ceiling.retryAt;
}

/** A right password takes its own try back, clears the pair's wrong ones and marks the pair as known here. */
export async function forgivePasswordTries(db: Kysely<Database>, email: string, address: string, now: Date): Promise<void> {
  const pair = pairOf(email, address);
  await reset(db, LIMITS.passwordPerEmailAndAddress, pair);
  await reset(db, LIMITS.passwordPerEmailAndAddressDaily, pair);
  await forgive(db, LIMITS.passwordPerAddress, address);
  await touch(db, LIMITS.passwordKnownPair, pair, now);
}
