import { useState } from "react";
import { Form, href, useLocation } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { inputClass } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { HIGHLIGHT_CLASSES } from "#app/areas/bible/highlight-classes.ts";
import { COLOR_NAMES, HIGHLIGHT_COLORS, NO_COLOR, NOTE_MAX, type HighlightColor } from "#app/areas/bible/marks.ts";
import { FULL_MESSAGE } from "#app/platform/offline-writes/queue.ts";
import { queueWhenOffline, useMemberId } from "#app/platform/offline-writes/queue-store.ts";
import { PAGE_PARAMS } from "./mark-lists.ts";
import type { ProfilePageData } from "./profile-page.server.ts";
import type { ProfileActionResult } from "./profile-results.ts";
import { ResultNotice } from "./ProfileTabs.tsx";
import { PAPER } from "#app/components/ui/mark-colours.ts";

type VerseMarks = NonNullable<ProfilePageData["verseMarks"]>;
type MarkRow = VerseMarks["notes"]["marks"][number];

const NOTES_ACTION = href("/perfil/notas");
const link = "font-semibold text-accent underline";
const smallButton = "font-semibold underline";

/** The hidden fields that name a verse in the forms of the lists. */
function VerseFields({ mark, intent }: { mark: MarkRow; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="livro" value={mark.book} />
      <input type="hidden" name="capitulo" value={mark.chapter} />
      <input type="hidden" name="versiculo" value={mark.verse} />
    </>
  );
}

/** 'Anteriores' and 'Mais antigas' links between the pages of a list, the other list's page kept. */
function Pager({ param, page, pages, label }: { param: string; page: number; pages: number; label: string }) {
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    params.set("tab", "notes");
    params.set(param, String(n));
    return `${pathname}?${params}`;
  };
  return (
    <nav aria-label={label} className="mt-3 flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <PageLink to={to(page - 1)} className={link}>
          Anteriores
        </PageLink>
      ) : (
        <span />
      )}
      <span>
        Página {page} de {pages}
      </span>
      {page < pages ? (
        <PageLink to={to(page + 1)} className={link}>
          Mais antigas
        </PageLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * The notes written on verses and the highlights, kept in one place with the member's notes:
 * each links to its verse in the reader and can be changed or removed here.
 */
export function VerseMarksLists({ marks, result }: { marks: VerseMarks; result: ProfileActionResult | undefined }) {
  const memberId = useMemberId();
  const { search } = useLocation();
  const [full, setFull] = useState(false);
  const queue = (label: string) => queueWhenOffline(memberId, label, () => setFull(true));
  // The page being looked at stays after a change.
  const action = `${NOTES_ACTION}${search}`;
  const { notes, highlights } = marks;
  return (
    <>
      <Card>
        <h2 className="mb-3 text-xl font-bold">Notas nos versículos</h2>
        <ResultNotice result={result} intents={["marca-nota"]} />
        {full && <Notice tone="error">{FULL_MESSAGE}</Notice>}
        {notes.total === 0 ? (
          <p>Nenhuma nota em versículos ainda. Na Bíblia, selecione um versículo e toque em 'Nota'.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3" aria-label="Notas nos versículos">
            {notes.marks.map((mark) => (
              <li key={mark.key} className="rounded-lg border border-line p-3">
                <article aria-label={`Nota em ${mark.reference}`}>
                  <h3>
                    <PageLink to={mark.href} className={link}>
                      {mark.reference}
                    </PageLink>
                  </h3>
                  <p className="mt-1 whitespace-pre-line wrap-anywhere">{mark.note}</p>
                  <p className="mt-1 text-sm text-muted">{mark.date}</p>
                  <details className="mt-2">
                    <summary className={`cursor-pointer ${link}`}>
                      Editar<span className="sr-only"> a nota em {mark.reference}</span>
                    </summary>
                    <Form method="post" action={action} className="mt-2 grid gap-2" onSubmit={queue(`Nota em ${mark.reference}`)}>
                      <VerseFields mark={mark} intent="marca-nota" />
                      <label htmlFor={`nota-${mark.key}`} className="font-medium">
                        Nota em {mark.reference}
                      </label>
                      <textarea id={`nota-${mark.key}`} name="nota" rows={3} maxLength={NOTE_MAX} defaultValue={mark.note} className={inputClass} />
                      <div>
                        <button type="submit" className={`${smallButton} text-accent`}>
                          Salvar nota
                        </button>
                      </div>
                    </Form>
                  </details>
                  <Form method="post" action={action} className="mt-2" onSubmit={queue(`Excluir a nota em ${mark.reference}`)}>
                    <VerseFields mark={mark} intent="marca-nota" />
                    <input type="hidden" name="nota" value="" />
                    <button type="submit" className={`${smallButton} text-danger`} aria-label={`Excluir a nota em ${mark.reference}`}>
                      Excluir
                    </button>
                  </Form>
                </article>
              </li>
            ))}
          </ul>
        )}
        <Pager param={PAGE_PARAMS.notes} page={notes.page} pages={notes.pages} label="Páginas das notas nos versículos" />
      </Card>
      <Card>
        <h2 className="mb-3 text-xl font-bold">Marcações</h2>
        <ResultNotice result={result} intents={["marca-cor"]} />
        {highlights.total === 0 ? (
          <p>Nenhum versículo destacado ainda. Na Bíblia, selecione versículos e escolha uma cor.</p>
        ) : (
          <div className="grid gap-4">
            {highlights.groups.map((group) => (
              <section key={group.color} aria-labelledby={`cor-${group.color}`}>
                <h3 id={`cor-${group.color}`} className="mb-2 flex items-center gap-2 font-semibold">
                  <span className={`size-4 rounded-full border border-line-strong ${HIGHLIGHT_CLASSES[group.color]}`} aria-hidden="true" />
                  {group.name}
                </h3>
                <ul className="grid gap-2" aria-label={`Destaques em ${group.name.toLowerCase()}`}>
                  {group.marks.map((mark) => (
                    <HighlightRow key={mark.key} mark={mark} color={group.color} action={action} queue={queue} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
        <Pager param={PAGE_PARAMS.highlights} page={highlights.page} pages={highlights.pages} label="Páginas das marcações" />
      </Card>
    </>
  );
}

function HighlightRow({
  mark,
  color,
  action,
  queue,
}: {
  mark: MarkRow;
  color: HighlightColor;
  action: string;
  queue: (label: string) => ReturnType<typeof queueWhenOffline>;
}) {
  return (
    <li className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-3 py-2 ${HIGHLIGHT_CLASSES[color]}`}>
      <PageLink to={mark.href} className="font-semibold text-fg underline">
        {mark.reference}
      </PageLink>
      <span className="text-sm text-fg">{mark.date}</span>
      <Form method="post" action={action} className="ml-auto flex items-center gap-1" onSubmit={queue(`Cor de ${mark.reference}`)}>
        <VerseFields mark={mark} intent="marca-cor" />
        <label htmlFor={`cor-${mark.key}`} className="sr-only">
          Cor de {mark.reference}
        </label>
        <select id={`cor-${mark.key}`} name="cor" defaultValue={color} className={`rounded border border-line-strong ${PAPER} px-1 py-0.5 text-sm`}>
          {HIGHLIGHT_COLORS.map((c) => (
            <option key={c} value={c}>
              {COLOR_NAMES[c]}
            </option>
          ))}
        </select>
        <button type="submit" className={`${smallButton} text-sm text-fg`} aria-label={`Mudar a cor de ${mark.reference}`}>
          Mudar
        </button>
      </Form>
      <Form method="post" action={action} onSubmit={queue(`Remover o destaque de ${mark.reference}`)}>
        <VerseFields mark={mark} intent="marca-cor" />
        <input type="hidden" name="cor" value={NO_COLOR} />
        <button type="submit" className={`${smallButton} text-sm text-danger`} aria-label={`Remover o destaque de ${mark.reference}`}>
          Remover
        </button>
      </Form>
    </li>
  );
}
