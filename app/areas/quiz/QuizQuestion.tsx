import { CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useRef, type Ref } from "react";
import { Button } from "#app/components/ui/Button.tsx";
import { ProgressBar } from "#app/components/ui/ProgressBar.tsx";
import { CheckReference } from "./CheckReference.tsx";
import { CategoryBadge } from "./DifficultyBadge.tsx";
import { questionProgress, type Quiz, type QuizEvent, type QuizPlay } from "./quiz.ts";

/**
 * The question in play with its options; once one is picked, the right one (green) and a wrong pick
 * (red), what it was and where to check it, and after a wrong pick the button to go on (focused).
 * `pickedRight`: the pick was right, so the player moves on by itself.
 */
export function QuizQuestion({
  quiz,
  play,
  pickedRight,
  headingRef,
  dispatch,
}: {
  quiz: Quiz;
  play: QuizPlay;
  pickedRight: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  dispatch: (event: QuizEvent) => void;
}) {
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (play.locked !== null && !pickedRight) next.current?.focus();
  }, [play.locked, pickedRight]);

  const index = play.picks.length;
  const question = quiz.perguntas[index]!;
  const progress = questionProgress(index, quiz.perguntas.length);
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
      <h2 id="pergunta" ref={headingRef} tabIndex={-1} className="mt-3 text-2xl font-bold focus:outline-none">
        {question.pergunta}
      </h2>
      <ul className="mt-6 space-y-3">
        {question.opcoes.map((option, i) => (
          <li key={option}>
            <OptionButton
              option={option}
              picked={play.locked === i}
              right={play.locked !== null && option === question.resposta}
              locked={play.locked !== null}
              onPick={() => dispatch({ type: "pick", option: i })}
            />
          </li>
        ))}
      </ul>
      <div role="status" className="mt-4 min-h-7 text-center">
        {play.locked !== null && (
          <>
            <p className="text-lg font-semibold">
              {pickedRight ? "Resposta correta!" : `Resposta errada. A resposta certa é: ${question.resposta}.`}
            </p>
            <CheckReference referencia={question.referencia} className="mt-1" />
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

/** One option: green when it is the right one, red when picked and wrong, dimmed when neither once locked. */
function OptionButton({
  option,
  picked,
  right,
  locked,
  onPick,
}: {
  option: string;
  picked: boolean;
  right: boolean;
  locked: boolean;
  onPick: () => void;
}) {
  const look = right
    ? "border-success bg-success-soft text-success"
    : picked
      ? "border-danger bg-danger-soft text-danger"
      : "border-line-strong hover:border-brand-600";
  return (
    <button
      type="button"
      aria-disabled={locked}
      aria-pressed={picked}
      onClick={onPick}
      className={`flex w-full items-center justify-between gap-3 rounded-xl border-2 px-4 py-3 text-left text-lg font-medium ${look} ${locked && !picked && !right ? "opacity-70" : ""}`}
    >
      {option}
      {right ? <CheckCircle2 className="size-6 shrink-0" aria-hidden="true" /> : picked && <XCircle className="size-6 shrink-0" aria-hidden="true" />}
    </button>
  );
}
