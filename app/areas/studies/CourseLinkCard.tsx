import type { ReactNode } from "react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { LESSON_MINUTES } from "./studies.ts";

/** A study course as a card linking somewhere (the category list, the featured courses). */
export function CourseLinkCard({
  to,
  label,
  titulo,
  descricao,
  aulas,
}: {
  to: string;
  label: ReactNode;
  titulo: string;
  descricao: string;
  aulas: number;
}) {
  return (
    <PageLink to={to} className="flex h-full flex-col gap-1 rounded-xl border border-line bg-raised p-4 shadow-sm hover:border-brand-500">
      <span className="text-xs font-semibold tracking-wide text-accent uppercase">{label}</span>
      <span className="text-lg font-bold">{titulo}</span>
      <span className="text-sm text-muted">{descricao}</span>
      <span className="text-sm font-semibold">
        {aulas} lições · cerca de {Math.round((aulas * LESSON_MINUTES) / 60)} horas
      </span>
    </PageLink>
  );
}
