import { ChevronRight } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { data, href } from "react-router";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { findQuarter } from "#app/areas/sabbath-school/sabbath-school.content.server.ts";
import { dayName, findLesson } from "#app/areas/sabbath-school/sabbath-school.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/escola-sabatina.$categoria.$licao";

export function loader({ params }: Route.LoaderArgs) {
  const quarter = findQuarter(params.categoria);
  const lesson = findLesson(quarter, params.licao);
  if (!quarter || !lesson) throw data(null, { status: 404 });
  return {
    categoria: quarter.categoria,
    nome: quarter.nome,
    lesson: { ...lesson, dias: lesson.dias.map((d) => ({ dia: d.dia, titulo: d.titulo })) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  page ? [{ title: documentTitle(`Lição ${page.lesson.numero}: ${page.lesson.titulo} — Escola Sabatina`) }] : [];

/** Level 3: the lesson's six days with their titles. */
export default function LessonPage({ loaderData: { categoria, nome, lesson } }: Route.ComponentProps) {
  return (
    <section>
      <p className="mb-4">
        <BackLink to={href("/escola-sabatina/:categoria", { categoria })}>Voltar</BackLink>
      </p>
      <PageHeader title={`Lição ${lesson.numero}: ${lesson.titulo}`} subtitle={`${nome} · ${lesson.data}`}>
        <p className="mt-2 font-serif italic">
          “{lesson.citacao}” <span className="not-italic font-semibold">{lesson.versiculo}</span>
        </p>
      </PageHeader>
      <ol className="grid gap-3 sm:grid-cols-2">
        {lesson.dias.map((day) => (
          <li key={day.dia}>
            <PageLink
              to={href("/escola-sabatina/:categoria/:licao/:dia", { categoria, licao: String(lesson.numero), dia: day.dia })}
              className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Card className="flex h-full items-center gap-3 hover:border-brand-600">
                <div className="flex-1">
                  <h2 className="font-bold">{dayName(day.dia)}</h2>
                  <p className="text-gray-700 dark:text-gray-300">{day.titulo}</p>
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
