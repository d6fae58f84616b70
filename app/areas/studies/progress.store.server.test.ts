import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestUser, testDatabases } from "#tests/support/test-databases.ts";
import { getMemberProgress } from "#app/areas/gamification/ledger.store.server.ts";
import { completedLessons, completeLesson } from "./progress.store.server.ts";

describe.each(testDatabases)("lesson completions on $name", (engine) => {
  let handle: Awaited<ReturnType<typeof engine.open>>;
  const t0 = new Date("2026-02-01T12:00:00Z");
  beforeAll(async () => {
    handle = await engine.open();
    for (const id of ["ana", "bia"]) await insertTestUser(handle.db, id, { createdAt: t0 });
  });
  afterAll(() => handle.close());

  it("records a lesson once and pays the lesson event once", async () => {
    const first = await completeLesson(handle.db, "ana", "grande-conflito", 1, t0);
    expect(first.points).toBeGreaterThan(0);
    const again = await completeLesson(handle.db, "ana", "grande-conflito", 1, t0);
    expect(again.points).toBe(0);
    await completeLesson(handle.db, "ana", "grande-conflito", 3, t0);
    await completeLesson(handle.db, "ana", "perdao", 2, t0);
    expect(await completedLessons(handle.db, "ana")).toEqual({ "grande-conflito": [1, 3], perdao: [2] });
    expect((await getMemberProgress(handle.db, "ana")).stats.studiesCompleted).toBe(3);
    expect(await completedLessons(handle.db, "bia")).toEqual({});
  });
});
