import { CheckCircle2, RotateCcw, XCircle } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { useEffect, useReducer, useRef } from "react";
import { href, useFetcher } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { ProgressBar } from "#app/components/ui/ProgressBar.tsx";
import { parseReference, referenceHref } from "#app/areas/bible/references.ts";
import { CategoryBadge, TONE_TEXT } from "./DifficultyBadge.tsx";
import {
  AUTO_ADVANCE_MS,
  isCorrect,
  isFinished,
  NEW_PLAY,
  playQuiz,
  questionProgress,
  resultTone,
  scoreQuiz,
  type Quiz,
  type QuizPlay,
} from "./quiz.ts";

/**
 * One quiz in play: the first pick locks the question and is shown right (green) or wrong
 * (red) with the right option and its Bible reference; a right pick moves on 2000 ms later,
 * a wrong one on 'Próxima pergunta'. Then the result lists each question with its right
 * answer. A member's result is posted so the best one is kept and shown on the profile.
 */
export function QuizPlayer({ quiz, member }: { quiz: Quiz; member: boolean }) {
  const [play, dispatch] = useReducer(playQuiz, NEW_PLAY);
  const fetcher = useFetcher();
  const heading = useRef<HTMLHeadingElement>(null);
  const finished = isFinished(quiz, play);

  const lockedRight = play.locked !== null && !finished && isCorrect(quiz.perguntas[play.picks.length]!, play.locked);
  useEffect(() => {
    if (!lockedRight) return;
    const timer = setTimeout(() => dispatch({ type: "advance" }), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [lockedRight, play.picks.length]);
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (play.locked !== null && !lockedRight) next.current?.focus();
  }, [play.locked, lockedRight]);

  useEffect(() => {
    if (play.picks.length > 0) heading.current?.focus();
  }, [play.picks.length]);

  const { submit } = fetcher;
  const saved = useRef<QuizPlay | null>(null);
  useEffect(() => {
    if (!finished || !member || saved.current === play) return;
    saved.current = play;
    void submit({ quiz: quiz.id, respostas: play.picks.join(",") }, { method: "post" });
  }, [finished, member, submit, quiz.id, play]);

  if (finished) {
    const score = scoreQuiz(quiz, play.picks)!;
    return (
      <section aria-labelledby="resultado" className="mx-auto max-w-2xl">
        <div className="text-center">
          <h2 id="resultado" ref={heading} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
            Quiz Concluído!
          </h2>
          <p className={`mt-4 text-7xl font-extrabold ${TONE_TEXT[resultTone(score.percent)]}`} data-tone={resultTone(score.percent)}>
            {score.percent}%
          </p>
          <p className="mt-2 text-lg">
            {score.correct} de {score.total} corretas
          </p>
          {member && fetcher.state === "idle" && fetcher.data?.ok && (
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
          {score.answers.map((answer, i) => {
            const reference = parseReference(answer.referencia);
            return (
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
                {reference && (
                  <p className="mt-1 text-sm">
                    Confira em{" "}
                    <PageLink to={referenceHref(reference)} className="font-medium text-accent underline">
                      {answer.referencia}
                    </PageLink>
                  </p>
                )}
              </li>
            );
          })}
        </ol>
        <div className="mt-8 flex justify-center gap-3">
          <ButtonLink to={href("/quiz")} variant="secondary">
            Novo Quiz
          </ButtonLink>
          <Button onClick={() => dispatch({ type: "restart" })}>
            <RotateCcw className="size-5" aria-hidden="true" />
            Repetir
          </Button>
        </div>
      </section>
    );
  }

  const index = play.picks.length;
  const question = quiz.perguntas[index]!;
  const progress = questionProgress(index, quiz.perguntas.length);
  const pickedRight = lockedRight;
  const reference = parseReference(question.referencia);
  return (
    <section aria-labelledby="pergunta" className="mx-auto max-w-2xl">
      <div className="mb-2 flex items-center justify-between text-sm font-medium">
        <span>{progress.label}</span>
        <span>{progress.percent}%</span>
      </div>
      <ProgressBar percent={progress.percent} label="Progresso do quiz" thin animated />
      <div className="mt-6">
        <CategoryBadge category={quiz.categoria} />
      </div>
      <h2 id="pergunta" ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold focus:outline-none">
        {question.pergunta}
      </h2>
      <ul className="mt-6 space-y-3">
        {question.opcoes.map((option, i) => {
          const picked = play.locked === i;
          const right = play.locked !== null && option === question.resposta;
          const look = right
            ? "border-success bg-success-soft text-success"
            : picked
              ? "border-danger bg-danger-soft text-danger"
              : "border-line-strong hover:border-brand-600";
          return (
            <li key={option}>
              <button
                type="button"
                aria-disabled={play.locked !== null}
                aria-pressed={picked}
                onClick={() => dispatch({ type: "pick", option: i })}
                className={`flex w-full items-center justify-between gap-3 rounded-xl border-2 px-4 py-3 text-left text-lg font-medium ${look} ${play.locked !== null && !picked && !right ? "opacity-70" : ""}`}
              >
                {option}
                {right ? (
                  <CheckCircle2 className="size-6 shrink-0" aria-hidden="true" />
                ) : (
                  picked && <XCircle className="size-6 shrink-0" aria-hidden="true" />
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <div role="status" className="mt-4 min-h-7 text-center">
        {play.locked !== null && (
          <>
            <p className="text-lg font-semibold">
              {pickedRight ? "Resposta correta!" : `Resposta errada. A resposta certa é: ${question.resposta}.`}
            </p>
            <p className="mt-1">
              Confira em{" "}
              {reference ? (
                <PageLink to={referenceHref(reference)} className="font-medium text-accent underline">
                  {question.referencia}
                </PageLink>
              ) : (
                question.referencia
              )}
            </p>
          </>
        )}
      </div>
      {play.locked !== null && !pickedRight && (
        <div className="mt-4 flex justify-center">
          <Button ref={next} onClick={() => dispatch({ type: "advance" })}>
            {index + 1 < quiz.perguntas.length ? "Próxima pergunta" : "Ver resultado"}
          </Button>
        </div>
      )}
    </section>
  );
}
