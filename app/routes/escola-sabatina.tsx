import { ChevronRight, Users } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { href } from "react-router";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { loadQuarters } from "#app/areas/sabbath-school/sabbath-school.content.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/escola-sabatina";

export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/escola-sabatina")) }];

export function loader() {
  return {
    categories: loadQuarters().map((q) => ({ categoria: q.categoria, nome: q.nome, trimestre: q.trimestre, tema: q.tema, licoes: q.licoes.length })),
  };
}

/** /escola-sabatina, level 1: choose 'Adultos' or 'Jovens'; 'Voltar' goes to the studies, where the Sabbath School belongs. */
export default function SabbathSchoolPage({ loaderData: { categories } }: Route.ComponentProps) {
  return (
    <section>
      <p className="mb-4">
        <BackLink to={href("/estudos")}>Voltar</BackLink>
      </p>
      <PageHeader title="Escola Sabatina" subtitle="Escolha a sua classe para estudar a lição da semana." />
      <ul className="grid gap-4 sm:grid-cols-2">
        {categories.map((c) => (
          <li key={c.categoria}>
            <PageLink
              to={href("/escola-sabatina/:categoria", { categoria: c.categoria })}
              className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Card className="flex h-full items-center gap-4 hover:border-brand-600">
                <Users className="size-10 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
                <div className="flex-1">
                  <h2 className="text-xl font-bold">{c.nome}</h2>
                  <p className="text-sm text-gray-700 dark:text-gray-300">
                    {c.trimestre} · {c.tema}
                  </p>
                  <p className="mt-1 font-semibold">{c.licoes} lições disponíveis</p>
                </div>
                <ChevronRight className="size-6" aria-hidden="true" />
              </Card>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
