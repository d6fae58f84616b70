import { Trophy } from "lucide-react";
import { href } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { percentOf, type QuizBestScoreRow } from "./quiz.ts";
import { STAR_ICON } from "#app/components/ui/mark-colours.ts";

/** The profile's card of a member's best score on each quiz finished, best first. */
export function QuizBestScores({ scores }: { scores: QuizBestScoreRow[] }) {
  return (
    <Card className="mt-6">
      <h2 className="mb-3 flex items-center gap-2 text-xl font-bold">
        <Trophy className={`size-5 ${STAR_ICON}`} aria-hidden="true" /> Melhores pontuações no quiz
      </h2>
      {scores.length === 0 ? (
        <p className="text-muted">
          Você ainda não terminou nenhum quiz.{" "}
          <PageLink to={href("/quiz")} className="font-semibold text-accent underline">
            Fazer um quiz
          </PageLink>
          .
        </p>
      ) : (
        <ul className="divide-y divide-line" data-testid="melhores-quiz">
          {scores.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 py-2">
              <PageLink to={`${href("/quiz")}?quiz=${s.id}`} className="min-w-0 font-medium wrap-anywhere hover:underline">
                {s.titulo}
              </PageLink>
              <span className="shrink-0 text-sm font-semibold">
                {s.correct} de {s.total} ({percentOf(s.correct, s.total)}%)
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
