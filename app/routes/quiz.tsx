import { Play, Trophy } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { href } from "react-router";
import { z } from "zod";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { formDone, formError, parseForm } from "#app/platform/http/forms.server.ts";
import { getApp } from "#app/platform/http/context.ts";
import { bestQuizScores, recordQuizScore } from "#app/areas/quiz/best-scores.store.server.ts";
import { CategoryBadge, DifficultyBadge } from "#app/areas/quiz/DifficultyBadge.tsx";
import { percentOf, scoreQuiz } from "#app/areas/quiz/quiz.ts";
import { QuizPlayer } from "#app/areas/quiz/QuizPlayer.tsx";
import { findQuiz, loadQuizzes } from "#app/areas/quiz/quiz.content.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/quiz";
import { useLoginPath } from "#app/areas/accounts/use-login-path.ts";
import { STAR_ICON } from "#app/components/ui/mark-colours.ts";

export const meta: Route.MetaFunction = ({ loaderData: page }) => [
  { title: documentTitle(page?.playing ? `${page.playing.titulo} — Quiz` : pageTitle("/quiz")) },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await optionalMember({ request, context });
  const quizzes = loadQuizzes().map(({ perguntas, ...quiz }) => ({ ...quiz, questions: perguntas.length }));
  return {
    member: user !== null,
    quizzes,
    best: user ? await bestQuizScores(getApp(context).db, user.id) : {},
    playing: findQuiz(new URL(request.url).searchParams.get("quiz")) ?? null,
  };
}

const finishedQuiz = z.object({
  quiz: z.string().max(100),
  respostas: z.string().regex(/^\d(,\d){0,19}$/, "Respostas inválidas."),
});

/** Keeps a member's best result: the server scores the picks itself. */
export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const form = await parseForm(args.request, finishedQuiz);
  const quiz = form.ok ? findQuiz(form.data.quiz) : undefined;
  const score = form.ok && quiz ? scoreQuiz(quiz, form.data.respostas.split(",").map(Number)) : null;
  if (!quiz || !score) return formError("Respostas inválidas.", 400);
  await recordQuizScore(getApp(args.context).db, user.id, quiz.id, score, new Date());
  return formDone();
}

export default function QuizPage({ loaderData: { member, quizzes, best, playing } }: Route.ComponentProps) {
  const loginPath = useLoginPath();
  if (playing) {
    return (
      <div>
        <h1 className="mb-6 text-center text-xl font-semibold text-muted">{playing.titulo}</h1>
        <QuizPlayer key={playing.id} quiz={playing} member={member} />
      </div>
    );
  }
  return (
    <section>
      <PageHeader title="Quiz Bíblico" subtitle={`${quizzes.length} quizzes para testar o que você sabe da Bíblia.`} />
      {!member && (
        <div className="mb-6">
          <Notice>
            <PageLink to={loginPath} className="font-semibold underline">
              Entre na sua conta
            </PageLink>{" "}
            para guardar sua melhor pontuação em cada quiz.
          </Notice>
        </div>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {quizzes.map((quiz) => {
          const record = best[quiz.id];
          return (
            <li key={quiz.id}>
              <Card className="flex h-full flex-col gap-3">
                <div className="flex flex-wrap gap-2">
                  <CategoryBadge category={quiz.categoria} />
                  <DifficultyBadge difficulty={quiz.dificuldade} />
                </div>
                <h2 className="text-lg font-bold">{quiz.titulo}</h2>
                <p className="text-sm text-muted">{quiz.questions} perguntas</p>
                {record && (
                  <p className="flex items-center gap-1 text-sm font-medium">
                    <Trophy className={`size-4 ${STAR_ICON}`} aria-hidden="true" />
                    Sua melhor: {record.correct} de {record.total} ({percentOf(record.correct, record.total)}%)
                  </p>
                )}
                <ButtonLink to={`${href("/quiz")}?quiz=${quiz.id}`} className="mt-auto" aria-label={`Começar o quiz ${quiz.titulo}`}>
                  <Play className="size-4" aria-hidden="true" />
                  Começar
                </ButtonLink>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
