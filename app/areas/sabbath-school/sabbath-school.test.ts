import { describe, expect, it } from "vitest";
import {
  completeOnLastDay,
  completesLesson,
  dayName,
  dayReadAloudText,
  findLesson,
  findStudyDay,
  linkReferences,
  neighbourDays,
  quartersOn,
  LESSON_DAYS,
  STUDY_DAYS,
  wordCount,
  type LessonDayId,
  type Quarter,
} from "./sabbath-school.ts";

const lessonOf = (days: readonly LessonDayId[]) => ({ dias: days.map((dia) => ({ dia, titulo: dia, conteudo: "texto" })) });
const ADULTS = lessonOf(LESSON_DAYS.map((d) => d.id));
const YOUTH = lessonOf(["domingo", "segunda", "terca", "quarta", "quinta", "sexta", "sabado"]);

describe("sabbath school rules", () => {
  it("has no part before the Sabbath afternoon and none after Friday", () => {
    expect(neighbourDays(ADULTS, "sabado")).toEqual({ previous: null, next: "domingo" });
    expect(neighbourDays(ADULTS, "domingo")).toEqual({ previous: "sabado", next: "segunda" });
    expect(neighbourDays(ADULTS, "quarta")).toEqual({ previous: "terca", next: "quinta" });
    expect(neighbourDays(ADULTS, "sexta")).toEqual({ previous: "quinta", next: null });
  });

  it("runs a youth lesson from Sunday to the Sabbath, which closes it", () => {
    expect(neighbourDays(YOUTH, "domingo")).toEqual({ previous: null, next: "segunda" });
    expect(neighbourDays(YOUTH, "sexta")).toEqual({ previous: "quinta", next: "sabado" });
    expect(neighbourDays(YOUTH, "sabado")).toEqual({ previous: "sexta", next: null });
    expect([dayName("sabado", YOUTH), dayName("sabado", ADULTS), dayName("domingo", YOUTH)]).toEqual(["Sábado", "Sábado à tarde", "Domingo"]);
    expect(YOUTH.dias.filter(({ dia }) => completesLesson(YOUTH, dia)).map(({ dia }) => dia)).toEqual(["sabado"]);
    expect(completeOnLastDay(YOUTH)).toBe("A lição se conclui no Sábado.");
  });

  it("links references to the reader and leaves other text alone", () => {
    expect(linkReferences("Veja (Gn 3:15) e Ap 12:7-9.")).toBe("Veja ([Gn 3:15](/biblia/gn/3#v15)) e [Ap 12:7-9](/biblia/ap/12#v7).");
    expect(linkReferences("Já ligado: [Gn 3:15](/biblia/gn/3#v15).")).toBe("Já ligado: [Gn 3:15](/biblia/gn/3#v15).");
    expect(linkReferences("Sem referência, Xx 1:1, Gn 99:1.")).toBe("Sem referência, Xx 1:1, Gn 99:1.");
  });

  it("counts words without Markdown marks", () => {
    expect(wordCount("**Para pensar:** uma _frase_ curta")).toBe(5);
  });
});

describe("sabbath school days", () => {
  const quarter: Quarter = {
    categoria: "adultos",
    nome: "Adultos",
    trimestre: "1º Trimestre 2026",
    tema: "Tema",
    licoes: [1, 2].map((numero) => ({
      numero,
      titulo: `Lição ${numero}`,
      versiculo: "Gn 1:1",
      citacao: "No princípio",
      data: "03/01/2026",
      dias: STUDY_DAYS.map(({ id }) => ({ dia: id, titulo: `${id} ${numero}`, conteudo: "texto" })),
    })),
  };

  it("finds a lesson and its day by the URL's parts, null when any is unknown", () => {
    expect(findLesson(quarter, "2")?.numero).toBe(2);
    expect(findLesson(quarter, "02")).toBeUndefined();
    expect(findLesson(undefined, "1")).toBeUndefined();
    const found = findStudyDay(quarter, "2", "quarta");
    expect(found?.lesson.numero).toBe(2);
    expect(found?.day).toEqual({ dia: "quarta", titulo: "quarta 2", conteudo: "texto" });
    expect(findStudyDay(quarter, "2", "sabado")).toBeNull();
    expect(findStudyDay(quarter, "3", "domingo")).toBeNull();
    expect(findStudyDay(undefined, "1", "domingo")).toBeNull();
    expect(findStudyDay(quarter, "1", undefined)).toBeNull();
  });

  it("completes a lesson on Friday only", () => {
    expect(ADULTS.dias.filter(({ dia }) => completesLesson(ADULTS, dia)).map(({ dia }) => dia)).toEqual(["sexta"]);
    expect(completeOnLastDay(ADULTS)).toBe("A lição se conclui na Sexta-feira.");
  });

  it("reads a day aloud without Markdown links and marks", () => {
    expect(dayReadAloudText({ dia: "sexta", titulo: "Para pensar", conteudo: "**Leia** [Gn 3:15](/biblia/gn/3#v15) e _ore_." })).toBe(
      "Sexta-feira. Para pensar. Leia Gn 3:15 e ore.",
    );
  });
});

describe("the quarter a class follows on a date", () => {
  const shipped = (categoria: string): Quarter => ({ categoria, nome: categoria, trimestre: "4º Trimestre 2025", tema: "Exemplo", licoes: [] });
  const imported = (id: string, categoria: string, inicio: string, fim: string): Quarter => ({
    ...shipped(categoria),
    tema: id,
    importado: { id, inicio, fim },
  });
  const examples = [shipped("adultos"), shipped("jovens")];
  const quarters = [
    imported("2026-04", "adultos", "2026-10-03", "2026-12-25"),
    imported("2027-01", "adultos", "2026-12-26", "2027-03-26"),
    imported("2026-04-cq", "jovens", "2026-10-03", "2026-12-25"),
  ];
  const on = (iso: string) => {
    const [year, month, day] = iso.split("-").map(Number);
    return quartersOn(examples, quarters, { year: year!, month: month!, day: day! }).map((q) => q.tema);
  };

  it("is the imported quarter whose dates hold it, first and last day included, else the example", () => {
    expect(on("2026-10-03")).toEqual(["2026-04", "2026-04-cq"]);
    expect(on("2026-12-25")).toEqual(["2026-04", "2026-04-cq"]);
    expect(on("2026-12-26")).toEqual(["2027-01", "Exemplo"]);
    expect(on("2026-10-02")).toEqual(["Exemplo", "Exemplo"]);
    expect(on("2027-03-27")).toEqual(["Exemplo", "Exemplo"]);
  });
});
