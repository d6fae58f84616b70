import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { acrossChurches, inChurch, inTransaction, type ChurchRef } from "#db/transaction.ts";
import { takeMemberTurn } from "#app/areas/gamification/member-turn.store.server.ts";
import { ORDER_LIMITS, orderItems, type Change, type OrderItem, type ServiceOrder } from "./service-orders.ts";

/**
 * A member's service orders (migration 0028). Only the owner changes an order; each change
 * reads the order and writes over the revision it read, so two changes at once never lose
 * one (the later one reads again). An order belongs to the church its owner made it in
 * (decision 0065): every function takes the church its guard found, and an order of another
 * church is not found and changes nothing, but for the one exception of `visibleOrder`.
 */
type Row = Pick<Database["service_orders"], "id" | "user_id" | "title" | "items" | "shared" | "starts_at" | "updated_at">;

function items(json: string): OrderItem[] {
  try {
    const parsed = orderItems.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const toOrder = (row: Row): ServiceOrder => ({
  id: row.id,
  userId: row.user_id,
  title: row.title,
  items: items(row.items),
  shared: Number(row.shared) === 1,
  startsAt: row.starts_at,
  updatedAt: row.updated_at,
});

const columns = ["id", "user_id", "title", "items", "shared", "starts_at", "updated_at"] as const;

/** The member's orders of the church, the latest changed first. */
export async function listServiceOrders(db: Kysely<Database>, church: ChurchRef, userId: string): Promise<ServiceOrder[]> {
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("service_orders")
      .select(columns)
      .where("church_id", "=", church.id)
      .where("user_id", "=", userId)
      .orderBy("updated_at", "desc")
      .orderBy("id")
      .execute(),
  );
  return rows.map(toOrder);
}

/**
 * The orders a viewer may see by their address: their own of the church, or a shared one.
 *
 * The one exception to decision 0065 (a church's things read only in that church): a shared
 * order is opened by its link by anyone who holds it, with or without an account (a volunteer
 * at the projector), and the link names no church, so a shared order is looked up across
 * churches (`acrossChurches`). Only these two reads do this; an order changes only in its church.
 */
const visibleTo = (church: ChurchRef, viewerId: string | null) => (eb: ExpressionBuilder<Database, "service_orders">) => {
  const shared = eb("shared", "=", 1);
  return viewerId === null ? shared : eb.or([shared, eb.and([eb("user_id", "=", viewerId), eb("church_id", "=", church.id)])]);
};

/** An order its viewer may see: the owner always (in its church), anyone else only while it is shared; else null. */
export async function findVisibleServiceOrder(
  db: Kysely<Database>,
  church: ChurchRef,
  id: string,
  viewerId: string | null,
): Promise<ServiceOrder | null> {
  const row = await acrossChurches(db, (db) =>
    db.selectFrom("service_orders").select(columns).where("id", "=", id).where(visibleTo(church, viewerId)).executeTakeFirst(),
  );
  return row ? toOrder(row) : null;
}

/**
 * An order's revision for a viewer who may see it, else null: what an open projection asks
 * every second to learn that the order changed (decision 0055), one small read.
 */
export async function visibleOrderRevision(db: Kysely<Database>, church: ChurchRef, id: string, viewerId: string | null): Promise<number | null> {
  const row = await acrossChurches(db, (db) =>
    db.selectFrom("service_orders").select("revision").where("id", "=", id).where(visibleTo(church, viewerId)).executeTakeFirst(),
  );
  return row ? Number(row.revision) : null;
}

/** A new, empty, unshared order of the church; null when the member already has the most allowed there. */
export async function createServiceOrder(db: Kysely<Database>, church: ChurchRef, userId: string, title: string, now: Date): Promise<string | null> {
  return inChurch(db, church, (db) =>
    inTransaction(db, async (trx) => {
      // Orders created at once are counted one after the other, so the most allowed holds.
      await takeMemberTurn(trx, userId);
      const held = await trx
        .selectFrom("service_orders")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .where("church_id", "=", church.id)
        .executeTakeFirstOrThrow();
      if (Number(held.n) >= ORDER_LIMITS.orders) return null;
      const id = randomUUID();
      const at = now.toISOString();
      await trx
        .insertInto("service_orders")
        .values({
          id,
          user_id: userId,
          title,
          items: "[]",
          shared: 0,
          revision: 0,
          starts_at: null,
          created_at: at,
          updated_at: at,
          church_id: church.id,
        })
        .execute();
      return id;
    }),
  );
}

/** What a change of the owner gives: the order after it, not found (not theirs), or refused with a reason. */
export type OrderChange = { ok: true; order: ServiceOrder } | { ok: false; message: string } | null;

/** Changes one of the member's own orders' items: `change` gets them and gives the new ones or a refusal. Null when the member has no such order. */
export async function changeServiceOrder(
  db: Kysely<Database>,
  church: ChurchRef,
  userId: string,
  id: string,
  now: Date,
  change: (items: OrderItem[]) => Change,
): Promise<OrderChange> {
  for (;;) {
    const outcome = await inChurch(db, church, (db) =>
      inTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom("service_orders")
          .select([...columns, "revision"])
          .where("id", "=", id)
          .where("church_id", "=", church.id)
          .where("user_id", "=", userId)
          .executeTakeFirst();
        if (!row) return null;
        const changed = change(items(row.items));
        if (!changed.ok) return changed;
        const next = {
          items: JSON.stringify(changed.items),
          revision: Number(row.revision) + 1,
          updated_at: now.toISOString(),
        };
        const written = await trx
          .updateTable("service_orders")
          .set(next)
          .where("id", "=", id)
          .where("revision", "=", Number(row.revision))
          .executeTakeFirst();
        if (Number(written.numUpdatedRows) === 0) return "again" as const;
        return { ok: true as const, order: toOrder({ ...row, ...next }) };
      }),
    );
    if (outcome !== "again") return outcome;
  }
}

/** Renames, shares (or stops sharing) or sets the start time of one of the member's own orders; false when they have no such order. */
export async function setServiceOrderFields(
  db: Kysely<Database>,
  church: ChurchRef,
  userId: string,
  id: string,
  fields: { title: string } | { shared: boolean } | { startsAt: string | null },
  now: Date,
): Promise<boolean> {
  const set = "title" in fields ? { title: fields.title } : "shared" in fields ? { shared: fields.shared ? 1 : 0 } : { starts_at: fields.startsAt };
  const result = await inChurch(db, church, (db) =>
    db
      .updateTable("service_orders")
      .set((eb) => ({ ...set, revision: eb("revision", "+", 1), updated_at: now.toISOString() }))
      .where("id", "=", id)
      .where("church_id", "=", church.id)
      .where("user_id", "=", userId)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteServiceOrder(db: Kysely<Database>, church: ChurchRef, userId: string, id: string): Promise<boolean> {
  const result = await inChurch(db, church, (db) =>
    db.deleteFrom("service_orders").where("id", "=", id).where("church_id", "=", church.id).where("user_id", "=", userId).executeTakeFirst(),
  );
  return Number(result.numDeletedRows) > 0;
}
