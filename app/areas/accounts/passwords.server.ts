import { hash, verify } from "@node-rs/argon2";

/** argon2id, the library's default, with its default costs (OWASP: 19 MiB, 2 passes, 1 lane). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of nothing anyone knows, verified for unknown e-mails so they take as long as a wrong password. */
const decoy = hashPassword(`decoy-${Math.random()}`);

/** Checks a password; with no stored hash it spends the same time and says no. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const target = stored ?? (await decoy);
  const matches = await verify(target, password).catch(() => false);
  return stored !== null && matches;
}
