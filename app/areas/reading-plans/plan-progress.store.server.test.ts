import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { listDevotionalFavorites, setDevotionalFavorite } from "#app/areas/devotionals/favorites.store.server.ts";
import { completedDayCounts, completedPlanDays, currentPlanId, setPlanDayDone, startPlan } from "./plan-progress.store.server.ts";

const t0 = new Date("2026-02-01T12:00:00Z");

describeStorage(
  "reading plan days and devotional favourites",
  { members: { ana: { createdAt: t0 }, bia: { createdAt: t0 }, cora: { createdAt: t0 } } },
  (storage) => {
    it("keeps completed days per member and plan; setting twice changes nothing", async () => {
      await setPlanDayDone(storage.db, "ana", "salmos-30-dias", 3, true, t0);
      await setPlanDayDone(storage.db, "ana", "salmos-30-dias", 1, true, t0);
      await Promise.all([
        setPlanDayDone(storage.db, "ana", "salmos-30-dias", 1, true, t0),
        setPlanDayDone(storage.db, "ana", "salmos-30-dias", 1, true, t0),
      ]);
      await setPlanDayDone(storage.db, "ana", "proverbios-31-dias", 7, true, t0);
      expect(await completedPlanDays(storage.db, "ana", "salmos-30-dias")).toEqual([1, 3]);
      expect(await completedDayCounts(storage.db, "ana")).toEqual({ "salmos-30-dias": 2, "proverbios-31-dias": 1 });
      await setPlanDayDone(storage.db, "ana", "salmos-30-dias", 3, false, t0);
      await setPlanDayDone(storage.db, "ana", "salmos-30-dias", 3, false, t0);
      expect(await completedPlanDays(storage.db, "ana", "salmos-30-dias")).toEqual([1]);
      expect(await completedPlanDays(storage.db, "bia", "salmos-30-dias")).toEqual([]);
      expect(await completedDayCounts(storage.db, "bia")).toEqual({});
    });

    it("pays a completed day once per plan and day, even ticked twice at once or unticked and ticked again", async () => {
      const points = async () =>
        (
          await storage.db.selectFrom("awards").select(["subject", "points"]).where("user_id", "=", "bia").where("source", "=", "plan_day").execute()
        ).map((a) => `${a.subject}:${a.points}`);
      const first = await setPlanDayDone(storage.db, "bia", "salmos-30-dias", 1, true, t0);
      expect(first?.points).toBe(10);
      const again = await Promise.all([
        setPlanDayDone(storage.db, "bia", "salmos-30-dias", 1, true, t0),
        setPlanDayDone(storage.db, "bia", "salmos-30-dias", 1, true, t0),
      ]);
      expect(again.map((o) => o?.points)).toEqual([0, 0]);
      expect(await setPlanDayDone(storage.db, "bia", "salmos-30-dias", 1, false, t0)).toBeNull();
      expect((await setPlanDayDone(storage.db, "bia", "salmos-30-dias", 1, true, t0))?.points).toBe(0);
      expect((await setPlanDayDone(storage.db, "bia", "proverbios-31-dias", 1, true, t0))?.points).toBe(10);
      expect(await points()).toEqual(expect.arrayContaining(["salmos-30-dias-1:10", "proverbios-31-dias-1:10"]));
      expect(await points()).toHaveLength(2);
      const stats = await storage.db.selectFrom("member_stats").select("points").where("user_id", "=", "bia").executeTakeFirstOrThrow();
      expect(stats.points).toBe(20);
    });

    it("the current plan is the one started or ticked last; started again, it moves up again", async () => {
      const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
      expect(await currentPlanId(storage.db, "cora")).toBe(null);
      await startPlan(storage.db, "cora", "salmos-30-dias", at(1));
      expect(await currentPlanId(storage.db, "cora")).toBe("salmos-30-dias");
      await startPlan(storage.db, "cora", "proverbios-31-dias", at(2));
      expect(await currentPlanId(storage.db, "cora")).toBe("proverbios-31-dias");
      await setPlanDayDone(storage.db, "cora", "salmos-30-dias", 4, true, at(3));
      expect(await currentPlanId(storage.db, "cora")).toBe("salmos-30-dias");
      await Promise.all([startPlan(storage.db, "cora", "proverbios-31-dias", at(4)), startPlan(storage.db, "cora", "proverbios-31-dias", at(4))]);
      expect(await currentPlanId(storage.db, "cora")).toBe("proverbios-31-dias");
    });

    it("keeps favourites per member and kind", async () => {
      await setDevotionalFavorite(storage.db, "ana", "devocional", "fe-que-descansa", true, t0);
      await setDevotionalFavorite(storage.db, "ana", "devocional", "fe-que-descansa", true, t0);
      await setDevotionalFavorite(storage.db, "ana", "livro", "manha/3", true, t0);
      expect(await listDevotionalFavorites(storage.db, "ana", "devocional")).toEqual(["fe-que-descansa"]);
      expect(await listDevotionalFavorites(storage.db, "ana", "livro")).toEqual(["manha/3"]);
      expect(await listDevotionalFavorites(storage.db, "bia", "devocional")).toEqual([]);
      await setDevotionalFavorite(storage.db, "ana", "devocional", "fe-que-descansa", false, t0);
      expect(await listDevotionalFavorites(storage.db, "ana", "devocional")).toEqual([]);
    });
  },
);
