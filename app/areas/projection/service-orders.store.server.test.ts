import { beforeAll, expect, it } from "vitest";
import type { ChurchRef } from "#db/transaction.ts";
import { aSecondChurch, theFirstChurch } from "#tests/support/churches.ts";
import { sql } from "kysely";
import { describeStorage } from "#tests/support/storage-test.ts";
import { addItem, moveItem, ORDER_LIMITS, removeItem } from "./service-orders.ts";
import {
  changeServiceOrder,
  createServiceOrder,
  deleteServiceOrder,
  findVisibleServiceOrder,
  listServiceOrders,
  setServiceOrderFields,
  visibleOrderRevision,
} from "./service-orders.store.server.ts";

const t0 = new Date("2026-11-26T12:00:00Z");
const later = new Date("2026-11-26T12:05:00Z");
const hymn = (numero: number) => ({ kind: "hymn" as const, numero });

describeStorage("service orders", { members: { ana: {}, bia: {} } }, (storage) => {
  let church: ChurchRef;
  beforeAll(async () => {
    church = await theFirstChurch(storage.db);
  });
  /** The order as Ana, its owner, sees it. */
  const ownOrder = (id: string) => findVisibleServiceOrder(storage.db, church, id, "ana");

  it("an order is created empty and unshared, filled, reordered, shared, renamed and deleted by its owner", async () => {
    const id = (await createServiceOrder(storage.db, church, "ana", "Culto de sábado", t0))!;
    expect(await ownOrder(id)).toEqual({
      id,
      userId: "ana",
      title: "Culto de sábado",
      items: [],
      shared: false,
      startsAt: null,
      updatedAt: t0.toISOString(),
    });

    await changeServiceOrder(storage.db, church, "ana", id, later, (items) => addItem(items, hymn(37), "a"));
    const passage = { kind: "passage" as const, book: "jo", chapter: 3, verses: "16-18", version: "ACF" as const };
    await changeServiceOrder(storage.db, church, "ana", id, later, (items) => addItem(items, passage, "b"));
    expect(await setServiceOrderFields(storage.db, church, "ana", id, { shared: true }, later)).toBe(true);
    expect(await setServiceOrderFields(storage.db, church, "ana", id, { title: "Culto jovem" }, later)).toBe(true);
    expect(await setServiceOrderFields(storage.db, church, "ana", id, { startsAt: "19:30" }, later)).toBe(true);
    const moved = (await changeServiceOrder(storage.db, church, "ana", id, later, (items) => moveItem(items, "b", -1)))!;
    expect(moved).toEqual({
      ok: true,
      order: {
        id,
        userId: "ana",
        title: "Culto jovem",
        shared: true,
        startsAt: "19:30",
        updatedAt: later.toISOString(),
        items: [
          { ...passage, id: "b" },
          { ...hymn(37), id: "a" },
        ],
      },
    });
    expect(await ownOrder(id)).toEqual(moved.ok && moved.order);
    expect((await listServiceOrders(storage.db, church, "ana")).map((o) => o.title)).toEqual(["Culto jovem"]);

    expect(await changeServiceOrder(storage.db, church, "ana", id, later, (items) => removeItem(items, "zzz"))).toEqual({
      ok: false,
      message: "Este item não está mais no roteiro.",
    });
    expect(await deleteServiceOrder(storage.db, church, "ana", id)).toBe(true);
    expect(await ownOrder(id)).toBeNull();
  });

  it("another member can neither change nor delete an order, and sees none of it in their list", async () => {
    const id = (await createServiceOrder(storage.db, church, "ana", "Só da Ana", t0))!;
    expect(await changeServiceOrder(storage.db, church, "bia", id, later, (items) => addItem(items, hymn(1), "x"))).toBeNull();
    expect(await deleteServiceOrder(storage.db, church, "bia", id)).toBe(false);
    expect(await setServiceOrderFields(storage.db, church, "bia", id, { shared: true }, later)).toBe(false);
    expect(await setServiceOrderFields(storage.db, church, "bia", id, { startsAt: "10:00" }, later)).toBe(false);
    expect(await findVisibleServiceOrder(storage.db, church, id, "bia")).toBeNull();
    expect(await findVisibleServiceOrder(storage.db, church, id, null)).toBeNull();
    expect((await findVisibleServiceOrder(storage.db, church, id, "ana"))?.title).toBe("Só da Ana");
    await setServiceOrderFields(storage.db, church, "ana", id, { shared: true }, later);
    expect((await findVisibleServiceOrder(storage.db, church, id, null))?.title).toBe("Só da Ana");
    expect(await listServiceOrders(storage.db, church, "bia")).toEqual([]);
    expect((await ownOrder(id))!.items).toEqual([]);
  });

  it("an order's revision grows with every change and is told only to whoever may see the order", async () => {
    const id = (await createServiceOrder(storage.db, church, "ana", "Revisões", t0))!;
    const first = (await visibleOrderRevision(storage.db, church, id, "ana"))!;
    await changeServiceOrder(storage.db, church, "ana", id, later, (items) => addItem(items, hymn(5), "r"));
    expect(await visibleOrderRevision(storage.db, church, id, "ana")).toBe(first + 1);
    expect(await visibleOrderRevision(storage.db, church, id, "bia")).toBeNull();
    expect(await visibleOrderRevision(storage.db, church, id, null)).toBeNull();
    await setServiceOrderFields(storage.db, church, "ana", id, { shared: true }, later);
    expect(await visibleOrderRevision(storage.db, church, id, null)).toBe(first + 2);
    expect(await visibleOrderRevision(storage.db, church, "00000000-0000-4000-8000-000000000000", "ana")).toBeNull();
  });

  it("two additions at once both land", async () => {
    const id = (await createServiceOrder(storage.db, church, "ana", "Ao mesmo tempo", t0))!;
    await Promise.all([1, 2, 3, 4].map((n) => changeServiceOrder(storage.db, church, "ana", id, later, (items) => addItem(items, hymn(n), `i${n}`))));
    expect((await ownOrder(id))!.items.map((i) => i.id).sort()).toEqual(["i1", "i2", "i3", "i4"]);
  });

  it("a member holds at most the allowed number of orders, even when created at once", async () => {
    const held = (await listServiceOrders(storage.db, church, "bia")).length;
    const made = await Promise.all(
      Array.from({ length: ORDER_LIMITS.orders + 3 - held }, (_, i) => createServiceOrder(storage.db, church, "bia", `R${i}`, t0)),
    );
    expect(made.filter(Boolean)).toHaveLength(ORDER_LIMITS.orders - held);
    expect(await listServiceOrders(storage.db, church, "bia")).toHaveLength(ORDER_LIMITS.orders);
  });

  it("a damaged list reads as an empty order", async () => {
    const id = (await createServiceOrder(storage.db, church, "ana", "Estragado", t0))!;
    await sql`update service_orders set items = ${"{não é json"} where id = ${id}`.execute(storage.db);
    expect((await ownOrder(id))!.items).toEqual([]);
  });

  it("another church sees none of an order and cannot change it; only a shared one opens there, by its link, read-only", async () => {
    const other = await aSecondChurch(storage.db);
    const id = (await createServiceOrder(storage.db, church, "ana", "Da primeira igreja", t0))!;
    await changeServiceOrder(storage.db, church, "ana", id, later, (items) => addItem(items, hymn(7), "s"));
    const before = await ownOrder(id);
    const revision = await visibleOrderRevision(storage.db, church, id, "ana");
    const refused = async () => {
      expect(await changeServiceOrder(storage.db, other, "ana", id, later, (items) => addItem(items, hymn(1), "x"))).toBeNull();
      expect(await setServiceOrderFields(storage.db, other, "ana", id, { title: "Trocado" }, later)).toBe(false);
      expect(await setServiceOrderFields(storage.db, other, "ana", id, { shared: false }, later)).toBe(false);
      expect(await deleteServiceOrder(storage.db, other, "ana", id)).toBe(false);
      expect(await listServiceOrders(storage.db, other, "ana")).toEqual([]);
    };
    await refused();
    expect(await findVisibleServiceOrder(storage.db, other, id, "ana")).toBeNull();
    expect(await findVisibleServiceOrder(storage.db, other, id, null)).toBeNull();
    expect(await visibleOrderRevision(storage.db, other, id, "ana")).toBeNull();
    expect(await ownOrder(id)).toEqual(before);
    expect(await visibleOrderRevision(storage.db, church, id, "ana")).toBe(revision);

    // Shared, its link opens it from any church, with or without an account; it still changes only in its own.
    await setServiceOrderFields(storage.db, church, "ana", id, { shared: true }, later);
    expect((await findVisibleServiceOrder(storage.db, other, id, null))?.title).toBe("Da primeira igreja");
    expect((await findVisibleServiceOrder(storage.db, other, id, "bia"))?.items).toEqual([{ ...hymn(7), id: "s" }]);
    expect(await visibleOrderRevision(storage.db, other, id, null)).toBe(revision! + 1);
    await refused();
    expect((await ownOrder(id))?.title).toBe("Da primeira igreja");
    await setServiceOrderFields(storage.db, church, "ana", id, { shared: false }, later);
    expect(await findVisibleServiceOrder(storage.db, other, id, null)).toBeNull();

    // The second church's own orders are its own.
    const own = (await createServiceOrder(storage.db, other, "ana", "Da segunda", t0))!;
    expect((await listServiceOrders(storage.db, other, "ana")).map((o) => o.id)).toEqual([own]);
    expect((await listServiceOrders(storage.db, church, "ana")).map((o) => o.id)).not.toContain(own);
    expect(await findVisibleServiceOrder(storage.db, church, own, "ana")).toBeNull();
  });
});
