import { describe, expect, it } from "vitest";
import { courseProgress, previewOf, studiesHome, type StudyCourse } from "./studies.ts";

describe("studies rules", () => {
  it("previews 3 lessons with the rest counted", () => {
    expect(previewOf([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(previewOf([1, 2])).toEqual({ shown: [1, 2], more: 0 });
  });

  it("counts courses in progress and completed, lessons and rounded hours", () => {
    const lessons = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ numero: i + 1, titulo: "", texto: "", conteudo: "", reflexao: "", aplicacao: "" }));
    const list = [
      { id: "a", licoes: lessons(6) },
      { id: "b", licoes: lessons(6) },
      { id: "c", licoes: lessons(6) },
    ];
    expect(courseProgress(list, {})).toEqual({ cursosEmAndamento: 0, cursosConcluidos: 0, licoesCompletadas: 0, horasEstudadas: 0 });
    expect(courseProgress(list, { a: [1, 2, 3, 4, 5, 6], b: [1], x: [1, 2], c: [99] })).toEqual({
      cursosEmAndamento: 1,
      cursosConcluidos: 1,
      licoesCompletadas: 7,
      horasEstudadas: 4,
    });
  });
});

describe("studies home", () => {
  const course = (id: string, categoria: StudyCourse["categoria"], destaque: boolean) => ({
    id,
    titulo: `Curso ${id}`,
    tipo: "Estudo Bíblico" as const,
    descricao: "Descrição",
    categoria,
    destaque,
    licoes: Array.from({ length: 6 }, (_, i) => ({ numero: i + 1, titulo: "", texto: "", conteudo: "", reflexao: "", aplicacao: "" })),
  });
  const courses = [course("a", "financas", true), course("b", "financas", false), course("c", "familia", true)];
  const studies = [{ id: "a" }, { id: "davi" }];

  it("counts each category's courses in the spec's order and lists the featured ones", () => {
    const home = studiesHome(courses, studies, new URLSearchParams());
    expect(home.categories.map((c) => [c.id, c.cursos])).toEqual([
      ["biblicos", 0],
      ["financas", 2],
      ["relacionamentos", 0],
      ["familia", 1],
      ["vida-crista", 0],
    ]);
    expect(home.featured).toEqual([
      { id: "a", titulo: "Curso a", tipo: "Estudo Bíblico", descricao: "Descrição", aulas: 6 },
      { id: "c", titulo: "Curso c", tipo: "Estudo Bíblico", descricao: "Descrição", aulas: 6 },
    ]);
    expect(home.studies).toBe(studies);
  });

  it("opens the tab and the study the URL names, else the first tab and none", () => {
    expect(studiesHome(courses, studies, new URLSearchParams("aba=personagens&estudo=davi"))).toMatchObject({
      tab: "personagens",
      selected: { id: "davi" },
    });
    expect(studiesHome(courses, studies, new URLSearchParams("aba=outra&estudo=golias"))).toMatchObject({ tab: "trimestrais", selected: null });
  });
});
