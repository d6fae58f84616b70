import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { bestQuizScores, recordQuizScore } from "./best-scores.store.server.ts";

const t0 = new Date("2026-02-01T12:00:00Z");

describeStorage("quiz best scores", { members: { ana: { createdAt: t0 }, bia: { createdAt: t0 } } }, (storage) => {
  it("keeps only the best result per member and quiz", async () => {
    await recordQuizScore(storage.db, "ana", "criacao-e-patriarcas", { correct: 3, total: 5 }, t0);
    await recordQuizScore(storage.db, "ana", "criacao-e-patriarcas", { correct: 2, total: 5 }, t0);
    expect(await bestQuizScores(storage.db, "ana")).toEqual({ "criacao-e-patriarcas": { correct: 3, total: 5 } });
    await recordQuizScore(storage.db, "ana", "criacao-e-patriarcas", { correct: 5, total: 5 }, new Date(t0.getTime() + 60_000));
    await recordQuizScore(storage.db, "ana", "nascimento-de-jesus", { correct: 1, total: 5 }, t0);
    expect(await bestQuizScores(storage.db, "ana")).toEqual({
      "criacao-e-patriarcas": { correct: 5, total: 5 },
      "nascimento-de-jesus": { correct: 1, total: 5 },
    });
    const row = await storage.db
      .selectFrom("quiz_best_scores")
      .select("achieved_at")
      .where("user_id", "=", "ana")
      .where("quiz_id", "=", "criacao-e-patriarcas")
      .executeTakeFirstOrThrow();
    expect(row.achieved_at).toBe("2026-02-01T12:01:00.000Z");
  });

  it("keeps members apart", async () => {
    expect(await bestQuizScores(storage.db, "bia")).toEqual({});
  });
});
