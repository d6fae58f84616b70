import { ChevronLeft } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { data, href } from "react-router";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { documentTitle } from "#app/platform/site/pages.ts";
import { loadStudyCourses } from "#app/areas/studies/studies.content.server.ts";
import { CourseLinkCard } from "#app/areas/studies/CourseLinkCard.tsx";
import { STUDY_CATEGORIES } from "#app/areas/studies/studies.ts";
import type { Route } from "./+types/estudos.$categoria";

export const meta: Route.MetaFunction = ({ loaderData: page }) => [{ title: documentTitle(page ? `${page.category.nome} — Estudos` : "Estudos") }];

export function loader({ params }: Route.LoaderArgs) {
  const category = STUDY_CATEGORIES.find((c) => c.id === params.categoria);
  if (!category) throw data(null, { status: 404 });
  const courses = loadStudyCourses()
    .filter((c) => c.categoria === category.id)
    .map((c) => ({ id: c.id, titulo: c.titulo, tipo: c.tipo, trimestre: c.trimestre ?? null, descricao: c.descricao, aulas: c.licoes.length }));
  return { category, courses };
}

/** The courses of a category (/estudos/{categoria}). */
export default function StudyCategory({ loaderData: { category, courses } }: Route.ComponentProps) {
  return (
    <section>
      <PageLink to={href("/estudos")} className="mb-4 inline-flex items-center gap-1 font-semibold text-accent underline">
        <ChevronLeft className="size-4" aria-hidden="true" />
        Voltar para Estudos
      </PageLink>
      <PageHeader title={category.nome} subtitle={category.descricao} />
      {courses.length === 0 ? (
        <p className="py-12 text-center text-lg text-muted">Nenhum curso disponível nesta categoria ainda.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="cursos-categoria">
          {courses.map((c) => (
            <li key={c.id}>
              <CourseLinkCard to={href("/estudos/:categoria/:cursoId", { categoria: category.id, cursoId: c.id })} course={c} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
