import { describe, expect, it } from "vitest";
import { linkReferences, neighbourDays, wordCount } from "./sabbath-school.ts";

describe("sabbath school rules", () => {
  it("has no day before Sunday and none after Friday", () => {
    expect(neighbourDays("domingo")).toEqual({ previous: null, next: "segunda" });
    expect(neighbourDays("quarta")).toEqual({ previous: "terca", next: "quinta" });
    expect(neighbourDays("sexta")).toEqual({ previous: "quinta", next: null });
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
