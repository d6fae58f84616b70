import { Users } from "lucide-react";
import { href } from "react-router";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { sabbathSchoolOn, todaysLessons } from "#app/areas/sabbath-school/sabbath-school.server.ts";
import { ChevronLinkCard } from "#app/areas/sabbath-school/ChevronLinkCard.tsx";
import { TodaysLessonCard } from "#app/areas/sabbath-school/TodaysLessonCard.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { count } from "#app/platform/site/count.ts";
import type { Route } from "./+types/escola-sabatina";

export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/escola-sabatina")) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getApp(context);
  const today = await requestToday(request);
  return {
    categories: (await sabbathSchoolOn(db, today)).map((q) => ({
      categoria: q.categoria,
      nome: q.nome,
      tema: q.tema,
      licoes: q.licoes.length,
      trimestre: q.trimestre,
      exemplo: !q.importado,
    })),
    today: await todaysLessons(db, today),
  };
}

/** /escola-sabatina, level 1: today's part of this week's lesson, then 'Adultos' or 'Jovens'; 'Voltar' goes to the studies. */
export default function SabbathSchoolPage({ loaderData: { categories, today } }: Route.ComponentProps) {
  return (
    <section>
      <p className="mb-4">
        <BackLink to={href("/estudos")}>Voltar</BackLink>
      </p>
      <PageHeader title="Escola Sabatina" subtitle="Uma lição por semana, do sábado à tarde até a sexta-feira, e a lição de hoje a um toque." />
      <div className="mb-6">
        <TodaysLessonCard lessons={today} />
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {categories.map((c) => (
          <li key={c.categoria}>
            <ChevronLinkCard to={href("/escola-sabatina/:categoria", { categoria: c.categoria })}>
              <Users className="size-10 shrink-0 text-accent" aria-hidden="true" />
              <div className="flex-1">
                <h2 className="text-xl font-bold">{c.nome}</h2>
                <p className="text-sm text-muted">{c.tema}</p>
                <p className="mt-1 font-semibold">
                  {c.exemplo
                    ? `${count(c.licoes, "lição disponível", "lições disponíveis")} · Exemplo do portal`
                    : `${c.trimestre} · ${count(c.licoes, "lição", "lições")}`}
                </p>
              </div>
            </ChevronLinkCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
