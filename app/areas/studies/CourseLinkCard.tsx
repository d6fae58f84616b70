import { PageLink } from "#app/components/ui/PageLink.tsx";
import { count } from "#app/platform/site/count.ts";
import { LESSON_MINUTES } from "./studies.ts";

/** What a course card shows; a course of a quarter names it beside its kind. */
export interface CourseCardItem {
  tipo: string;
  trimestre?: string | null;
  titulo: string;
  descricao: string;
  aulas: number;
}

/** A study course as a card linking somewhere (the category list, the featured courses). */
export function CourseLinkCard({ to, course }: { to: string; course: CourseCardItem }) {
  const hours = Math.round((course.aulas * LESSON_MINUTES) / 60);
  return (
    <PageLink to={to} className="flex h-full flex-col gap-1 rounded-xl border border-line bg-raised p-4 shadow-sm hover:border-brand-500">
      <span className="text-xs font-semibold tracking-wide text-accent uppercase">
        {course.trimestre ? `${course.tipo} · ${course.trimestre}` : course.tipo}
      </span>
      <span className="text-lg font-bold">{course.titulo}</span>
      <span className="text-sm text-muted">{course.descricao}</span>
      <span className="text-sm font-semibold">
        {count(course.aulas, "lição", "lições")} · cerca de {count(hours, "hora", "horas")}
      </span>
    </PageLink>
  );
}
