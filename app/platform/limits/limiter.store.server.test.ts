import { describe, expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { forgive, hit, hitAll, reset } from "./limiter.store.server.ts";
import { refusedUntil, tooManyAttemptsMessage, type LimitRule } from "./rules.ts";

const RULE: LimitRule = { action: "teste", max: 3, windowMs: 60_000 };
const t0 = new Date("2026-03-01T10:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

describeStorage("the one limiter", (storage) => {
  it("allows the maximum inside a window, refuses the next until the window ends", async () => {
    for (let i = 0; i < 3; i++) expect((await hit(storage.db, RULE, "a", later(i * 1000))).allowed).toBe(true);
    expect(await hit(storage.db, RULE, "a", later(5000))).toEqual({ allowed: false, retryAt: t0.getTime() + 60_000 });
    expect((await hit(storage.db, RULE, "b", later(5000))).allowed).toBe(true);
    expect((await hit(storage.db, RULE, "a", later(60_000))).allowed).toBe(true);
  });

  it("counts parallel tries atomically: 20 at once, exactly the maximum allowed", async () => {
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => hit(storage.db, RULE, "corrida", t0)));
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(3);
  });

  it("takes a try back, clears a subject, and keeps no subject in clear", async () => {
    for (let i = 0; i < 3; i++) await hit(storage.db, RULE, "ana@exemplo.com|10.0.0.1", t0);
    await forgive(storage.db, RULE, "ana@exemplo.com|10.0.0.1");
    expect((await hit(storage.db, RULE, "ana@exemplo.com|10.0.0.1", t0)).allowed).toBe(true);
    await reset(storage.db, RULE, "ana@exemplo.com|10.0.0.1");
    expect(await hitAll(storage.db, [[RULE, "ana@exemplo.com|10.0.0.1"]], t0)).toBeNull();
    const keys = (await storage.db.selectFrom("rate_limits").select("key").execute()).map((r) => r.key).join(" ");
    expect(keys).not.toContain("ana@exemplo.com");
    expect(keys).not.toContain("10.0.0.1");
  });
});

describe("limit rules", () => {
  it("the latest refusal decides; the message says when to try again", () => {
    expect(refusedUntil([{ allowed: true, retryAt: 5 }])).toBeNull();
    expect(
      refusedUntil([
        { allowed: false, retryAt: 5 },
        { allowed: false, retryAt: 9 },
        { allowed: true, retryAt: 99 },
      ]),
    ).toBe(9);
    expect(tooManyAttemptsMessage(t0.getTime() + 61_000, t0.getTime())).toBe("Muitas tentativas. Tente novamente em 2 minutos.");
    expect(tooManyAttemptsMessage(t0.getTime() + 1_000, t0.getTime())).toBe("Muitas tentativas. Tente novamente em 1 minuto.");
  });
});
