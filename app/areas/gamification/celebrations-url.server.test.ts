import { describe, expect, it } from "vitest";
import { findAchievement } from "./achievements.ts";
import { celebrationsFromUrl, withCelebrations } from "./celebrations-url.server.ts";

describe("celebrations carried across a redirect", () => {
  it("round-trips unlocked achievements and a new level", () => {
    const path = withCelebrations("/?aviso=entrou", {
      points: 35,
      unlocked: [findAchievement("first_login")!, findAchievement("early_bird")!],
      levelBefore: 1,
      levelAfter: 2,
    });
    expect(path).toBe("/?aviso=entrou&conquistas=first_login%2Cearly_bird&nivel=2");
    expect(celebrationsFromUrl(`http://localhost${path}`)).toEqual([
      "Conquista desbloqueada: Primeiros Passos (+10 pontos)",
      "Conquista desbloqueada: Madrugador (+25 pontos)",
      "Você subiu para o nível 2!",
    ]);
  });
  it("leaves the path alone when nothing was earned, and ignores forged values", () => {
    expect(withCelebrations("/", { points: 0, unlocked: [], levelBefore: 3, levelAfter: 3 })).toBe("/");
    expect(celebrationsFromUrl("http://localhost/?conquistas=hacker,%3Cscript%3E&nivel=abc")).toEqual([]);
  });
});
