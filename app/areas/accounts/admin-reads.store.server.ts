import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inChurch, type ChurchRef } from "#db/transaction.ts";

/** Each time an admin reads members' or visitors' personal data: who, what, when (shown at /admin/acessos). */
export interface AdminRead {
  email: string;
  what: string;
  readAt: string;
}

/** Records a read of the church's personal data by an admin acting for it. */
export async function recordAdminRead(
  db: Kysely<Database>,
  church: ChurchRef,
  admin: { id: string; email: string },
  what: string,
  now: Date,
): Promise<void> {
  await inChurch(db, church, (db) =>
    db
      .insertInto("admin_reads")
      .values({ id: randomUUID(), church_id: church.id, user_id: admin.id, email: admin.email, what, read_at: now.toISOString() })
      .execute(),
  );
}

/** The most recent reads of the church's data first. */
export async function listAdminReads(db: Kysely<Database>, church: ChurchRef, limit: number): Promise<AdminRead[]> {
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("admin_reads")
      .select(["email", "what", "read_at"])
      .where("church_id", "=", church.id)
      .orderBy("read_at", "desc")
      .orderBy("id")
      .limit(limit)
      .execute(),
  );
  return rows.map((r) => ({ email: r.email, what: r.what, readAt: r.read_at }));
}
