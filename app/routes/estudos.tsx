import { BookOpen, GraduationCap, Star } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { href } from "react-router";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { loadStudyCourses, studyCards } from "#app/areas/studies/studies.content.server.ts";
import { completedLessons } from "#app/areas/studies/progress.store.server.ts";
import { courseProgress, studiesHome } from "#app/areas/studies/studies.ts";
import { CourseLinkCard } from "#app/areas/studies/CourseLinkCard.tsx";
import { StudyTabs } from "#app/areas/studies/StudyTabs.tsx";
import type { Route } from "./+types/estudos";
import { useLoginPath } from "#app/areas/accounts/use-login-path.ts";
import { renderMarkdown } from "#app/platform/content/markdown.server.ts";
import { count } from "#app/platform/site/count.ts";
import { STAR_ICON } from "#app/components/ui/mark-colours.ts";

export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/estudos")) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await optionalMember({ request, context });
  const courses = loadStudyCourses();
  const home = studiesHome(courses, studyCards(), new URL(request.url).searchParams);
  return {
    ...home,
    lessonBlocks: (home.selected?.personagem?.licoes ?? []).map((l) => renderMarkdown(l.conteudo)),
    progress: user ? courseProgress(courses, await completedLessons(getApp(context).db, user.id)) : null,
  };
}

const statClass = "rounded-lg bg-accent-soft p-3 text-center";

export default function Estudos({ loaderData: { categories, featured, progress, studies, tab, selected, lessonBlocks } }: Route.ComponentProps) {
  const loginPath = useLoginPath();
  return (
    <section>
      <PageHeader title="Estudos Bíblicos" subtitle="Cursos por categoria, estudos trimestrais e estudos de personagens da Bíblia." />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="categorias">
          <h2 id="categorias" className="mb-3 text-2xl font-bold">
            Categorias
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {categories.map((c) => (
              <li key={c.id}>
                <PageLink
                  to={href("/estudos/:categoria", { categoria: c.id })}
                  className="flex h-full flex-col gap-1 rounded-xl border border-line bg-raised p-4 shadow-sm hover:border-brand-500"
                >
                  <span className="flex items-center gap-2 text-lg font-bold">
                    <BookOpen className="size-5 text-accent" aria-hidden="true" />
                    {c.nome}
                  </span>
                  <span className="text-sm text-muted">{c.descricao}</span>
                  <span className="text-sm font-semibold">{count(c.cursos, "curso", "cursos")}</span>
                </PageLink>
              </li>
            ))}
          </ul>
        </section>
        <Card className="flex flex-col gap-3 self-start">
          <h2 id="meu-progresso" className="flex items-center gap-2 text-xl font-bold">
            <GraduationCap className="size-5" aria-hidden="true" />
            Meu Progresso
          </h2>
          {progress ? (
            <>
              <dl className="grid grid-cols-2 gap-2" data-testid="progresso">
                <div className={statClass}>
                  <dt className="text-sm">Cursos em andamento</dt>
                  <dd className="text-2xl font-bold">{progress.cursosEmAndamento}</dd>
                </div>
                <div className={statClass}>
                  <dt className="text-sm">Cursos concluídos</dt>
                  <dd className="text-2xl font-bold">{progress.cursosConcluidos}</dd>
                </div>
                <div className={statClass}>
                  <dt className="text-sm">Lições completadas</dt>
                  <dd className="text-2xl font-bold">{progress.licoesCompletadas}</dd>
                </div>
                <div className={statClass}>
                  <dt className="text-sm">Horas estudadas</dt>
                  <dd className="text-2xl font-bold">{progress.horasEstudadas}</dd>
                </div>
              </dl>
              <ButtonLink to={href("/cursos")}>Ver Meus Cursos</ButtonLink>
            </>
          ) : (
            <>
              <p className="text-muted">Entre na sua conta para acompanhar seus cursos e lições.</p>
              <ButtonLink to={loginPath}>Fazer Login</ButtonLink>
            </>
          )}
        </Card>
      </div>

      <section aria-labelledby="destaques" className="mt-10">
        <h2 id="destaques" className="mb-3 flex items-center gap-2 text-2xl font-bold">
          <Star className={`size-5 ${STAR_ICON}`} aria-hidden="true" />
          Cursos em Destaque
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((c) => (
            <li key={c.id}>
              <CourseLinkCard to={href("/estudos/:categoria", { categoria: "biblicos" })} course={c} />
            </li>
          ))}
        </ul>
      </section>

      <StudyTabs studies={studies} tab={tab} selected={selected} lessonBlocks={lessonBlocks} />
    </section>
  );
}
