import { join } from "node:path";
import { unlinkSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentTrees, editText as edit } from "#tests/support/content-trees.ts";
import { findStudyCourse, loadCharacterStudies, loadStudyCourses, studyCards } from "./studies.content.server.ts";
import { countWords, courseTab, STUDY_CATEGORIES, tabFromParam } from "./studies.ts";

describe("studies content", () => {
  const courses = loadStudyCourses();

  it("has 2+ courses per category, 6+ lessons of 200+ words each, and 3+ Sabbath School studies", () => {
    for (const category of STUDY_CATEGORIES) expect(courses.filter((c) => c.categoria === category.id).length).toBeGreaterThanOrEqual(2);
    for (const course of courses) {
      expect(course.licoes.length).toBeGreaterThanOrEqual(6);
      for (const lesson of course.licoes) expect(countWords(lesson.conteudo)).toBeGreaterThanOrEqual(200);
    }
    expect(courses.filter((c) => c.tipo === "Estudo Trimestral").length).toBeGreaterThanOrEqual(3);
    expect(findStudyCourse("biblicos", "grande-conflito")?.licoes[0]?.titulo).toBe("Guerra no Céu");
    expect(findStudyCourse("financas", "grande-conflito")).toBeUndefined();
  });

  it("has 10+ character studies covering the five character categories", () => {
    const people = loadCharacterStudies();
    expect(people.length).toBeGreaterThanOrEqual(10);
    expect(new Set(people.map((p) => p.categoria)).size).toBe(5);
  });

  it("puts every study in one of the four tabs", () => {
    const cards = studyCards();
    expect(cards.filter((c) => c.tab === "trimestrais").length).toBe(3);
    expect(cards.filter((c) => c.tab === "personagens").length).toBe(10);
    expect(cards.filter((c) => c.tab === "livros").map((c) => c.id)).toEqual(["sermao-do-monte"]);
    expect(courseTab({ tipo: "Estudo Temático", tema: "Profecia" })).toBe("tematicos");
    expect(tabFromParam("x")).toBe("trimestrais");
  });
});

/** The studies checks fail on the mistakes they exist to catch, naming file and field. */
const content = contentTrees();
const load = (dir: string) =>
  content.loader(
    dir,
    () => import("./studies.content.server.ts"),
    (m) => m.loadStudyCourses,
  );

describe("study course checks", () => {
  it("need 200+ words, real references and lessons 1..N", async () => {
    const dir = content.copyOf("studies");
    edit(dir, "studies/lessons/poder-do-perdao-1.md", (t) => `${t.slice(0, t.indexOf("\n---\n") + 5)}Texto curto demais.\n`);
    edit(dir, "studies/lessons/grande-conflito-2.md", (t) => t.replace("(Gn 3:1, ACF)", "(Gn 51:1, ACF)"));
    unlinkSync(join(dir, "studies/lessons/mordomia-crista-3.md"));
    const run = await load(dir);
    expect(run).toThrow(/content\/studies\/lessons\/poder-do-perdao-1\.md: \(corpo\) — \d+ palavras; uma lição precisa de 200 ou mais/);
    expect(run).toThrow(/grande-conflito-2\.md: \(corpo\) — referência bíblica inválida: "Gn 51:1"/);
    expect(run).toThrow(/mordomia-crista\.md: licoes — 5 lições; um curso precisa de 6 ou mais/);
  });

  it("need two courses in every category", async () => {
    const dir = content.copyOf("studies");
    edit(dir, "studies/courses/livre-de-dividas.md", (t) => t.replace("categoria: financas", "categoria: familia"));
    expect(await load(dir)).toThrow(/financas tem 1 curso; precisa de 2 ou mais/);
  });
});
