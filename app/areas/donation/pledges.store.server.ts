import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { DonationMethod } from "./donation.ts";

export interface Pledge {
  amountCents: number;
  method: DonationMethod;
  projectId: string | null;
}

/** Records a pledge (no payment is taken); returns its id. */
export async function recordPledge(db: Kysely<Database>, userId: string | null, pledge: Pledge, now: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("donation_pledges")
    .values({
      id,
      user_id: userId,
      amount_cents: pledge.amountCents,
      method: pledge.method,
      project_id: pledge.projectId,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** A member's pledges, newest first. */
export async function memberPledges(db: Kysely<Database>, userId: string): Promise<Array<Pledge & { createdAt: string }>> {
  const rows = await db
    .selectFrom("donation_pledges")
    .select(["amount_cents", "method", "project_id", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({
    amountCents: Number(r.amount_cents),
    method: r.method as DonationMethod,
    projectId: r.project_id,
    createdAt: r.created_at,
  }));
}
