import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestUser, testDatabases } from "#tests/support/test-databases.ts";
import { memberPledges, recordPledge } from "./pledges.store.server.ts";

describe.each(testDatabases)("donation pledges on $name", (engine) => {
  let handle: Awaited<ReturnType<typeof engine.open>>;
  const t0 = new Date("2026-04-01T12:00:00Z");
  beforeAll(async () => {
    handle = await engine.open();
    await insertTestUser(handle.db, "ana");
  });
  afterAll(() => handle.close());

  it("records a member's and a visitor's pledges apart", async () => {
    await recordPledge(handle.db, "ana", { amountCents: 5000, method: "pix", projectId: "agua-no-sertao" }, t0);
    await recordPledge(handle.db, null, { amountCents: 500, method: "boleto", projectId: null }, t0);
    await recordPledge(handle.db, "ana", { amountCents: 123456, method: "cartao", projectId: null }, new Date(t0.getTime() + 1000));
    expect(await memberPledges(handle.db, "ana")).toEqual([
      { amountCents: 123456, method: "cartao", projectId: null, createdAt: "2026-04-01T12:00:01.000Z" },
      { amountCents: 5000, method: "pix", projectId: "agua-no-sertao", createdAt: "2026-04-01T12:00:00.000Z" },
    ]);
    const all = await handle.db.selectFrom("donation_pledges").select(["user_id"]).execute();
    expect(all.filter((r) => r.user_id === null)).toHaveLength(1);
  });
});
