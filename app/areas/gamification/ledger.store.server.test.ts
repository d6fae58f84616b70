import { SelectQueryNode, TableNode, type KyselyPlugin, type OperationNode } from "kysely";
import { expect, it } from "vitest";
import { insertTestUser } from "#tests/support/test-databases.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { reportTimeZone } from "#app/areas/accounts/accounts.store.server.ts";
import { createNote, deleteNote, listNotes } from "#app/areas/profile/notes.store.server.ts";
import { getMemberProgress, recordActivity, recordLogin } from "./ledger.store.server.ts";

const noon = new Date("2026-05-04T15:00:00Z"); // 12:00 in São Paulo
const H = 3_600_000;

describeStorage("points ledger", (storage) => {
  let n = 0;
  async function member(name = "Membro Teste") {
    return insertTestUser(storage.db, `m${++n}`, { name, createdAt: noon });
  }

  it("the first login unlocks first_login: 10 points, level 1, streak 1", async () => {
    const user = await member();
    const outcome = await recordLogin(storage.db, user, noon);
    expect(outcome.unlocked.map((a) => a.id)).toEqual(["first_login"]);
    const { stats, unlocked } = await getMemberProgress(storage.db, user);
    expect(stats).toMatchObject({ points: 10, level: 1, streakCurrent: 1, daysActive: 1 });
    expect(unlocked.map((u) => u.achievement.id)).toEqual(["first_login"]);
    const again = await recordLogin(storage.db, user, new Date(noon.getTime() + H));
    expect(again.unlocked).toEqual([]);
    expect((await getMemberProgress(storage.db, user)).stats).toMatchObject({ points: 10, daysActive: 2, streakCurrent: 1 });
  });

  it("a chapter pays 10 once per day, and read_bible_1 unlocks with it", async () => {
    const user = await member();
    const first = await recordActivity(storage.db, user, { type: "chapter-read", book: "gn", chapter: 1 }, noon);
    expect(first.points).toBe(30);
    expect(first.unlocked.map((a) => a.id)).toEqual(["read_bible_1"]);
    const same = await recordActivity(storage.db, user, { type: "chapter-read", book: "gn", chapter: 1 }, new Date(noon.getTime() + H));
    expect(same.points).toBe(0);
    const tomorrow = await recordActivity(storage.db, user, { type: "chapter-read", book: "gn", chapter: 1 }, new Date(noon.getTime() + 24 * H));
    expect(tomorrow.points).toBe(10);
    expect((await getMemberProgress(storage.db, user)).stats).toMatchObject({ chaptersRead: 2, points: 40 });
  });

  it("only the first 20 chapters and 10 devotionals of a local day pay, even read at once; the next day pays again", async () => {
    const user = await member();
    const chapters = await Promise.all(
      Array.from({ length: 30 }, (_, i) => recordActivity(storage.db, user, { type: "chapter-read", book: "sl", chapter: i + 1 }, noon)),
    );
    expect(chapters.filter((o) => o.points > 0)).toHaveLength(20);
    for (let i = 0; i < 12; i++) await recordActivity(storage.db, user, { type: "devotional-read", id: `dev-${i}` }, noon);
    const { stats } = await getMemberProgress(storage.db, user);
    expect(stats).toMatchObject({ chaptersRead: 20, devotionalsRead: 10 });
    const tomorrow = await recordActivity(storage.db, user, { type: "chapter-read", book: "sl", chapter: 30 }, new Date(noon.getTime() + 24 * H));
    expect(tomorrow.points).toBeGreaterThanOrEqual(10);
  });

  it("two concurrent awards of the same event pay once", async () => {
    const user = await member();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => recordActivity(storage.db, user, { type: "lesson-completed", id: "licao-1" }, noon)),
    );
    expect(results.filter((r) => r.points > 0)).toHaveLength(1);
    expect((await getMemberProgress(storage.db, user)).stats).toMatchObject({ studiesCompleted: 1, points: 20 + 50 });
  });

  it("re-adding a bookmark does not pay again; ten bookmarks unlock bookmark_10", async () => {
    const user = await member();
    await recordActivity(storage.db, user, { type: "bookmark-added", book: "jo", chapter: 3, verse: 16 }, noon);
    await recordActivity(storage.db, user, { type: "bookmark-added", book: "jo", chapter: 3, verse: 16 }, noon);
    for (let v = 1; v <= 9; v++) await recordActivity(storage.db, user, { type: "bookmark-added", book: "sl", chapter: 23, verse: v }, noon);
    const { stats, unlocked } = await getMemberProgress(storage.db, user);
    expect(stats.bookmarksAdded).toBe(10);
    expect(stats.points).toBe(10 * 2 + 30);
    expect(unlocked.map((u) => u.achievement.id)).toEqual(["bookmark_10"]);
  });

  it("shares count without points until share_5", async () => {
    const user = await member();
    for (let i = 0; i < 4; i++) await recordActivity(storage.db, user, { type: "verse-shared", reference: `Sl 23:${i + 1}` }, noon);
    // The same verse shared again the same day counts once.
    await recordActivity(storage.db, user, { type: "verse-shared", reference: "Sl 23:1" }, noon);
    expect((await getMemberProgress(storage.db, user)).stats).toMatchObject({ versesShared: 4, points: 0 });
    const fifth = await recordActivity(storage.db, user, { type: "verse-shared", reference: "Jo 3:16" }, noon);
    expect(fifth.unlocked.map((a) => a.id)).toEqual(["share_5"]);
  });

  it("seven daily logins unlock streak_7 and raise the level", async () => {
    const user = await member();
    let outcome;
    for (let day = 0; day < 7; day++) outcome = await recordLogin(storage.db, user, new Date(noon.getTime() + day * 25 * H));
    expect(outcome!.unlocked.map((a) => a.id)).toEqual(["streak_7"]);
    const { stats } = await getMemberProgress(storage.db, user);
    expect(stats).toMatchObject({ streakCurrent: 7, streakLongest: 7, points: 70 });
  });

  it("early_bird and night_owl by the member's local hour", async () => {
    const early = await member();
    const at0559 = new Date("2026-05-04T08:59:00Z");
    expect((await recordLogin(storage.db, early, at0559)).unlocked.map((a) => a.id)).toEqual(["first_login", "early_bird"]);
    const late = await member();
    const at2200 = new Date("2026-05-05T01:00:00Z");
    expect((await recordLogin(storage.db, late, at2200)).unlocked.map((a) => a.id)).toEqual(["first_login", "night_owl"]);
  });

  it("a chapter day follows the member's stored zone, whatever the browser says", async () => {
    const user = await member();
    // 22:00 in São Paulo is already the next day in Tokyo: the stored zone decides, so a
    // browser claiming Tokyo cannot get the chapter paid for a second day.
    const lateEvening = new Date("2026-05-05T01:00:00Z");
    expect(
      (await recordActivity(storage.db, user, { type: "chapter-read", book: "rt", chapter: 1 }, new Date("2026-05-04T13:00:00Z"))).points,
    ).toBeGreaterThan(0);
    await reportTimeZone(storage.db, user, "Asia/Tokyo", lateEvening);
    expect((await recordActivity(storage.db, user, { type: "chapter-read", book: "rt", chapter: 1 }, lateEvening)).points).toBe(0);
  });

  it("a note deleted and written again pays nothing: notes pay as the member's n-th note", async () => {
    const user = await member();
    const input = { titulo: "Fé", referencia: "Hb 11:1", conteudo: "A certeza das coisas que se esperam." };
    const first = await createNote(storage.db, user, input, noon);
    expect(first!.earned.points).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 3; i++) {
      await deleteNote(storage.db, user, (await listNotes(storage.db, user))[0]!.id);
      expect((await createNote(storage.db, user, input, noon))!.earned.points).toBe(0);
    }
    expect((await createNote(storage.db, user, { ...input, titulo: "Esperança" }, noon))!.earned.points).toBe(3);
    expect((await getMemberProgress(storage.db, user)).stats.notesCreated).toBe(2);
  });

  it("notes written at the same moment each pay as the next note (on PostgreSQL, on connections of their own)", async () => {
    const user = await member();
    const written = await Promise.all(
      [1, 2, 3, 4].map((i) => createNote(storage.db, user, { titulo: `Nota ${i}`, referencia: "Jo 3:16", conteudo: "Texto." }, noon)),
    );
    expect(written.map((note) => note!.earned.points >= 3)).toEqual([true, true, true, true]);
    expect((await getMemberProgress(storage.db, user)).stats.notesCreated).toBe(4);
  });

  it("reads the member's stats row once per activity, paid or not, and once per login", async () => {
    const user = await member();
    const reads: string[] = [];
    const db = storage.db.withPlugin(countingReadsOf("member_stats", reads));
    const chapter = { type: "chapter-read", book: "ex", chapter: 1 } as const;
    expect((await recordActivity(db, user, chapter, noon)).unlocked.map((a) => a.id)).toEqual(["read_bible_1"]);
    expect(reads).toHaveLength(1);
    expect((await recordActivity(db, user, chapter, noon)).points).toBe(0);
    expect(reads).toHaveLength(2);
    expect((await recordLogin(db, user, noon)).unlocked.map((a) => a.id)).toEqual(["first_login"]);
    expect(reads).toHaveLength(3);
    expect((await getMemberProgress(storage.db, user)).stats).toMatchObject({ points: 10 + 20 + 10, chaptersRead: 1, daysActive: 1 });
  });
});

/** Records every SELECT that reads `table`, from it or joined (updates that return their row are writes, not reads). */
function countingReadsOf(table: string, reads: string[]): KyselyPlugin {
  const names = (node: OperationNode | undefined): string[] =>
    node && TableNode.is(node) ? [node.table.identifier.name] : node && "table" in node ? names(node.table as OperationNode) : [];
  return {
    transformQuery({ node }) {
      const read = SelectQueryNode.is(node) ? [...(node.from?.froms ?? []), ...(node.joins ?? []).map((join) => join.table)] : [];
      if (read.flatMap((from) => names(from)).includes(table)) reads.push(table);
      return node;
    },
    async transformResult({ result }) {
      return result;
    },
  };
}
