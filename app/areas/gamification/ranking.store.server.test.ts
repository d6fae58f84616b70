import { Migrator } from "kysely/migration";
import { expect, it } from "vitest";
import { migrateToLatest } from "#db/migrate.ts";
import { migrations } from "#db/migrations/index.ts";
import { insertTestUser } from "#tests/support/test-databases.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { recordActivity, recordLogin } from "./ledger.store.server.ts";
import { getRanking, rankOf } from "./ranking.store.server.ts";

const noon = new Date("2026-05-04T15:00:00Z"); // 12:00 in São Paulo

describeStorage("ranking", (storage) => {
  let n = 0;
  async function member(name = "Membro Teste") {
    return insertTestUser(storage.db, `m${++n}`, { name, createdAt: noon });
  }

  it("ranks members by points", async () => {
    for (const name of ["Ana Souza", "Bruno Lima"]) await recordLogin(storage.db, await member(name), noon);
    const top = await member("Zélia Ramos");
    for (let c = 1; c <= 12; c++) await recordActivity(storage.db, top, { type: "chapter-read", book: "sl", chapter: c }, noon);
    const ranking = await getRanking(storage.db, 10);
    expect(ranking[0]).toMatchObject({ userId: top, name: "Zélia Ramos", points: 12 * 10 + 20 + 50, level: 2 });
    expect(ranking.length).toBeLessThanOrEqual(10);
    for (let i = 1; i < ranking.length; i++) expect(ranking[i - 1]!.points).toBeGreaterThanOrEqual(ranking[i]!.points);
    expect(await rankOf(storage.db, top)).toBe(1);
    for (const [i, row] of ranking.entries()) expect(await rankOf(storage.db, row.userId)).toBe(i + 1);
    // The page passes the points it has just read: the same position, without reading them again.
    for (const [i, row] of ranking.entries()) expect(await rankOf(storage.db, row.userId, row.points)).toBe(i + 1);
  });
});

describeStorage("ranking positions", (storage) => {
  /** Every member's position by sorting them all: the order getRanking and rankOf promise. */
  async function positions(): Promise<Map<string, number>> {
    const rows = await storage.db.selectFrom("member_stats").select(["user_id", "points"]).execute();
    const ids = rows.map((r) => r.user_id);
    const order = await storage.db.selectFrom("member_stats").select("user_id").orderBy("points", "desc").orderBy("user_id").execute();
    expect(order.map((r) => r.user_id).sort()).toEqual(ids.sort());
    return new Map(order.map((r, i) => [r.user_id, i + 1]));
  }

  /** ranking_points holds, for each total and each total and id prefix, how many members have it, and no empty row. */
  async function expectTotalsInStep() {
    const stats = await storage.db.selectFrom("member_stats").select(["user_id", "points"]).execute();
    const held = new Map<string, number>();
    for (const { user_id, points } of stats) {
      for (const key of [`${points}/`, `${points}/${user_id.slice(0, 2)}`]) held.set(key, (held.get(key) ?? 0) + 1);
    }
    const kept = await storage.db.selectFrom("ranking_points").select(["points", "id_prefix", "members"]).execute();
    const sorted = (entries: Array<[string, number]>) => entries.sort((a, b) => a[0].localeCompare(b[0]));
    expect(sorted(kept.map((r) => [`${r.points}/${r.id_prefix}`, Number(r.members)]))).toEqual(sorted([...held]));
  }

  it("gives every member the place a full sort gives, ties ordered by id, as points change", async () => {
    // Ids out of insertion order, many ties (most members on the same few totals).
    const ids = Array.from({ length: 40 }, (_, i) => `r${String((i * 17) % 40).padStart(2, "0")}`);
    for (const id of ids) await insertTestUser(storage.db, id, { createdAt: noon });
    for (const [i, id] of ids.entries()) {
      if (i % 4 === 0) continue; // no member_stats row yet: 0 points, placed among the zeros
      await recordLogin(storage.db, id, noon);
      for (let c = 0; c < i % 3; c++) await recordActivity(storage.db, id, { type: "chapter-read", book: "sl", chapter: c + 1 }, noon);
    }
    await expectTotalsInStep();
    for (let round = 0; round < 2; round++) {
      const expected = await positions();
      for (const [id, place] of expected) expect(await rankOf(storage.db, id)).toBe(place);
      const ranking = await getRanking(storage.db, 10);
      expect(ranking.map((r) => expected.get(r.userId))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      // Move some members up past others and onto existing totals.
      for (const id of ids.slice(5, 15))
        await recordActivity(storage.db, id, { type: "bookmark-added", book: "jo", chapter: 3, verse: 16 + round }, noon);
      await expectTotalsInStep();
    }
  });

  it("orders ties by id whatever the ids' lengths and first characters", async () => {
    const ids = ["q", "q0", "qa", "qa-2", "qb", "qq", "Q", "0", "-"];
    for (const id of ids) await insertTestUser(storage.db, id, { createdAt: noon });
    await storage.db
      .insertInto("member_stats")
      .values(ids.map((id) => ({ user_id: id, points: 55 })))
      .execute();
    await expectTotalsInStep();
    const expected = await positions();
    for (const id of ids) expect(await rankOf(storage.db, id)).toBe(expected.get(id));
  });

  it("places a member without stats after everyone with points, among the zeros by id", async () => {
    await insertTestUser(storage.db, "r00a", { createdAt: noon });
    await insertTestUser(storage.db, "zz-nobody", { createdAt: noon });
    const withPoints = await storage.db.selectFrom("member_stats").select("user_id").where("points", ">", 0).execute();
    const zerosBefore = await storage.db
      .selectFrom("member_stats")
      .select("user_id")
      .where("points", "=", 0)
      .where("user_id", "<", "zz-nobody")
      .execute();
    expect(await rankOf(storage.db, "zz-nobody")).toBe(withPoints.length + zerosBefore.length + 1);
  });

  it("keeps the totals when members leave, and rebuilds them when migrated again", async () => {
    await storage.db.deleteFrom("users").where("id", "in", ["r01", "r02", "r10"]).execute();
    await expectTotalsInStep();
    const expected = await positions();
    for (const [id, place] of expected) expect(await rankOf(storage.db, id)).toBe(place);
    const migrator = new Migrator({ db: storage.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0010_bible_search_in_bible_order")).error).toBeUndefined();
    await storage.db.updateTable("member_stats").set({ points: 7 }).where("user_id", "=", "r03").execute();
    await migrateToLatest(storage.db);
    await expectTotalsInStep();
  });

  it("stays in step when many members earn points at once", async () => {
    const ids = Array.from({ length: 24 }, (_, i) => `c${i}`);
    for (const id of ids) await insertTestUser(storage.db, id, { createdAt: noon });
    await Promise.all(
      ids.flatMap((id, i) => [
        recordLogin(storage.db, id, noon),
        ...Array.from({ length: 1 + (i % 4) }, (_, c) => recordActivity(storage.db, id, { type: "chapter-read", book: "gn", chapter: c + 1 }, noon)),
      ]),
    );
    await expectTotalsInStep();
    const expected = await positions();
    for (const id of ids) expect(await rankOf(storage.db, id)).toBe(expected.get(id));
  });
});
