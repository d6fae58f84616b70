import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestUser, testDatabases } from "#tests/support/test-databases.ts";
import { checkedItems, completeSpecialty, mergeItems, mergeVisitorProgress, setItem, specialtyCompletedAt } from "./progress.store.server.ts";

describe.each(testDatabases)("pathfinder progress on $name", (engine) => {
  let handle: Awaited<ReturnType<typeof engine.open>>;
  const t0 = new Date("2026-03-01T12:00:00Z");
  beforeAll(async () => {
    handle = await engine.open();
    for (const id of ["ana", "bia"]) await insertTestUser(handle.db, id, { createdAt: t0 });
  });
  afterAll(() => handle.close());

  it("checks, unchecks and repeats without changing anything", async () => {
    await setItem(handle.db, "ana", "1-0-0", true, t0);
    await setItem(handle.db, "ana", "1-0-0", true, t0);
    await setItem(handle.db, "ana", "1-0-1", true, t0);
    await setItem(handle.db, "ana", "1-0-1", false, t0);
    await setItem(handle.db, "ana", "1-0-4", false, t0);
    expect(await checkedItems(handle.db, "ana")).toEqual(["1-0-0"]);
  });

  it("merges a visitor's items into the account, keeping members apart", async () => {
    await mergeItems(handle.db, "ana", ["1-0-0", "2-1-2", "2-1-2", "6-5-4"], t0);
    await mergeItems(handle.db, "ana", [], t0);
    expect(await checkedItems(handle.db, "ana")).toEqual(["1-0-0", "2-1-2", "6-5-4"]);
    expect(await checkedItems(handle.db, "bia")).toEqual([]);
  });

  it("keeps only real class items from a visitor's list", async () => {
    await mergeVisitorProgress(handle.db, "bia", ["3-2-1", "1-1-4", "9-0-0", "3-2-1"], t0);
    expect(await checkedItems(handle.db, "bia")).toEqual(["3-2-1"]);
    await handle.db.deleteFrom("pathfinder_progress").where("user_id", "=", "bia").execute();
  });

  it("records a completed specialty once, with its first date", async () => {
    expect(await specialtyCompletedAt(handle.db, "bia", 33)).toBeNull();
    await completeSpecialty(handle.db, "bia", 33, t0);
    await completeSpecialty(handle.db, "bia", 33, new Date(t0.getTime() + 60_000));
    expect(await specialtyCompletedAt(handle.db, "bia", 33)).toBe("2026-03-01T12:00:00.000Z");
    expect(await specialtyCompletedAt(handle.db, "ana", 33)).toBeNull();
  });
});
