import { CalendarDays, ChevronRight } from "lucide-react";
import { href } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import type { TodaysLesson } from "./sabbath-school.ts";

/** 'Lição de hoje': one link per class straight to today's part of this week's lesson. */
export function TodaysLessonCard({ lessons, headingLevel = 2 }: { lessons: TodaysLesson[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card>
      <Heading id="licao-de-hoje" className="mb-1 flex items-center gap-2 text-xl font-bold">
        <CalendarDays className="size-5 shrink-0" aria-hidden="true" /> Lição de hoje
      </Heading>
      <p className="mb-3 text-sm text-muted">
        <PageLink to={href("/escola-sabatina")} className="font-semibold text-accent underline">
          Escola Sabatina
        </PageLink>{" "}
        · {lessons[0]?.dia.nome} · {lessons[0]?.licao.semana}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {lessons.map((l) => (
          <li key={l.categoria}>
            <PageLink
              to={href("/escola-sabatina/:categoria/:licao/:dia", { categoria: l.categoria, licao: String(l.licao.numero), dia: l.dia.id })}
              className="flex h-full items-center gap-3 rounded-lg border border-line p-3 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="min-w-0 flex-1 wrap-anywhere">
                <span className="block font-semibold">
                  {l.nome}: {l.dia.titulo}
                </span>
                <span className="text-sm text-muted">
                  Lição {l.licao.numero} · {l.licao.titulo}
                  {l.exemplo && " · Exemplo do portal"}
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0" aria-hidden="true" />
            </PageLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}
