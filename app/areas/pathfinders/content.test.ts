import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";

/** The Pathfinder content checks: counts, ids and required fields fail loudly with file and field. */
const dirs: string[] = [];

/** A copy of content/pathfinders in a temporary tree, changed by `edit`, then the loader. */
async function loadWith(edit: (dir: string) => void, loaderModule: string, loader: string) {
  const root = mkdtempSync(join(tmpdir(), "lampada-pathfinders-"));
  dirs.push(root);
  cpSync(join("content", "pathfinders"), join(root, "pathfinders"), { recursive: true });
  edit(join(root, "pathfinders"));
  process.env.CONTENT_DIR = root;
  vi.resetModules();
  const module = (await import(loaderModule)) as Record<string, () => unknown>;
  return () => module[loader]!();
}

// Test fixtures edit the parsed YAML freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function editYaml(dir: string, file: string, change: (value: any) => void) {
  const path = join(dir, file);
  const value = parse(readFileSync(path, "utf8"));
  change(value);
  writeFileSync(path, stringify(value));
}

afterEach(() => {
  delete process.env.CONTENT_DIR;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("pathfinder content as shipped", () => {
  it("has 33 specialties in the spec's categories, 12 popular cards, 6 studies with their lesson counts, 6 links, 10 knots", async () => {
    const { loadSpecialties, loadPopularSpecialties } = await import("./specialties.content.server.ts");
    const { loadStudies, loadLinks } = await import("./hub.content.server.ts");
    const { loadKnotsGuide } = await import("./knots.content.server.ts");
    const specialties = loadSpecialties();
    expect(specialties.map((s) => s.id)).toEqual(Array.from({ length: 33 }, (_, i) => i + 1));
    expect(specialties[32]).toMatchObject({ nome: "Mordomia", categoria: "Atividades Missionárias", nivel: 1 });
    expect(loadPopularSpecialties()).toHaveLength(12);
    expect(loadStudies().map((s) => [s.titulo, s.licoes])).toEqual([
      ["Voto e Lei do Desbravador", 8],
      ["Heróis da Bíblia", 12],
      ["Criação vs Evolução", 6],
      ["Profecia e História", 10],
      ["Liderança Cristã", 8],
      ["Família e Relacionamentos", 7],
    ]);
    expect(loadLinks()).toHaveLength(6);
    const guide = loadKnotsGuide();
    expect(guide.nos).toHaveLength(10);
    expect(guide.amarracoes.map((l) => l.nome)).toEqual(["Quadrada", "Diagonal", "Paralela"]);
    const points = Object.values(guide.desafios).flatMap((level) => level.map((c) => c.pontos));
    expect(Math.min(...points)).toBe(10);
    expect(Math.max(...points)).toBe(60);
    // The rope specialty: 20 knots demonstrated, 10 in the practical assessment (spec 3 §9).
    const rope = specialties.find((s) => s.nome === "Nós e Amarras")!;
    expect(rope.requisitos.flatMap((r) => r.nos ?? [])).toHaveLength(20);
    expect(rope.avaliacaoPratica.descricao).toContain("dez");
    // The emergency numbers of the first aid specialty.
    const firstAid = JSON.stringify(specialties.find((s) => s.nome === "Primeiros Socorros Básicos"));
    for (const number of ["192", "193", "190", "199"]) expect(firstAid).toContain(number);
  });
});

describe("pathfinder content checks", () => {
  it("classes: ages and levels follow Amigo 10 … Guia 15, areas have 3 or 5 items", async () => {
    const older = await loadWith((d) => editYaml(d, "classes.yaml", (v) => (v[0].idade = 11)), "./classes.content.server.ts", "loadClasses");
    expect(older).toThrow(/content\/pathfinders\/classes\.yaml: \[0\]\.idade — esperado 10/);
    const four = await loadWith(
      (d) => editYaml(d, "classes.yaml", (v) => v[2].areas[1].itens.push("Mais um")),
      "./classes.content.server.ts",
      "loadClasses",
    );
    expect(four).toThrow(/\[2\]\.areas\[1\]\.itens — cada área tem 3 ou 5 itens/);
  });

  it("specialties: ids 1 to 33 without gaps, known categories, numbered requirements", async () => {
    const gap = await loadWith((d) => rmSync(join(d, "specialties", "17-fotografia.md")), "./specialties.content.server.ts", "loadSpecialties");
    expect(gap).toThrow(/ids 1 a 33/);
    const category = await loadWith(
      (d) => {
        const file = join(d, "specialties", "09-ciclismo.md");
        writeFileSync(file, readFileSync(file, "utf8").replace("categoria: Atividades Recreativas", "categoria: Esportes"));
      },
      "./specialties.content.server.ts",
      "loadSpecialties",
    );
    expect(category).toThrow(/09-ciclismo\.md: categoria/);
    const numbering = await loadWith(
      (d) => {
        const file = join(d, "specialties", "10-lavanderia.md");
        writeFileSync(file, readFileSync(file, "utf8").replace("numero: 2", "numero: 5"));
      },
      "./specialties.content.server.ts",
      "loadSpecialties",
    );
    expect(numbering).toThrow(/10-lavanderia\.md: requisitos — requisitos numerados/);
  });

  it("studies: lesson counts of the programme and one topic per lesson", async () => {
    const count = await loadWith(
      (d) => {
        const file = join(d, "studies", "3-criacao-vs-evolucao.md");
        writeFileSync(file, readFileSync(file, "utf8").replace("licoes: 6", "licoes: 7"));
      },
      "./hub.content.server.ts",
      "loadStudies",
    );
    expect(count).toThrow(/3-criacao-vs-evolucao\.md: licoes — número de lições diferente do programa/);
  });

  it("links: six https addresses; knots: ten, challenge points 10 to 60", async () => {
    const http = await loadWith((d) => editYaml(d, "links.yaml", (v) => (v[0].url = "http://exemplo.com")), "./hub.content.server.ts", "loadLinks");
    expect(http).toThrow(/links\.yaml: \[0\]\.url/);
    const points = await loadWith(
      (d) => editYaml(d, "knots.yaml", (v) => (v.desafios.Avançado[0].pontos = 70)),
      "./knots.content.server.ts",
      "loadKnotsGuide",
    );
    expect(points).toThrow(/desafios\.Avançado\[0\]\.pontos/);
    const nine = await loadWith((d) => editYaml(d, "knots.yaml", (v) => v.nos.pop()), "./knots.content.server.ts", "loadKnotsGuide");
    expect(nine).toThrow(/10 nós/);
  });

  it("about page: a Bible reference must name a real chapter", async () => {
    const bad = await loadWith(
      (d) => {
        const file = join(d, "about", "3-emblema.md");
        writeFileSync(file, readFileSync(file, "utf8").replace("Ef 6:17", "Ef 9:17"));
      },
      "./about.content.server.ts",
      "loadAboutSections",
    );
    expect(bad).toThrow(/3-emblema\.md: \(corpo\) — referência bíblica inválida: "Ef 9:17"/);
  });
});
