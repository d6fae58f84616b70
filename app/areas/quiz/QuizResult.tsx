import { CheckCircle2, RotateCcw, XCircle } from "lucide-react";
import type { Ref } from "react";
import { href } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { CheckReference } from "./CheckReference.tsx";
import { TONE_TEXT } from "./DifficultyBadge.tsx";
import { resultTone, type QuizScore } from "./quiz.ts";

/**
 * A finished quiz: the percentage in its tone, each question with the answer given and the right
 * one, a new quiz or the same again. `saved`: a member's result was kept for the profile.
 */
export function QuizResult({
  score,
  saved,
  headingRef,
  onRestart,
}: {
  score: QuizScore;
  saved: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onRestart: () => void;
}) {
  const tone = resultTone(score.percent);
  return (
    <section aria-labelledby="resultado" className="mx-auto max-w-2xl">
      <div className="text-center">
        <h2 id="resultado" ref={headingRef} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
          Quiz Concluído!
        </h2>
        <p className={`mt-4 text-7xl font-extrabold ${TONE_TEXT[tone]}`} data-tone={tone}>
          {score.percent}%
        </p>
        <p className="mt-2 text-lg">
          {score.correct} de {score.total} corretas
        </p>
        {saved && (
          <p className="mt-2 text-sm text-muted">
            Sua melhor pontuação fica no{" "}
            <PageLink to={href("/perfil")} className="font-medium text-accent underline">
              seu perfil
            </PageLink>
            .
          </p>
        )}
      </div>
      <ol className="mt-8 space-y-3">
        {score.answers.map((answer, i) => (
          <li key={i} className="rounded-xl border border-line p-4">
            <p className="font-semibold">
              {i + 1}. {answer.pergunta}
            </p>
            <p className={`mt-2 flex items-center gap-2 ${answer.correta ? TONE_TEXT.green : TONE_TEXT.red}`}>
              {answer.correta ? (
                <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
              ) : (
                <XCircle className="size-5 shrink-0" aria-hidden="true" />
              )}
              <span>
                Sua resposta: {answer.resposta} — <strong>{answer.correta ? "correta" : "errada"}</strong>
              </span>
            </p>
            {!answer.correta && <p className="mt-1">Resposta certa: {answer.certa}</p>}
            <CheckReference referencia={answer.referencia} className="mt-1 text-sm" linkOnly />
          </li>
        ))}
      </ol>
      <div className="mt-8 flex justify-center gap-3">
        <ButtonLink to={href("/quiz")} variant="secondary">
          Novo Quiz
        </ButtonLink>
        <Button onClick={onRestart}>
          <RotateCcw className="size-5" aria-hidden="true" />
          Repetir
        </Button>
      </div>
    </section>
  );
}
