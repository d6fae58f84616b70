import { describe, expect, it } from "vitest";
import { DEFAULT_FAQ, faqEntries, faqProblem, faqText, textLines } from "./contact-texts.ts";

describe("the church's contact texts", () => {
  it("reads questions and answers split by blank lines, and writes them back the same", () => {
    const typed = "Onde fica o estacionamento?\nNa rua de trás,\nao lado da escola.\n\n\n  Tem culto infantil?  \nSim, aos sábados às 9h.";
    expect(faqEntries(typed)).toEqual([
      { question: "Onde fica o estacionamento?", answer: "Na rua de trás, ao lado da escola." },
      { question: "Tem culto infantil?", answer: "Sim, aos sábados às 9h." },
    ]);
    expect(faqEntries(faqText(DEFAULT_FAQ))).toEqual(DEFAULT_FAQ);
    expect(textLines(" Segunda a sexta: 9h às 18h \n\n Sábado: fechado")).toEqual(["Segunda a sexta: 9h às 18h", "Sábado: fechado"]);
  });

  it("refuses a question without its answer, too many questions, a question too long", () => {
    expect(faqProblem(faqText(DEFAULT_FAQ))).toBeNull();
    expect(faqProblem("Tem culto infantil?\n\nOutra?\nSim.")).toBe("Escreva a resposta na linha abaixo da pergunta “Tem culto infantil?”.");
    expect(faqProblem(Array.from({ length: 13 }, (_, i) => `P${i}?\nR.`).join("\n\n"))).toBe("Escreva no máximo 12 perguntas.");
    expect(faqProblem(`${"a".repeat(201)}\nR.`)).toBe("Cada pergunta deve ter no máximo 200 caracteres.");
  });
});
