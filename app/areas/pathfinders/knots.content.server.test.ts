import { describe, expect, it } from "vitest";
import { contentTrees, editYaml } from "#tests/support/content-trees.ts";

describe("pathfinder content as shipped", () => {
  it("has 10 knots, three lashings, and challenges worth 10 to 60 points", async () => {
    const { loadKnotsGuide } = await import("./knots.content.server.ts");
    const guide = loadKnotsGuide();
    expect(guide.nos).toHaveLength(10);
    expect(guide.amarracoes.map((l) => l.nome)).toEqual(["Quadrada", "Diagonal", "Paralela"]);
    const points = Object.values(guide.desafios).flatMap((level) => level.map((c) => c.pontos));
    expect(Math.min(...points)).toBe(10);
    expect(Math.max(...points)).toBe(60);
  });
});

/** The Pathfinder content checks: counts, ids and required fields fail loudly with file and field. */
const content = contentTrees();

describe("pathfinder content checks", () => {
  it("knots: ten, challenge points 10 to 60", async () => {
    const points = await content.edited(
      "pathfinders",
      (d) => editYaml(d, "knots.yaml", (v) => (v.desafios.Avançado[0].pontos = 70)),
      () => import("./knots.content.server.ts"),
      (m) => m.loadKnotsGuide,
    );
    expect(points).toThrow(/desafios\.Avançado\[0\]\.pontos/);
    const nine = await content.edited(
      "pathfinders",
      (d) => editYaml(d, "knots.yaml", (v) => v.nos.pop()),
      () => import("./knots.content.server.ts"),
      (m) => m.loadKnotsGuide,
    );
    expect(nine).toThrow(/10 nós/);
  });
});
