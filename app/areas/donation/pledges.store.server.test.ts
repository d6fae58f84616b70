import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { recordPledge } from "./pledges.store.server.ts";

const t0 = new Date("2026-04-01T12:00:00Z");

describeStorage("donation pledges", { members: { ana: {} } }, (storage) => {
  it("records a member's and a visitor's pledges apart", async () => {
    await recordPledge(storage.db, "ana", { amountCents: 5000, method: "pix", projectId: "agua-no-sertao" }, t0);
    await recordPledge(storage.db, null, { amountCents: 500, method: "boleto", projectId: null }, t0);
    await recordPledge(storage.db, "ana", { amountCents: 123456, method: "cartao", projectId: null }, new Date(t0.getTime() + 1000));
    const anas = await storage.db
      .selectFrom("donation_pledges")
      .select(["amount_cents", "method", "project_id", "created_at"])
      .where("user_id", "=", "ana")
      .orderBy("created_at", "desc")
      .execute();
    expect(anas.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }))).toEqual([
      { amount_cents: 123456, method: "cartao", project_id: null, created_at: "2026-04-01T12:00:01.000Z" },
      { amount_cents: 5000, method: "pix", project_id: "agua-no-sertao", created_at: "2026-04-01T12:00:00.000Z" },
    ]);
    const all = await storage.db.selectFrom("donation_pledges").select(["user_id"]).execute();
    expect(all.filter((r) => r.user_id === null)).toHaveLength(1);
  });
});
