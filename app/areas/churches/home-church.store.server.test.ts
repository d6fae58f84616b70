import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { aSecondChurch, theFirstChurch } from "#tests/support/churches.ts";
import { getMemberProgress } from "#app/areas/gamification/ledger.store.server.ts";
import { homeChurchOf, setHomeChurch, signUpChurch } from "./home-church.store.server.ts";

describeStorage("a member's home church", { members: { ana: {}, rui: {} } }, (storage) => {
  it("signs a new member up to the one church without asking", async () => {
    const first = await theFirstChurch(storage.db);
    expect(await signUpChurch(storage.db, undefined)).toEqual(first);
    expect(await signUpChurch(storage.db, "nao-existe")).toEqual(first);
  });

  it("moves a member and keeps their points and streak", async () => {
    const first = await theFirstChurch(storage.db);
    const second = await aSecondChurch(storage.db);
    await storage.db.insertInto("member_stats").values({ user_id: "ana", points: 120, streak_current: 5, streak_longest: 9 }).execute();
    expect(await setHomeChurch(storage.db, "ana", first)).toBe(true);
    const before = (await getMemberProgress(storage.db, "ana")).stats;

    expect(await setHomeChurch(storage.db, "ana", second)).toBe(true);

    expect((await homeChurchOf(storage.db, "ana"))?.slug).toBe("segunda-igreja");
    const after = (await getMemberProgress(storage.db, "ana")).stats;
    expect(after).toEqual(before);
    expect([after.points, after.streakCurrent]).toEqual([120, 5]);
  });

  it("moves no one else, and no member who does not exist", async () => {
    const first = await theFirstChurch(storage.db);
    expect(await setHomeChurch(storage.db, "ninguem", first)).toBe(false);
    expect(await homeChurchOf(storage.db, "rui")).toBeUndefined();
  });

  it("asks a new member's choice once there are two churches", async () => {
    expect(await signUpChurch(storage.db, undefined)).toBeUndefined();
    expect(await signUpChurch(storage.db, "nao-existe")).toBeUndefined();
    expect((await signUpChurch(storage.db, "segunda-igreja"))?.name).toBe("Segunda Igreja");
  });
});
