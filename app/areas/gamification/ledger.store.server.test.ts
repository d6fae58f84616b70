import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#db/migrate.ts";
import { migrations } from "#db/migrations/index.ts";
import { insertTestUser, testDatabases } from "#tests/support/test-databases.ts";
import { reportTimeZone } from "#app/areas/accounts/accounts.store.server.ts";
import { createNote, deleteNote, listNotes } from "#app/areas/profile/notes.store.server.ts";
import { getMemberProgress, getRanking, rankOf, recordActivity, recordLogin } from "./ledger.store.server.ts";

const noon = new Date("2026-05-04T15:00:00Z"); // 12:00 in São Paulo
const H = 3_600_000;

describe.each(testDatabases)("points ledger on $name", (engine) => {
  let handle: Awaited<ReturnType<typeof engine.open>>;
  let n = 0;
  async function member(name = "Membro Teste") {
    return insertTestUser(handle.db, `m${++n}`, { name, createdAt: noon });
  }
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  it("the first login unlocks first_login: 10 points, level 1, streak 1", async () => {
    const user = await member();
    const outcome = await recordLogin(handle.db, user, noon);
    expect(outcome.unlocked.map((a) => a.id)).toEqual(["first_login"]);
    const { stats, unlocked } = await getMemberProgress(handle.db, user);
    expect(stats).toMatchObject({ points: 10, level: 1, streakCurrent: 1, daysActive: 1 });
    expect(unlocked.map((u) => u.achievement.id)).toEqual(["first_login"]);
    const again = await recordLogin(handle.db, user, new Date(noon.getTime() + H));
    expect(again.unlocked).toEqual([]);
    expect((await getMemberProgress(handle.db, user)).stats).toMatchObject({ points: 10, daysActive: 2, streakCurrent: 1 });
  });

  it("a chapter pays 10 once per day, and read_bible_1 unlocks with it", async () => {
    const user = await member();
    const first = await recordActivity(handle.db, user, { type: "chapter-read", book: "gn", chapter: 1 }, noon);
    expect(first.points).toBe(30);
    expect(first.unlocked.map((a) => a.id)).toEqual(["read_bible_1"]);
    const same = await recordActivity(handle.db, user, { type: "chapter-read", book: "gn", chapter: 1 }, new Date(noon.getTime() + H));
    expect(same.points).toBe(0);
    const tomorrow = await recordActivity(handle.db, user, { type: "chapter-read", book: "gn", chapter: 1 }, new Date(noon.getTime() + 24 * H));
    expect(tomorrow.points).toBe(10);
    expect((await getMemberProgress(handle.db, user)).stats).toMatchObject({ chaptersRead: 2, points: 40 });
  });

  it("two concurrent awards of the same event pay once", async () => {
    const user = await member();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => recordActivity(handle.db, user, { type: "lesson-completed", id: "licao-1" }, noon)),
    );
    expect(results.filter((r) => r.points > 0)).toHaveLength(1);
    expect((await getMemberProgress(handle.db, user)).stats).toMatchObject({ studiesCompleted: 1, points: 20 + 50 });
  });

  it("re-adding a bookmark does not pay again; ten bookmarks unlock bookmark_10", async () => {
    const user = await member();
    await recordActivity(handle.db, user, { type: "bookmark-added", book: "jo", chapter: 3, verse: 16 }, noon);
    await recordActivity(handle.db, user, { type: "bookmark-added", book: "jo", chapter: 3, verse: 16 }, noon);
    for (let v = 1; v <= 9; v++) await recordActivity(handle.db, user, { type: "bookmark-added", book: "sl", chapter: 23, verse: v }, noon);
    const { stats, unlocked } = await getMemberProgress(handle.db, user);
    expect(stats.bookmarksAdded).toBe(10);
    expect(stats.points).toBe(10 * 2 + 30);
    expect(unlocked.map((u) => u.achievement.id)).toEqual(["bookmark_10"]);
  });

  it("shares count without points until share_5", async () => {
    const user = await member();
    for (let i = 0; i < 4; i++) await recordActivity(handle.db, user, { type: "verse-shared", reference: `Sl 23:${i + 1}` }, noon);
    // The same verse shared again the same day counts once.
    await recordActivity(handle.db, user, { type: "verse-shared", reference: "Sl 23:1" }, noon);
    expect((await getMemberProgress(handle.db, user)).stats).toMatchObject({ versesShared: 4, points: 0 });
    const fifth = await recordActivity(handle.db, user, { type: "verse-shared", reference: "Jo 3:16" }, noon);
    expect(fifth.unlocked.map((a) => a.id)).toEqual(["share_5"]);
  });

  it("seven daily logins unlock streak_7 and raise the level", async () => {
    const user = await member();
    let outcome;
    for (let day = 0; day < 7; day++) outcome = await recordLogin(handle.db, user, new Date(noon.getTime() + day * 25 * H));
    expect(outcome!.unlocked.map((a) => a.id)).toEqual(["streak_7"]);
    const { stats } = await getMemberProgress(handle.db, user);
    expect(stats).toMatchObject({ streakCurrent: 7, streakLongest: 7, points: 70 });
  });

  it("early_bird and night_owl by the member's local hour", async () => {
    const early = await member();
    const at0559 = new Date("2026-05-04T08:59:00Z");
    expect((await recordLogin(handle.db, early, at0559)).unlocked.map((a) => a.id)).toEqual(["first_login", "early_bird"]);
    const late = await member();
    const at2200 = new Date("2026-05-05T01:00:00Z");
    expect((await recordLogin(handle.db, late, at2200)).unlocked.map((a) => a.id)).toEqual(["first_login", "night_owl"]);
  });

  it("a chapter day follows the member's stored zone, whatever the browser says", async () => {
    const user = await member();
    // 22:00 in São Paulo is already the next day in Tokyo: the stored zone decides, so a
    // browser claiming Tokyo cannot get the chapter paid for a second day.
    const lateEvening = new Date("2026-05-05T01:00:00Z");
    expect(
      (await recordActivity(handle.db, user, { type: "chapter-read", book: "rt", chapter: 1 }, new Date("2026-05-04T13:00:00Z"))).points,
    ).toBeGreaterThan(0);
    await reportTimeZone(handle.db, user, "Asia/Tokyo", lateEvening);
    expect((await recordActivity(handle.db, user, { type: "chapter-read", book: "rt", chapter: 1 }, lateEvening)).points).toBe(0);
  });

  it("a note deleted and written again pays nothing: notes pay as the member's n-th note", async () => {
    const user = await member();
    const input = { titulo: "Fé", referencia: "Hb 11:1", conteudo: "A certeza das coisas que se esperam." };
    const first = await createNote(handle.db, user, input, noon);
    expect(first!.earned.points).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 3; i++) {
      await deleteNote(handle.db, user, (await listNotes(handle.db, user))[0]!.id);
      expect((await createNote(handle.db, user, input, noon))!.earned.points).toBe(0);
    }
    expect((await createNote(handle.db, user, { ...input, titulo: "Esperança" }, noon))!.earned.points).toBe(3);
    expect((await getMemberProgress(handle.db, user)).stats.notesCreated).toBe(2);
  });

  it("notes written at the same moment each pay as the next note (on PostgreSQL, on connections of their own)", async () => {
    const user = await member();
    const written = await Promise.all(
      [1, 2, 3, 4].map((i) => createNote(handle.db, user, { titulo: `Nota ${i}`, referencia: "Jo 3:16", conteudo: "Texto." }, noon)),
    );
    expect(written.map((note) => note!.earned.points >= 3)).toEqual([true, true, true, true]);
    expect((await getMemberProgress(handle.db, user)).stats.notesCreated).toBe(4);
  });

  it("ranks members by points", async () => {
    const top = await member("Zélia Ramos");
    for (let c = 1; c <= 12; c++) await recordActivity(handle.db, top, { type: "chapter-read", book: "sl", chapter: c }, noon);
    const ranking = await getRanking(handle.db, 10);
    expect(ranking[0]).toMatchObject({ userId: top, name: "Zélia Ramos", points: 12 * 10 + 20 + 50, level: 2 });
    expect(ranking.length).toBeLessThanOrEqual(10);
    for (let i = 1; i < ranking.length; i++) expect(ranking[i - 1]!.points).toBeGreaterThanOrEqual(ranking[i]!.points);
    expect(await rankOf(handle.db, top)).toBe(1);
    for (const [i, row] of ranking.entries()) expect(await rankOf(handle.db, row.userId)).toBe(i + 1);
  });
});

describe.each(testDatabases)("ranking positions on $name", (engine) => {
  let handle: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  /** Every member's position by sorting them all: the order getRanking and rankOf promise. */
  async function positions(): Promise<Map<string, number>> {
    const rows = await handle.db.selectFrom("member_stats").select(["user_id", "points"]).execute();
    const ids = rows.map((r) => r.user_id);
    const order = await handle.db.selectFrom("member_stats").select("user_id").orderBy("points", "desc").orderBy("user_id").execute();
    expect(order.map((r) => r.user_id).sort()).toEqual(ids.sort());
    return new Map(order.map((r, i) => [r.user_id, i + 1]));
  }

  /** ranking_points holds, for each total and each total and id prefix, how many members have it, and no empty row. */
  async function expectTotalsInStep() {
    const stats = await handle.db.selectFrom("member_stats").select(["user_id", "points"]).execute();
    const held = new Map<string, number>();
    for (const { user_id, points } of stats) {
      for (const key of [`${points}/`, `${points}/${user_id.slice(0, 2)}`]) held.set(key, (held.get(key) ?? 0) + 1);
    }
    const kept = await handle.db.selectFrom("ranking_points").select(["points", "id_prefix", "members"]).execute();
    const sorted = (entries: Array<[string, number]>) => entries.sort((a, b) => a[0].localeCompare(b[0]));
    expect(sorted(kept.map((r) => [`${r.points}/${r.id_prefix}`, Number(r.members)]))).toEqual(sorted([...held]));
  }

  it("gives every member the place a full sort gives, ties ordered by id, as points change", async () => {
    // Ids out of insertion order, many ties (most members on the same few totals).
    const ids = Array.from({ length: 40 }, (_, i) => `r${String((i * 17) % 40).padStart(2, "0")}`);
    for (const id of ids) await insertTestUser(handle.db, id, { createdAt: noon });
    for (const [i, id] of ids.entries()) {
      if (i % 4 === 0) continue; // no member_stats row yet: 0 points, placed among the zeros
      await recordLogin(handle.db, id, noon);
      for (let c = 0; c < i % 3; c++) await recordActivity(handle.db, id, { type: "chapter-read", book: "sl", chapter: c + 1 }, noon);
    }
    await expectTotalsInStep();
    for (let round = 0; round < 2; round++) {
      const expected = await positions();
      for (const [id, place] of expected) expect(await rankOf(handle.db, id)).toBe(place);
      const ranking = await getRanking(handle.db, 10);
      expect(ranking.map((r) => expected.get(r.userId))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      // Move some members up past others and onto existing totals.
      for (const id of ids.slice(5, 15))
        await recordActivity(handle.db, id, { type: "bookmark-added", book: "jo", chapter: 3, verse: 16 + round }, noon);
      await expectTotalsInStep();
    }
  });

  it("orders ties by id whatever the ids' lengths and first characters", async () => {
    const ids = ["q", "q0", "qa", "qa-2", "qb", "qq", "Q", "0", "-"];
    for (const id of ids) await insertTestUser(handle.db, id, { createdAt: noon });
    await handle.db
      .insertInto("member_stats")
      .values(ids.map((id) => ({ user_id: id, points: 55 })))
      .execute();
    await expectTotalsInStep();
    const expected = await positions();
    for (const id of ids) expect(await rankOf(handle.db, id)).toBe(expected.get(id));
  });

  it("places a member without stats after everyone with points, among the zeros by id", async () => {
    await insertTestUser(handle.db, "r00a", { createdAt: noon });
    await insertTestUser(handle.db, "zz-nobody", { createdAt: noon });
    const withPoints = await handle.db.selectFrom("member_stats").select("user_id").where("points", ">", 0).execute();
    const zerosBefore = await handle.db
      .selectFrom("member_stats")
      .select("user_id")
      .where("points", "=", 0)
      .where("user_id", "<", "zz-nobody")
      .execute();
    expect(await rankOf(handle.db, "zz-nobody")).toBe(withPoints.length + zerosBefore.length + 1);
  });

  it("keeps the totals when members leave, and rebuilds them when migrated again", async () => {
    await handle.db.deleteFrom("users").where("id", "in", ["r01", "r02", "r10"]).execute();
    await expectTotalsInStep();
    const expected = await positions();
    for (const [id, place] of expected) expect(await rankOf(handle.db, id)).toBe(place);
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0010_bible_search_in_bible_order")).error).toBeUndefined();
    await handle.db.updateTable("member_stats").set({ points: 7 }).where("user_id", "=", "r03").execute();
    await migrateToLatest(handle.db);
    await expectTotalsInStep();
  });

  it("stays in step when many members earn points at once", async () => {
    const ids = Array.from({ length: 24 }, (_, i) => `c${i}`);
    for (const id of ids) await insertTestUser(handle.db, id, { createdAt: noon });
    await Promise.all(
      ids.flatMap((id, i) => [
        recordLogin(handle.db, id, noon),
        ...Array.from({ length: 1 + (i % 4) }, (_, c) => recordActivity(handle.db, id, { type: "chapter-read", book: "gn", chapter: c + 1 }, noon)),
      ]),
    );
    await expectTotalsInStep();
    const expected = await positions();
    for (const id of ids) expect(await rankOf(handle.db, id)).toBe(expected.get(id));
  });
});
