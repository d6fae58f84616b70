import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { getMemberProgress } from "#app/areas/gamification/ledger.store.server.ts";
import { completedLessons, completeLesson } from "./progress.store.server.ts";

const t0 = new Date("2026-02-01T12:00:00Z");

describeStorage("lesson completions", { members: { ana: { createdAt: t0 }, bia: { createdAt: t0 } } }, (storage) => {
  it("records a lesson once and pays the lesson event once", async () => {
    const first = await completeLesson(storage.db, "ana", "grande-conflito", 1, t0);
    expect(first.points).toBeGreaterThan(0);
    const again = await completeLesson(storage.db, "ana", "grande-conflito", 1, t0);
    expect(again.points).toBe(0);
    await completeLesson(storage.db, "ana", "grande-conflito", 3, t0);
    await completeLesson(storage.db, "ana", "perdao", 2, t0);
    expect(await completedLessons(storage.db, "ana")).toEqual({ "grande-conflito": [1, 3], perdao: [2] });
    expect((await getMemberProgress(storage.db, "ana")).stats.studiesCompleted).toBe(3);
    expect(await completedLessons(storage.db, "bia")).toEqual({});
  });
});
