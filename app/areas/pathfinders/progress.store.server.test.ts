import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { checkedItems, completeSpecialty, mergeItems, mergeVisitorProgress, setItem, specialtyCompletedAt } from "./progress.store.server.ts";

const t0 = new Date("2026-03-01T12:00:00Z");

describeStorage("pathfinder progress", { members: { ana: { createdAt: t0 }, bia: { createdAt: t0 } } }, (storage) => {
  it("checks, unchecks and repeats without changing anything", async () => {
    await setItem(storage.db, "ana", "1-0-0", true, t0);
    await setItem(storage.db, "ana", "1-0-0", true, t0);
    await setItem(storage.db, "ana", "1-0-1", true, t0);
    await setItem(storage.db, "ana", "1-0-1", false, t0);
    await setItem(storage.db, "ana", "1-0-4", false, t0);
    expect(await checkedItems(storage.db, "ana")).toEqual(["1-0-0"]);
  });

  it("merges a visitor's items into the account, keeping members apart", async () => {
    await mergeItems(storage.db, "ana", ["1-0-0", "2-1-2", "2-1-2", "6-5-4"], t0);
    await mergeItems(storage.db, "ana", [], t0);
    expect(await checkedItems(storage.db, "ana")).toEqual(["1-0-0", "2-1-2", "6-5-4"]);
    expect(await checkedItems(storage.db, "bia")).toEqual([]);
  });

  it("keeps only real class items from a visitor's list", async () => {
    await mergeVisitorProgress(storage.db, "bia", ["3-2-1", "1-1-4", "9-0-0", "3-2-1"], t0);
    expect(await checkedItems(storage.db, "bia")).toEqual(["3-2-1"]);
    await storage.db.deleteFrom("pathfinder_progress").where("user_id", "=", "bia").execute();
  });

  it("records a completed specialty once, with its first date", async () => {
    expect(await specialtyCompletedAt(storage.db, "bia", 33)).toBeNull();
    await completeSpecialty(storage.db, "bia", 33, t0);
    await completeSpecialty(storage.db, "bia", 33, new Date(t0.getTime() + 60_000));
    expect(await specialtyCompletedAt(storage.db, "bia", 33)).toBe("2026-03-01T12:00:00.000Z");
    expect(await specialtyCompletedAt(storage.db, "ana", 33)).toBeNull();
  });

  it("merges a visitor's completed specialties that exist, keeping a date already there", async () => {
    const later = new Date(t0.getTime() + 60_000);
    await completeSpecialty(storage.db, "ana", 5, t0);
    await mergeVisitorProgress(storage.db, "ana", ["especialidade-5", "especialidade-12", "especialidade-999", "especialidade-12"], later);
    expect(await specialtyCompletedAt(storage.db, "ana", 5)).toBe(t0.toISOString());
    expect(await specialtyCompletedAt(storage.db, "ana", 12)).toBe(later.toISOString());
    expect(await specialtyCompletedAt(storage.db, "ana", 999)).toBeNull();
  });
});
