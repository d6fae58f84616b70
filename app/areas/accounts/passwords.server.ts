import { hash, verify } from "@node-rs/argon2";

/** argon2id, the library's default, with its default costs (OWASP: 19 MiB, 2 passes, 1 lane). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of nothing anyone knows, verified for unknown e-mails so they take as long as a wrong password. */
const decoy = hashPassword(`decoy-${Math.random()}`);

/** What an account without a usable password keeps in place of a hash (its owner has not made one yet). */
export const NO_PASSWORD = "";

/** Checks a password; with no stored hash (or NO_PASSWORD) it spends the same time and says no. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const usable = stored === null || stored === NO_PASSWORD ? null : stored;
  const matches = await verify(usable ?? (await decoy), password).catch(() => false);
  return usable !== null && matches;
}
