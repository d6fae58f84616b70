import { CheckCircle2, ChevronLeft, ChevronRight } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { data, Form, href, useActionData } from "react-router";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { Button, buttonClass } from "#app/components/ui/Button.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { Markdown } from "#app/platform/content/Markdown.tsx";
import { renderMarkdown } from "#app/platform/content/markdown.server.ts";
import { MarkdownPassageLink } from "#app/areas/bible/PassageLink.tsx";
import { Celebrations } from "#app/areas/gamification/Celebrations.tsx";
import { celebrationMessages } from "#app/areas/gamification/celebrations.ts";
import { recordActivity } from "#app/areas/gamification/ledger.store.server.ts";
import { ReadAloudToggle } from "#app/areas/read-aloud/ReadAloudToggle.tsx";
import { findQuarterOn } from "#app/areas/sabbath-school/sabbath-school.server.ts";
import {
  completeOnLastDay,
  completesLesson,
  dayName,
  dayReadAloudText,
  findStudyDay,
  lessonActivityId,
  neighbourDays,
} from "#app/areas/sabbath-school/sabbath-school.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/escola-sabatina.$categoria.$licao.$dia";
import { useLoginPath } from "#app/areas/accounts/use-login-path.ts";
import { formDone, formError } from "#app/platform/http/forms.server.ts";

/** The day in the quarter the class follows today (an imported one, or the shipped example). */
async function findDay({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const quarter = await findQuarterOn(getApp(context).db, params.categoria, await requestToday(request));
  return findStudyDay(quarter, params.licao, params.dia);
}

export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const found = await findDay(args);
  if (!found) throw data(null, { status: 404 });
  const { quarter, lesson, day } = found;
  const user = await optionalMember({ request, context });
  return {
    categoria: quarter.categoria,
    nome: quarter.nome,
    lesson: { numero: lesson.numero, titulo: lesson.titulo },
    day: { dia: day.dia, titulo: day.titulo },
    // Read on the server: the page receives the tree, not the parser (decision 0052).
    blocks: renderMarkdown(day.conteudo),
    dayName: dayName(day.dia, lesson),
    readAloud: dayReadAloudText(day, lesson),
    completes: completesLesson(lesson, day.dia),
    ...neighbourDays(lesson, day.dia),
    member: user !== null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  page ? [{ title: documentTitle(`${page.dayName}: ${page.day.titulo} — Lição ${page.lesson.numero}`) }] : [];

/** Finishing the sixth day completes the lesson: the ledger's 'lesson-completed', paid once. */
export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const found = await findDay(args);
  if (!found) return formError("Lição não encontrada.", 404);
  if (!completesLesson(found.lesson, found.day.dia)) return formError(completeOnLastDay(found.lesson), 400);
  const outcome = await recordActivity(
    getApp(args.context).db,
    user.id,
    { type: "lesson-completed", id: lessonActivityId(found.quarter, found.lesson.numero) },
    new Date(),
  );
  return formDone({ celebrations: celebrationMessages(outcome) });
}

const navButton = buttonClass("secondary");

/** Level 4: the day's study (or the Sabbath-afternoon introduction) with 'Dia Anterior' (not on the lesson's first day) and 'Próximo Dia' (not on its last). */
export default function StudyDayPage({
  loaderData: { categoria, nome, lesson, day, blocks, dayName, readAloud, completes, previous, next, member },
}: Route.ComponentProps) {
  const loginPath = useLoginPath();
  const result = useActionData<typeof action>();
  const licao = String(lesson.numero);
  const dayHref = (dia: string) => href("/escola-sabatina/:categoria/:licao/:dia", { categoria, licao, dia });
  return (
    <article className="mx-auto max-w-3xl">
      <p className="mb-4">
        <BackLink to={href("/escola-sabatina/:categoria/:licao", { categoria, licao })}>Voltar</BackLink>
      </p>
      <header className="mb-4">
        <p className="text-sm text-muted">
          {nome} · Lição {lesson.numero}: {lesson.titulo}
        </p>
        <h1 className="mt-1 text-3xl font-bold text-fg">
          {dayName}: {day.titulo}
        </h1>
      </header>
      <div className="mb-6">
        <ReadAloudToggle text={readAloud} headingLevel={2} />
      </div>
      <Markdown blocks={blocks} headingLevel={2} link={MarkdownPassageLink} />
      <p className="mt-6 text-sm text-muted">Citações bíblicas: Almeida Corrigida Fiel (ACF).</p>
      {completes && (
        <div className="mt-8">
          {result?.ok && <Celebrations messages={result.celebrations} />}
          {result?.formError && <Notice tone="error">{result.formError}</Notice>}
          {member ? (
            result?.ok ? (
              <Notice tone="success">
                <span className="inline-flex items-center gap-2">
                  <CheckCircle2 className="size-5" aria-hidden="true" /> Lição concluída!
                </span>
              </Notice>
            ) : (
              <Form method="post">
                <Button type="submit">
                  <CheckCircle2 className="size-5" aria-hidden="true" /> Concluir Lição
                </Button>
              </Form>
            )
          ) : (
            <Notice>
              <PageLink to={loginPath} className="font-semibold underline">
                Entre na sua conta
              </PageLink>{" "}
              para registrar a lição concluída e ganhar pontos.
            </Notice>
          )}
        </div>
      )}
      <nav aria-label="Dias da lição" className="mt-10 flex justify-between gap-4 border-t border-line pt-4">
        {previous ? (
          <PageLink to={dayHref(previous)} className={navButton}>
            <ChevronLeft className="size-4" aria-hidden="true" /> Dia Anterior
          </PageLink>
        ) : (
          <span />
        )}
        {next && (
          <PageLink to={dayHref(next)} className={navButton}>
            Próximo Dia <ChevronRight className="size-4" aria-hidden="true" />
          </PageLink>
        )}
      </nav>
    </article>
  );
}
