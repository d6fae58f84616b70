import { ChevronRight } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { data, href } from "react-router";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { findQuarterOn } from "#app/areas/sabbath-school/sabbath-school.server.ts";
import { dayName, findLesson } from "#app/areas/sabbath-school/sabbath-school.ts";
import { lessonSchedule } from "#app/areas/sabbath-school/lesson-calendar.ts";
import { getApp } from "#app/platform/http/context.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/escola-sabatina.$categoria.$licao";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const today = await requestToday(request);
  const quarter = await findQuarterOn(getApp(context).db, params.categoria, today);
  const lesson = findLesson(quarter, params.licao);
  if (!quarter || !lesson) throw data(null, { status: 404 });
  const schedule = lessonSchedule(quarter.licoes, today);
  return {
    categoria: quarter.categoria,
    nome: quarter.nome,
    semana: schedule.weeks.get(lesson.numero)!,
    /** Today's part, when this is this week's lesson. */
    hoje: schedule.today.numero === lesson.numero ? schedule.today.dia : null,
    lesson: {
      numero: lesson.numero,
      titulo: lesson.titulo,
      versiculo: lesson.versiculo,
      citacao: lesson.citacao,
      dias: lesson.dias.map((d) => ({ dia: d.dia, titulo: d.titulo })),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  page ? [{ title: documentTitle(`Lição ${page.lesson.numero}: ${page.lesson.titulo} — Escola Sabatina`) }] : [];

/** Level 3: the lesson's Sabbath-afternoon introduction and six days with their titles, today's marked in this week's lesson. */
export default function LessonPage({ loaderData: { categoria, nome, semana, hoje, lesson } }: Route.ComponentProps) {
  return (
    <section>
      <p className="mb-4">
        <BackLink to={href("/escola-sabatina/:categoria", { categoria })}>Voltar</BackLink>
      </p>
      <PageHeader title={`Lição ${lesson.numero}: ${lesson.titulo}`} subtitle={`${nome} · ${semana}`}>
        {lesson.citacao && (
          <p className="mt-2 font-serif italic">
            “{lesson.citacao}” <span className="not-italic font-semibold">{lesson.versiculo}</span>
          </p>
        )}
      </PageHeader>
      <ol className="grid gap-3 sm:grid-cols-2">
        {lesson.dias.map((day) => (
          <li key={day.dia}>
            <PageLink
              to={href("/escola-sabatina/:categoria/:licao/:dia", { categoria, licao: String(lesson.numero), dia: day.dia })}
              className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-current={day.dia === hoje ? "date" : undefined}
            >
              <Card
                className={`flex h-full items-center gap-3 hover:border-brand-600 ${day.dia === hoje ? "border-brand-600 ring-1 ring-brand-600" : ""}`}
              >
                <div className="flex-1">
                  <h2 className="font-bold">
                    {dayName(day.dia, lesson)}
                    {day.dia === hoje && <span className="ml-2 text-sm font-semibold text-accent">Hoje</span>}
                  </h2>
                  <p className="text-muted">{day.titulo}</p>
                </div>
                <ChevronRight className="size-5" aria-hidden="true" />
              </Card>
            </PageLink>
          </li>
        ))}
      </ol>
    </section>
  );
}
