import { z } from "zod";
import { loadContent } from "#app/platform/content/load.server.ts";
import { bibleReference } from "#app/areas/bible/reference-schema.ts";
import { text, uniqueBy } from "#app/platform/content/schemas.ts";
import { SLUG_PATTERN } from "#app/platform/site/slug.ts";
import type { BestScore } from "./best-scores.store.server.ts";
import { DIFFICULTIES, OPTIONS_PER_QUESTION, QUESTIONS_PER_QUIZ, QUIZ_COUNT, type Quiz, type QuizBestScoreRow } from "./quiz.ts";

const question = z
  .object({
    pergunta: text,
    opcoes: z.array(text).length(OPTIONS_PER_QUESTION, `cada pergunta precisa de ${OPTIONS_PER_QUESTION} opções`),
    resposta: text,
    referencia: bibleReference,
  })
  .strict()
  .refine((q) => new Set(q.opcoes).size === q.opcoes.length, { message: "opções repetidas", path: ["opcoes"] })
  .refine((q) => q.opcoes.filter((o) => o === q.resposta).length === 1, {
    message: "a resposta precisa ser exatamente uma das opções",
    path: ["resposta"],
  });

const schema = z
  .array(
    z
      .object({
        id: z.string().regex(SLUG_PATTERN, "id em minúsculas, com hífens"),
        titulo: text,
        categoria: text,
        dificuldade: z.enum(DIFFICULTIES),
        perguntas: z.array(question).length(QUESTIONS_PER_QUIZ, `cada quiz precisa de ${QUESTIONS_PER_QUIZ} perguntas`),
      })
      .strict(),
  )
  .length(QUIZ_COUNT, `a lista precisa de ${QUIZ_COUNT} quizzes`)
  .superRefine(uniqueBy((q: Quiz) => q.id, "id"))
  .superRefine(uniqueBy((q: Quiz) => q.titulo, "título"));

export function loadQuizzes(): Quiz[] {
  return loadContent("quiz/quizzes.yaml", schema);
}

export function findQuiz(id: string | null | undefined): Quiz | undefined {
  return id ? loadQuizzes().find((q) => q.id === id) : undefined;
}

/** A member's best scores with the quizzes' titles, best first (quizzes no longer in content left out). */
export function bestScoreRows(best: Record<string, BestScore>): QuizBestScoreRow[] {
  return loadQuizzes()
    .flatMap((quiz) => (best[quiz.id] ? [{ id: quiz.id, titulo: quiz.titulo, ...best[quiz.id]! }] : []))
    .sort((a, b) => b.correct / b.total - a.correct / a.total || a.titulo.localeCompare(b.titulo, "pt-BR"));
}
