import { ChevronLeft } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { data, href, redirect } from "react-router";
import { z } from "zod";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { Markdown } from "#app/platform/content/Markdown.tsx";
import { withCelebrations } from "#app/areas/gamification/celebrations-url.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { findStudyCourse } from "#app/areas/studies/studies.content.server.ts";
import { LessonAccordion } from "#app/areas/studies/LessonAccordion.tsx";
import { completedLessons, completeLesson } from "#app/areas/studies/progress.store.server.ts";
import { progressPercent } from "#app/areas/library/library.ts";
import type { Route } from "./+types/estudos.$categoria.$cursoId";
import { renderMarkdown } from "#app/platform/content/markdown.server.ts";

export const meta: Route.MetaFunction = ({ loaderData: page }) => [
  { title: documentTitle(page?.course ? `${page.course.titulo} — Estudos` : "Curso não encontrado") },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const course = findStudyCourse(params.categoria, params.cursoId);
  if (!course) return data({ course: null, done: [], member: false, open: null }, { status: 404 });
  const user = await optionalMember({ request, context });
  const done = user ? ((await completedLessons(getApp(context).db, user.id))[course.id] ?? []) : [];
  const asked = Number(new URL(request.url).searchParams.get("licao"));
  return { course: withLessonBlocks(course), done, member: user !== null, open: course.licoes.some((l) => l.numero === asked) ? asked : null };
}

/** The course's description and each lesson's text read into the tree <Markdown blocks> draws. */
function withLessonBlocks(course: NonNullable<ReturnType<typeof findStudyCourse>>) {
  return {
    ...course,
    descricaoBlocks: renderMarkdown(course.descricao),
    licoes: course.licoes.map((l) => ({ ...l, conteudoBlocks: renderMarkdown(l.conteudo) })),
  };
}

const completion = z.object({
  licao: z.coerce.number("Lição inválida.").int("Lição inválida.").min(1, "Lição inválida.").max(999, "Lição inválida."),
});

/** Marks a lesson done: records it, pays the 'lesson-completed' event once, and reopens the lesson. */
export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const course = findStudyCourse(args.params.categoria, args.params.cursoId);
  if (!course) throw data(null, { status: 404 });
  const form = await parseForm(args.request, completion);
  if (!form.ok) return invalidForm(form);
  if (!course.licoes.some((l) => l.numero === form.data.licao))
    return invalidForm({ errors: { licao: "Lição inexistente neste curso." }, values: form.values });
  const outcome = await completeLesson(getApp(args.context).db, user.id, course.id, form.data.licao, new Date());
  const path = `${href("/estudos/:categoria/:cursoId", { categoria: course.categoria, cursoId: course.id })}?licao=${form.data.licao}`;
  return redirect(withCelebrations(path, outcome));
}

export default function CoursePage({ loaderData: { course, done, member, open } }: Route.ComponentProps) {
  if (!course) {
    return (
      <section className="mx-auto max-w-xl py-12 text-center">
        <h1 className="text-3xl font-bold">Curso não encontrado</h1>
        <p className="mt-4 text-muted">O curso que você está procurando não existe.</p>
        <ButtonLink to={href("/estudos")} className="mt-6">
          Voltar para Estudos
        </ButtonLink>
      </section>
    );
  }
  const percent = progressPercent(done.length, course.licoes.length);
  return (
    <article>
      <PageLink
        to={href("/estudos/:categoria", { categoria: course.categoria })}
        className="mb-4 inline-flex items-center gap-1 font-semibold text-accent underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Voltar à categoria
      </PageLink>
      <PageHeader title={course.titulo} subtitle={[course.tipo, course.trimestre].filter(Boolean).join(" · ")} />
      <Markdown blocks={course.descricaoBlocks} />
      {member && (
        <p className="mt-4 font-semibold" data-testid="progresso-curso">
          {done.length} de {course.licoes.length} lições concluídas ({percent}%)
        </p>
      )}
      <h2 className="mt-8 mb-3 text-2xl font-bold">Lições</h2>
      <LessonAccordion key={open ?? 0} lessons={course.licoes} done={done} member={member} initiallyOpen={open} />
    </article>
  );
}
