import { useEffect, useReducer, useRef } from "react";
import { useFetcher } from "react-router";
import { QuizQuestion } from "./QuizQuestion.tsx";
import { QuizResult } from "./QuizResult.tsx";
import { AUTO_ADVANCE_MS, isCorrect, isFinished, NEW_PLAY, playQuiz, scoreQuiz, type Quiz, type QuizPlay } from "./quiz.ts";

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

  if (finished)
    return (
      <QuizResult
        score={scoreQuiz(quiz, play.picks)!}
        saved={member && fetcher.state === "idle" && Boolean(fetcher.data?.ok)}
        headingRef={heading}
        onRestart={() => dispatch({ type: "restart" })}
      />
    );
  return <QuizQuestion quiz={quiz} play={play} pickedRight={lockedRight} headingRef={heading} dispatch={dispatch} />;
}
