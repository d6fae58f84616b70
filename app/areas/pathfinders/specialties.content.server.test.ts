import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentTrees } from "#tests/support/content-trees.ts";

describe("pathfinder content as shipped", () => {
  it("has 33 specialties in the spec's categories and 12 popular cards", async () => {
    const { loadSpecialties, loadPopularSpecialties } = await import("./specialties.content.server.ts");
    const specialties = loadSpecialties();
    expect(specialties.map((s) => s.id)).toEqual(Array.from({ length: 33 }, (_, i) => i + 1));
    expect(specialties[32]).toMatchObject({ nome: "Mordomia", categoria: "Atividades Missionárias", nivel: 1 });
    expect(loadPopularSpecialties()).toHaveLength(12);
    // The rope specialty: 20 knots demonstrated, 10 in the practical assessment.
    const rope = specialties.find((s) => s.nome === "Nós e Amarras")!;
    expect(rope.requisitos.flatMap((r) => r.nos ?? [])).toHaveLength(20);
    expect(rope.avaliacaoPratica.descricao).toContain("dez");
    // The emergency numbers of the first aid specialty.
    const firstAid = JSON.stringify(specialties.find((s) => s.nome === "Primeiros Socorros Básicos"));
    for (const number of ["192", "193", "190", "199"]) expect(firstAid).toContain(number);
  });
});

/** The Pathfinder content checks: counts, ids and required fields fail loudly with file and field. */
const content = contentTrees();

describe("pathfinder content checks", () => {
  it("specialties: ids 1 to 33 without gaps, known categories, numbered requirements", async () => {
    const specialties = () => import("./specialties.content.server.ts");
    const gap = await content.edited(
      "pathfinders",
      (d) => rmSync(join(d, "specialties", "17-fotografia.md")),
      specialties,
      (m) => m.loadSpecialties,
    );
    expect(gap).toThrow(/ids 1 a 33/);
    const category = await content.edited(
      "pathfinders",
      (d) => {
        const file = join(d, "specialties", "09-ciclismo.md");
        writeFileSync(file, readFileSync(file, "utf8").replace("categoria: Atividades Recreativas", "categoria: Esportes"));
      },
      specialties,
      (m) => m.loadSpecialties,
    );
    expect(category).toThrow(/09-ciclismo\.md: categoria/);
    const numbering = await content.edited(
      "pathfinders",
      (d) => {
        const file = join(d, "specialties", "10-lavanderia.md");
        writeFileSync(file, readFileSync(file, "utf8").replace("numero: 2", "numero: 5"));
      },
      specialties,
      (m) => m.loadSpecialties,
    );
    expect(numbering).toThrow(/10-lavanderia\.md: requisitos — requisitos numerados/);
  });
});
