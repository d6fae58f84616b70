import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestUser, testDatabases } from "#tests/support/test-databases.ts";
import { listDevotionalFavorites, setDevotionalFavorite } from "#app/areas/devotionals/favorites.store.server.ts";
import { completedDayCounts, completedPlanDays, setPlanDayDone } from "./plan-progress.store.server.ts";

describe.each(testDatabases)("reading plan days and devotional favourites on $name", (engine) => {
  let handle: Awaited<ReturnType<typeof engine.open>>;
  const t0 = new Date("2026-02-01T12:00:00Z");
  beforeAll(async () => {
    handle = await engine.open();
    for (const id of ["ana", "bia"]) await insertTestUser(handle.db, id, { createdAt: t0 });
  });
  afterAll(() => handle.close());

  it("keeps completed days per member and plan; setting twice changes nothing", async () => {
    await setPlanDayDone(handle.db, "ana", "salmos-30-dias", 3, true, t0);
    await setPlanDayDone(handle.db, "ana", "salmos-30-dias", 1, true, t0);
    await Promise.all([
      setPlanDayDone(handle.db, "ana", "salmos-30-dias", 1, true, t0),
      setPlanDayDone(handle.db, "ana", "salmos-30-dias", 1, true, t0),
    ]);
    await setPlanDayDone(handle.db, "ana", "proverbios-31-dias", 7, true, t0);
    expect(await completedPlanDays(handle.db, "ana", "salmos-30-dias")).toEqual([1, 3]);
    expect(await completedDayCounts(handle.db, "ana")).toEqual({ "salmos-30-dias": 2, "proverbios-31-dias": 1 });
    await setPlanDayDone(handle.db, "ana", "salmos-30-dias", 3, false, t0);
    await setPlanDayDone(handle.db, "ana", "salmos-30-dias", 3, false, t0);
    expect(await completedPlanDays(handle.db, "ana", "salmos-30-dias")).toEqual([1]);
    expect(await completedPlanDays(handle.db, "bia", "salmos-30-dias")).toEqual([]);
    expect(await completedDayCounts(handle.db, "bia")).toEqual({});
  });

  it("keeps favourites per member and kind", async () => {
    await setDevotionalFavorite(handle.db, "ana", "devocional", "fe-que-descansa", true, t0);
    await setDevotionalFavorite(handle.db, "ana", "devocional", "fe-que-descansa", true, t0);
    await setDevotionalFavorite(handle.db, "ana", "livro", "manha/3", true, t0);
    expect(await listDevotionalFavorites(handle.db, "ana", "devocional")).toEqual(["fe-que-descansa"]);
    expect(await listDevotionalFavorites(handle.db, "ana", "livro")).toEqual(["manha/3"]);
    expect(await listDevotionalFavorites(handle.db, "bia", "devocional")).toEqual([]);
    await setDevotionalFavorite(handle.db, "ana", "devocional", "fe-que-descansa", false, t0);
    expect(await listDevotionalFavorites(handle.db, "ana", "devocional")).toEqual([]);
  });
});
