import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";

/** Each time an admin reads members' or visitors' personal data: who, what, when (shown at /admin/acessos). */
export interface AdminRead {
  email: string;
  what: string;
  readAt: string;
}

export async function recordAdminRead(db: Kysely<Database>, admin: { id: string; email: string }, what: string, now: Date): Promise<void> {
  await db.insertInto("admin_reads").values({ id: randomUUID(), user_id: admin.id, email: admin.email, what, read_at: now.toISOString() }).execute();
}

/** The most recent reads first. */
export async function listAdminReads(db: Kysely<Database>, limit: number): Promise<AdminRead[]> {
  const rows = await db
    .selectFrom("admin_reads")
    .select(["email", "what", "read_at"])
    .orderBy("read_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ email: r.email, what: r.what, readAt: r.read_at }));
}
