import { randomBytes, randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inChurch, type ChurchRef } from "#db/transaction.ts";
import { pledgeReference, type DonationMethod } from "./donation.ts";
import { monthBounds } from "#app/platform/site/time-zone.ts";
import { GENERAL_FUND, type PledgeFilter, type PledgeLine } from "./giving-report.ts";

export interface Pledge {
  amountCents: number;
  method: DonationMethod;
  projectId: string | null;
  /** The PIX key the giver's code is made for; null when no code is given. */
  pixKey: string | null;
}

/** A new pledge's id and its short reference (the PIX code's field 62-05). */
export interface RecordedPledge {
  id: string;
  reference: string;
}

const newReference = () => pledgeReference(randomBytes(8));

/**
 * Records a pledge to the church (no payment is taken) with a reference of its own; a reference
 * already taken (about one chance in a trillion, by any church) is drawn again.
 */
export async function recordPledge(
  db: Kysely<Database>,
  church: ChurchRef,
  userId: string | null,
  pledge: Pledge,
  now: Date,
  reference: () => string = newReference,
): Promise<RecordedPledge> {
  for (let attempt = 1; ; attempt++) {
    const recorded = { id: randomUUID(), reference: reference() };
    const inserted = await inChurch(db, church, (db) =>
      db
        .insertInto("donation_pledges")
        .values({
          id: recorded.id,
          reference: recorded.reference,
          user_id: userId,
          amount_cents: pledge.amountCents,
          method: pledge.method,
          project_id: pledge.projectId,
          pix_key: pledge.pixKey,
          created_at: now.toISOString(),
          church_id: church.id,
        })
        .onConflict((oc) => oc.column("reference").doNothing())
        .executeTakeFirst(),
    );
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return recorded;
    if (attempt === 5) throw new Error("não foi possível gerar uma referência única para a doação");
  }
}

/**
 * The church's pledges of a filter (project or general fund, month, part of a reference, received or
 * not), newest first, with the member's name. The reference is compared in upper case: those
 * made before the short references are lower-case hexadecimal.
 */
export async function listPledges(db: Kysely<Database>, church: ChurchRef, filter: PledgeFilter, limit: number): Promise<PledgeLine[]> {
  const range = filter.month ? monthBounds(filter.month) : null;
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("donation_pledges as p")
      .leftJoin("users as u", "u.id", "p.user_id")
      .select(["p.id", "p.reference", "p.created_at", "p.amount_cents", "p.method", "p.project_id", "p.received_at", "p.received_by", "u.name"])
      .where("p.church_id", "=", church.id)
      .$if(filter.project === GENERAL_FUND, (q) => q.where("p.project_id", "is", null))
      .$if(filter.project !== null && filter.project !== GENERAL_FUND, (q) => q.where("p.project_id", "=", filter.project))
      .$if(range !== null, (q) => q.where("p.created_at", ">=", range!.from).where("p.created_at", "<", range!.to))
      // referenceSearch leaves letters and digits only: nothing in it is a LIKE wildcard.
      .$if(filter.reference !== null, (q) => q.where(sql<string>`upper(p.reference)`, "like", `%${filter.reference}%`))
      .$if(filter.status === "recebidas", (q) => q.where("p.received_at", "is not", null))
      .$if(filter.status === "nao-recebidas", (q) => q.where("p.received_at", "is", null))
      .orderBy("p.created_at", "desc")
      .orderBy("p.id")
      .limit(limit)
      .execute(),
  );
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    createdAt: r.created_at,
    amountCents: Number(r.amount_cents),
    method: r.method as DonationMethod,
    projectId: r.project_id,
    memberName: r.name,
    receivedAt: r.received_at,
    receivedBy: r.received_by,
  }));
}

/** Marks one of the church's pledges received (by whom, when) or not received; false when it is gone (or another church's). */
export async function markPledge(db: Kysely<Database>, church: ChurchRef, id: string, received: { by: string; at: Date } | null): Promise<boolean> {
  const result = await inChurch(db, church, (db) =>
    db
      .updateTable("donation_pledges")
      .set({ received_at: received?.at.toISOString() ?? null, received_by: received?.by ?? null })
      .where("id", "=", id)
      .where("church_id", "=", church.id)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) === 1;
}

/** What each of these projects has received at the church (marked by its treasurer), in centavos. */
export async function receivedByProject(db: Kysely<Database>, church: ChurchRef, projectIds: readonly string[]): Promise<Map<string, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("donation_pledges")
      .select((eb) => ["project_id", eb.fn.sum<number>("amount_cents").as("total")])
      .where("donation_pledges.church_id", "=", church.id)
      .where("project_id", "in", projectIds)
      .where("received_at", "is not", null)
      .groupBy("project_id")
      .execute(),
  );
  return new Map(rows.map((r) => [r.project_id!, Number(r.total)]));
}
