import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { childrenExport } from "#app/areas/clubs/children.store.server.ts";

/** Columns never handed out, even to their owner: they are secrets, not personal data. */
const SECRET_COLUMNS = new Set(["password_hash", "token_hash", "auth_secret"]);

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

const withoutSecrets = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_COLUMNS.has(k)));

/**
 * Everything stored about a member (LGPD data access): their user row and every row of
 * every table with a user_id column, found by introspection so tables added later are
 * included without touching this file, and the data of the children the account holds as
 * their guardian. Nothing about anyone else (abuse counters are keyed by hashes and belong to no one).
 */
export async function exportUserData(db: Kysely<Database>, userId: string, now: Date): Promise<Record<string, unknown> | null> {
  const loose = db as unknown as AnyDb;
  const user = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
  if (!user) return null;
  const tables: Record<string, unknown[]> = {};
  for (const table of (await db.introspection.getTables()).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!table.columns.some((c) => c.name === "user_id")) continue;
    const rows = await loose.selectFrom(table.name).selectAll().where("user_id", "=", userId).execute();
    tables[table.name] = rows.map(withoutSecrets);
  }
  // The children whose profiles the account holds: their place in a club, sign-offs and history (decision 0048).
  return { exportedAt: now.toISOString(), user: withoutSecrets(user), tables, children: await childrenExport(db, userId) };
}
