import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { listDevotionalFavorites, setDevotionalFavorite } from "#app/areas/devotionals/favorites.store.server.ts";
import { completedDayCounts, completedPlanDays, setPlanDayDone } from "./plan-progress.store.server.ts";

const t0 = new Date("2026-02-01T12:00:00Z");

describeStorage("reading plan days and devotional favourites", { members: { ana: { createdAt: t0 }, bia: { createdAt: t0 } } }, (storage) => {
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
});
