import { describe, expect, it } from "vitest";
import { AUTO_ADVANCE_MS, DIFFICULTY_TONE, isFinished, NEW_PLAY, playQuiz, questionProgress, resultTone, scoreQuiz, type Quiz } from "./quiz.ts";

const question = (resposta: string) => ({ pergunta: `Qual? ${resposta}`, opcoes: ["A", "B", "C", "D"], resposta, referencia: "Gn 1:1" });
const quiz: Quiz = { id: "q", titulo: "Q", categoria: "C", dificuldade: "Fácil", perguntas: ["A", "B", "C", "D", "A"].map(question) };

describe("quiz rules", () => {
  it("colours the result: green from 70 %, orange from 50 %, red below", () => {
    expect([100, 70, 69, 50, 49, 0].map(resultTone)).toEqual(["green", "green", "orange", "orange", "red", "red"]);
  });

  it("colours difficulties and advances after 2000 ms", () => {
    expect(DIFFICULTY_TONE).toEqual({ Fácil: "green", Médio: "yellow", Difícil: "red" });
    expect(AUTO_ADVANCE_MS).toBe(2000);
  });

  it("shows 'Pergunta X de N' with the percentage", () => {
    expect(questionProgress(0, 5)).toEqual({ label: "Pergunta 1 de 5", percent: 20 });
    expect(questionProgress(4, 5)).toEqual({ label: "Pergunta 5 de 5", percent: 100 });
  });

  it("scores the picks and records each answer with the right one", () => {
    const score = scoreQuiz(quiz, [0, 1, 3, 3, 2])!;
    expect(score).toMatchObject({ correct: 3, total: 5, percent: 60 });
    expect(score.answers[2]).toEqual({ pergunta: "Qual? C", resposta: "D", correta: false, certa: "C", referencia: "Gn 1:1" });
    expect(scoreQuiz(quiz, [0, 1, 2, 3])).toBeNull();
    expect(scoreQuiz(quiz, [0, 1, 2, 3, 4])).toBeNull();
  });

  it("locks a question at the first pick and moves on only after it", () => {
    let play = playQuiz(NEW_PLAY, { type: "advance" });
    expect(play).toEqual(NEW_PLAY);
    play = playQuiz(play, { type: "pick", option: 2 });
    play = playQuiz(play, { type: "pick", option: 0 });
    expect(play.locked).toBe(2);
    play = playQuiz(play, { type: "advance" });
    expect(play).toEqual({ picks: [2], locked: null });
    for (const option of [1, 2, 3, 0]) play = playQuiz(playQuiz(play, { type: "pick", option }), { type: "advance" });
    expect(isFinished(quiz, play)).toBe(true);
    expect(playQuiz(play, { type: "restart" })).toEqual(NEW_PLAY);
  });
});
