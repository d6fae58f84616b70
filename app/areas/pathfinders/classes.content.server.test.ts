import { describe, expect, it } from "vitest";
import { contentTrees, editYaml } from "#tests/support/content-trees.ts";
import { loadClasses } from "./classes.content.server.ts";

describe("class progress rules", () => {
  const classes = loadClasses();

  it("six classes, Amigo 10 to Guia 15, each area with 3 or 5 items", () => {
    expect(classes.map((c) => [c.titulo, c.idade])).toEqual([
      ["Amigo", 10],
      ["Companheiro", 11],
      ["Pesquisador", 12],
      ["Pioneiro", 13],
      ["Excursionista", 14],
      ["Guia", 15],
    ]);
    for (const c of classes) for (const a of c.areas) expect([3, 5]).toContain(a.itens.length);
  });
});

/** The Pathfinder content checks: counts, ids and required fields fail loudly with file and field. */
const content = contentTrees();

describe("pathfinder content checks", () => {
  it("classes: ages and levels follow Amigo 10 … Guia 15, areas have 3 or 5 items", async () => {
    const older = await content.edited(
      "pathfinders",
      (d) => editYaml(d, "classes.yaml", (v) => (v[0].idade = 11)),
      () => import("./classes.content.server.ts"),
      (m) => m.loadClasses,
    );
    expect(older).toThrow(/content\/pathfinders\/classes\.yaml: \[0\]\.idade — esperado 10/);
    const four = await content.edited(
      "pathfinders",
      (d) => editYaml(d, "classes.yaml", (v) => v[2].areas[1].itens.push("Mais um")),
      () => import("./classes.content.server.ts"),
      (m) => m.loadClasses,
    );
    expect(four).toThrow(/\[2\]\.areas\[1\]\.itens — cada área tem 3 ou 5 itens/);
  });
});
