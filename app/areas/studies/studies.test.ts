import { describe, expect, it } from "vitest";
import { courseProgress, previewOf } from "./studies.ts";

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
