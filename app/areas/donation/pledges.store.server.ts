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
