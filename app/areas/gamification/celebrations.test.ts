import { describe, expect, it } from "vitest";
import { findAchievement } from "./achievements.ts";
import { celebrationMessages } from "./celebrations.ts";

describe("celebration messages", () => {
  it("names each unlocked achievement and a level rise", () => {
    expect(celebrationMessages({ unlocked: [findAchievement("read_bible_1")!], levelBefore: 1, levelAfter: 2 })).toEqual([
      "Conquista desbloqueada: Primeira Leitura (+20 pontos)",
      "Você subiu para o nível 2!",
    ]);
  });
  it("says nothing when nothing changed", () => {
    expect(celebrationMessages({ unlocked: [], levelBefore: 3, levelAfter: 3 })).toEqual([]);
  });
});
