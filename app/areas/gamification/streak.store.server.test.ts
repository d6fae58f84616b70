import { expect, it } from "vitest";
import { insertTestUser } from "#tests/support/test-databases.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { readStatsAndStreak, recordLogin } from "./ledger.store.server.ts";
import { setSabbathRest } from "./streak.store.server.ts";

const H = 3_600_000;
const DAY = 24 * H;
// Sunday 1 November 2026, 12:00 in São Paulo (the members' zone).
const sunday = new Date("2026-11-01T15:00:00Z");
const at = (days: number) => new Date(sunday.getTime() + days * DAY);

describeStorage("forgiving streaks", (storage) => {
  let n = 0;
  const member = () => insertTestUser(storage.db, `s${++n}`, { createdAt: sunday });
  const streakSummary = async (db: typeof storage.db, user: string) => (await readStatsAndStreak(db, user)).streak;
  const loginsOn = async (user: string, days: number[]) => {
    for (const day of days) await recordLogin(storage.db, user, at(day));
  };

  it("a week of logins earns a protection; a missed day is then saved and the streak goes on", async () => {
    const user = await member();
    await loginsOn(user, [0, 1, 2, 3, 4, 5, 6]);
    expect(await streakSummary(storage.db, user)).toEqual({ current: 7, protections: 1, saved: [], sabbathRest: false });
    await recordLogin(storage.db, user, at(8));
    expect(await streakSummary(storage.db, user)).toEqual({ current: 8, protections: 0, saved: ["2026-11-08"], sabbathRest: false });
    // Another missed day with no protection left: the streak starts again, the saved day stays listed.
    await recordLogin(storage.db, user, at(10));
    expect(await streakSummary(storage.db, user)).toMatchObject({ current: 1, protections: 0, saved: ["2026-11-08"] });
  });

  it("two logins at once after a missed day spend one protection and save the day once", async () => {
    const user = await member();
    await loginsOn(user, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect((await streakSummary(storage.db, user)).protections).toBe(2);
    await Promise.all([1, 2, 3, 4].map(() => recordLogin(storage.db, user, at(15))));
    expect(await streakSummary(storage.db, user)).toMatchObject({ current: 15, protections: 1, saved: ["2026-11-15"] });
  });

  it("with Sabbath as a rest day a Saturday without a login neither breaks nor extends the streak", async () => {
    const user = await member();
    await setSabbathRest(storage.db, user, true, at(0));
    await loginsOn(user, [3, 4, 5, 7]); // Wednesday to Friday, then Sunday
    expect(await streakSummary(storage.db, user)).toEqual({ current: 4, protections: 0, saved: [], sabbathRest: true });
  });

  it("turning the rest day off keeps the Saturday already rested; setting it twice at once changes it once", async () => {
    const user = await member();
    await Promise.all([1, 2].map(() => setSabbathRest(storage.db, user, true, at(0))));
    await loginsOn(user, [4, 5]); // Thursday, Friday
    await Promise.all([1, 2].map(() => setSabbathRest(storage.db, user, false, at(7)))); // Sunday, after a Saturday rested
    await recordLogin(storage.db, user, at(7));
    expect(await streakSummary(storage.db, user)).toMatchObject({ current: 3, sabbathRest: false });
    // The next Saturday is not a rest day any more: missing it breaks the streak.
    await recordLogin(storage.db, user, at(12)); // Friday
    await recordLogin(storage.db, user, at(14)); // Sunday
    expect((await streakSummary(storage.db, user)).current).toBe(1);
  });

  it("turning the rest day on after a missed Saturday does not excuse it", async () => {
    const user = await member();
    await loginsOn(user, [4, 5]);
    await setSabbathRest(storage.db, user, true, at(7));
    await recordLogin(storage.db, user, at(7));
    expect((await streakSummary(storage.db, user)).current).toBe(1);
  });

  it("a member who never logged in has no streak and no protection", async () => {
    expect(await streakSummary(storage.db, await member())).toEqual({ current: 0, protections: 0, saved: [], sabbathRest: false });
  });
});
