import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentTrees, editYaml } from "#tests/support/content-trees.ts";

describe("pathfinder content as shipped", () => {
  it("has 6 studies with their lesson counts and 6 links", async () => {
    const { loadStudies, loadLinks } = await import("./hub.content.server.ts");
    expect(loadStudies().map((s) => [s.titulo, s.licoes])).toEqual([
      ["Voto e Lei do Desbravador", 8],
      ["Heróis da Bíblia", 12],
      ["Criação vs Evolução", 6],
      ["Profecia e História", 10],
      ["Liderança Cristã", 8],
      ["Família e Relacionamentos", 7],
    ]);
    expect(loadLinks()).toHaveLength(6);
  });
});

/** The Pathfinder content checks: counts, ids and required fields fail loudly with file and field. */
const content = contentTrees();

describe("pathfinder content checks", () => {
  it("studies: lesson counts of the programme and one topic per lesson", async () => {
    const count = await content.edited(
      "pathfinders",
      (d) => {
        const file = join(d, "studies", "3-criacao-vs-evolucao.md");
        writeFileSync(file, readFileSync(file, "utf8").replace("licoes: 6", "licoes: 7"));
      },
      () => import("./hub.content.server.ts"),
      (m) => m.loadStudies,
    );
    expect(count).toThrow(/3-criacao-vs-evolucao\.md: licoes — número de lições diferente do programa/);
  });

  it("links: six https addresses", async () => {
    const http = await content.edited(
      "pathfinders",
      (d) => editYaml(d, "links.yaml", (v) => (v[0].url = "http://exemplo.com")),
      () => import("./hub.content.server.ts"),
      (m) => m.loadLinks,
    );
    expect(http).toThrow(/links\.yaml: \[0\]\.url/);
  });
});
