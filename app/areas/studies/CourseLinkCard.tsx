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
    <PageLink
      to={to}
      className="flex h-full flex-col gap-1 rounded-xl border border-gray-200 bg-white p-4 shadow-sm hover:border-brand-500 dark:border-gray-700 dark:bg-gray-800"
    >
      <span className="text-xs font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-300">{label}</span>
      <span className="text-lg font-bold">{titulo}</span>
      <span className="text-sm text-gray-700 dark:text-gray-300">{descricao}</span>
      <span className="text-sm font-semibold">
        {aulas} lições · cerca de {Math.round((aulas * LESSON_MINUTES) / 60)} horas
      </span>
    </PageLink>
  );
}
