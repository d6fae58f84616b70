import { data, href } from "react-router";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { ChevronLinkCard } from "#app/areas/sabbath-school/ChevronLinkCard.tsx";
import { findQuarterOn } from "#app/areas/sabbath-school/sabbath-school.server.ts";
import { lessonSchedule } from "#app/areas/sabbath-school/lesson-calendar.ts";
import { getApp } from "#app/platform/http/context.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/escola-sabatina.$categoria";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const today = await requestToday(request);
  const quarter = await findQuarterOn(getApp(context).db, params.categoria, today);
  if (!quarter) throw data(null, { status: 404 });
  const { licoes, importado, ...rest } = quarter;
  const schedule = lessonSchedule(licoes, today);
  return {
    quarter: {
      ...rest,
      exemplo: !importado,
      licoes: licoes.map(({ dias: _days, data: _writtenFor, ...lesson }) => ({
        ...lesson,
        semana: schedule.weeks.get(lesson.numero)!,
        atual: lesson.numero === schedule.today.numero,
      })),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData: page }) => (page ? [{ title: documentTitle(`Escola Sabatina — ${page.quarter.nome}`) }] : []);

/** Level 2: the lessons with number, their week by the calendar (this week's marked), title and verse. */
export default function QuarterPage({ loaderData: { quarter } }: Route.ComponentProps) {
  return (
    <section>
      <p className="mb-4">
        <BackLink to={href("/escola-sabatina")}>Voltar</BackLink>
      </p>
      <PageHeader
        title={`Escola Sabatina — ${quarter.nome}`}
        subtitle={
          quarter.exemplo
            ? `${quarter.tema} · Exemplo do portal: uma lição por semana, repetidas em ciclo até a igreja importar o trimestre`
            : `${quarter.trimestre}: ${quarter.tema}`
        }
      />
      <ol className="space-y-4">
        {quarter.licoes.map((lesson) => (
          <li key={lesson.numero}>
            <ChevronLinkCard to={href("/escola-sabatina/:categoria/:licao", { categoria: quarter.categoria, licao: String(lesson.numero) })}>
              <span
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-on-accent"
                aria-hidden="true"
              >
                {lesson.numero}
              </span>
              <div className="flex-1">
                <p className="text-sm text-muted">
                  Lição {lesson.numero} · {lesson.semana}
                  {lesson.atual && (
                    <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-on-accent">Esta semana</span>
                  )}
                </p>
                <h2 className="text-lg font-bold">{lesson.titulo}</h2>
                {lesson.citacao && (
                  <p className="mt-1 font-serif italic text-fg">
                    “{lesson.citacao}” <span className="not-italic font-semibold">{lesson.versiculo}</span>
                  </p>
                )}
              </div>
            </ChevronLinkCard>
          </li>
        ))}
      </ol>
    </section>
  );
}
