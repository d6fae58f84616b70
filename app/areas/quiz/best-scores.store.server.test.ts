import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestUser, testDatabases } from "#tests/support/test-databases.ts";
import { bestQuizScores, recordQuizScore } from "./best-scores.store.server.ts";

describe.each(testDatabases)("quiz best scores on $name", (engine) => {
  let handle: Awaited<ReturnType<typeof engine.open>>;
  const t0 = new Date("2026-02-01T12:00:00Z");
  beforeAll(async () => {
    handle = await engine.open();
    for (const id of ["ana", "bia"]) {
      await insertTestUser(handle.db, id, { createdAt: t0 });
    }
  });
  afterAll(() => handle.close());

  it("keeps only the best result per member and quiz", async () => {
    await recordQuizScore(handle.db, "ana", "criacao-e-patriarcas", { correct: 3, total: 5 }, t0);
    await recordQuizScore(handle.db, "ana", "criacao-e-patriarcas", { correct: 2, total: 5 }, t0);
    expect(await bestQuizScores(handle.db, "ana")).toEqual({ "criacao-e-patriarcas": { correct: 3, total: 5 } });
    await recordQuizScore(handle.db, "ana", "criacao-e-patriarcas", { correct: 5, total: 5 }, new Date(t0.getTime() + 60_000));
    await recordQuizScore(handle.db, "ana", "nascimento-de-jesus", { correct: 1, total: 5 }, t0);
    expect(await bestQuizScores(handle.db, "ana")).toEqual({
      "criacao-e-patriarcas": { correct: 5, total: 5 },
      "nascimento-de-jesus": { correct: 1, total: 5 },
    });
    const row = await handle.db
      .selectFrom("quiz_best_scores")
      .select("achieved_at")
      .where("user_id", "=", "ana")
      .where("quiz_id", "=", "criacao-e-patriarcas")
      .executeTakeFirstOrThrow();
    expect(row.achieved_at).toBe("2026-02-01T12:01:00.000Z");
  });

  it("keeps members apart", async () => {
    expect(await bestQuizScores(handle.db, "bia")).toEqual({});
  });
});
