import { expect, it } from "vitest";
import { aSecondChurch, theFirstChurch } from "#tests/support/churches.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { runHousekeeping } from "./housekeeping.server.ts";

const now = new Date("2026-06-01T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describeStorage("the timed purges", { members: { u1: {} } }, (storage) => {
  it("delete queued-write ids older than any session and visitors' messages past 180 days in every church, without a login", async () => {
    await storage.db
      .insertInto("client_writes")
      .values([
        { user_id: "u1", id: "velho", created_at: daysAgo(91) },
        { user_id: "u1", id: "novo", created_at: daysAgo(1) },
      ])
      .execute();
    const first = await theFirstChurch(storage.db);
    const second = await aSecondChurch(storage.db);
    const message = (id: string, created_at: string, church_id = first.id) => ({
      id,
      church_id,
      user_id: null,
      name: "Eva",
      email: "eva@exemplo.com",
      phone: null,
      message: "Oi",
      created_at,
    });
    await storage.db
      .insertInto("contact_messages")
      .values([message("m-velha", daysAgo(181)), message("m-nova", daysAgo(10)), message("m-velha-2", daysAgo(200), second.id)])
      .execute();
    await runHousekeeping(storage.db, now);
    expect((await storage.db.selectFrom("client_writes").select("id").execute()).map((r) => r.id)).toEqual(["novo"]);
    expect((await storage.db.selectFrom("contact_messages").select("id").execute()).map((r) => r.id)).toEqual(["m-nova"]);
  });

  it("forget limit counters a day past their window, but keep a known pair for its 30 days", async () => {
    await storage.db
      .insertInto("rate_limits")
      .values([
        { key: "search:address:velho", window_start: daysAgo(2), hits: 3 },
        { key: "search:address:novo", window_start: daysAgo(0.5), hits: 3 },
        { key: "password:known-pair:fiel", window_start: daysAgo(29), hits: 1 },
        { key: "password:known-pair:antigo", window_start: daysAgo(31), hits: 1 },
      ])
      .execute();
    await runHousekeeping(storage.db, now);
    const keys = (await storage.db.selectFrom("rate_limits").select("key").orderBy("key").execute()).map((r) => r.key);
    expect(keys).toEqual(["password:known-pair:fiel", "search:address:novo"]);
  });
});
