import { BackLink } from "#app/components/ui/BackLink.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { href } from "react-router";
import { LinkTabs } from "#app/components/ui/Tabs.tsx";
import { Markdown } from "#app/platform/content/Markdown.tsx";
import { previewOf, TABS, tabHref, type CharacterStudy, type TabId } from "./studies.ts";
import type { MarkdownBlock } from "#app/platform/content/markdown.ts";

/** A study as the public tabs show it: a course of the studies or a Bible-character study. */
export interface StudyCard {
  id: string;
  tab: TabId;
  titulo: string;
  etiqueta: string;
  descricao: string;
  licoes: string[];
  /** The course page, for studies that are courses. */
  curso?: { categoria: string; id: string };
  personagem?: CharacterStudy;
}

/** The public variant: four tabs with counts; a card's detail replaces the list. */
/** `lessonBlocks`: the selected character study's lessons, each read on the server into the tree <Markdown blocks> draws. */
export function StudyTabs({
  studies,
  tab,
  selected,
  lessonBlocks,
}: {
  studies: StudyCard[];
  tab: TabId;
  selected: StudyCard | null;
  lessonBlocks: MarkdownBlock[][];
}) {
  const inTab = studies.filter((s) => s.tab === tab);
  return (
    <section id="estudos-publicos" aria-labelledby="estudos-publicos-titulo" className="mt-10">
      <h2 id="estudos-publicos-titulo" className="mb-3 text-2xl font-bold">
        Estudos
      </h2>
      <LinkTabs
        label="Tipos de estudo"
        value={tab}
        preventScrollReset
        tabs={TABS.map((t) => ({ value: t.id, label: `${t.label} (${studies.filter((s) => s.tab === t.id).length})`, to: tabHref(t.id) }))}
      />
      {selected ? (
        <StudyDetail study={selected} lessonBlocks={lessonBlocks} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="estudos">
          {inTab.map((study) => {
            const { shown, more } = previewOf(study.licoes);
            return (
              <li key={study.id}>
                <PageLink
                  to={tabHref(tab, study.id)}
                  preventScrollReset
                  className="flex h-full flex-col gap-2 rounded-xl border border-line bg-raised p-4 shadow-sm hover:border-brand-500"
                >
                  <span className="text-xs font-semibold tracking-wide text-accent uppercase">{study.etiqueta}</span>
                  <span className="text-lg font-bold">{study.titulo}</span>
                  <span className="text-sm text-muted">{study.descricao}</span>
                  <span className="mt-1 text-sm">
                    {shown.map((l, i) => (
                      <span key={l} className="block">
                        {i + 1}. {l}
                      </span>
                    ))}
                    {more > 0 && <span className="block text-muted">+ {more} mais...</span>}
                  </span>
                </PageLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function StudyDetail({ study, lessonBlocks }: { study: StudyCard; lessonBlocks: MarkdownBlock[][] }) {
  return (
    <article className="rounded-xl border border-line bg-raised p-5">
      <BackLink to={tabHref(study.tab)} preventScrollReset className="mb-3">
        Voltar aos estudos
      </BackLink>
      <p className="text-xs font-semibold tracking-wide text-accent uppercase">{study.etiqueta}</p>
      <h3 className="text-2xl font-bold">{study.titulo}</h3>
      <p className="my-2 text-muted">{study.descricao}</p>
      {study.curso && (
        <>
          <ol className="my-3 list-decimal space-y-1 pl-6">
            {study.licoes.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ol>
          <PageLink
            to={href("/estudos/:categoria/:cursoId", { categoria: study.curso.categoria, cursoId: study.curso.id })}
            className="font-semibold text-accent underline"
          >
            Abrir o curso
          </PageLink>
        </>
      )}
      {study.personagem && (
        <div className="mt-4 space-y-6">
          <p className="text-sm">
            {study.personagem.periodo} · {study.personagem.versiculo}
          </p>
          {study.personagem.licoes.map((l, i) => (
            <section key={l.numero}>
              <h4 className="text-lg font-semibold">
                Lição {l.numero}: {l.titulo} <span className="text-sm font-normal">({l.texto})</span>
              </h4>
              <Markdown blocks={lessonBlocks[i] ?? []} />
              <p className="mt-2">
                <strong>Reflexão:</strong> {l.reflexao}
              </p>
              <p>
                <strong>Aplicação:</strong> {l.aplicacao}
              </p>
            </section>
          ))}
        </div>
      )}
    </article>
  );
}
