import { useState } from "react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { Form, href } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { FULL_MESSAGE, type QueuedWrite } from "#app/platform/offline-writes/queue.ts";
import { useMemberId, usePendingWrites, queueWhenOffline } from "#app/platform/offline-writes/queue-store.ts";
import { PendingMark } from "#app/platform/offline-writes/PendingMark.tsx";
import { NOTE_CONTENT_MAX, NOTE_REFERENCE_MAX, NOTE_TITLE_MAX } from "./profile-fields.ts";
import type { ProfileActionResult } from "./profile-results.ts";
import { ResultNotice } from "./ProfileTabs.tsx";
import { type NoteRow, notesWithWrites } from "./queued-notes.ts";
import type { ProfilePageData } from "./profile-page.server.ts";
import { VerseMarksLists } from "./VerseMarksLists.tsx";

const NOTES_ACTION = href("/perfil/notas");

/** Notes: create, edit (?nota=id), delete; offline, queued (decision 0017). Below them, the notes and highlights on verses. */
export function NotesTab({
  notes: saved,
  editing,
  verseMarks,
  result,
}: {
  notes: NoteRow[];
  editing: NoteRow | null;
  verseMarks: ProfilePageData["verseMarks"];
  result: ProfileActionResult | undefined;
}) {
  const memberId = useMemberId();
  const [full, setFull] = useState(false);
  const { waiting, shown } = usePendingWrites(saved);
  const isNotes = (w: QueuedWrite) => new URL(w.action, "http://x").pathname === NOTES_ACTION;
  const notes = notesWithWrites(saved, shown.filter(isNotes), new Set(waiting.map((w) => w.id)));
  const queue = (label: string) => queueWhenOffline(memberId, label, () => setFull(true));
  const intent = editing ? "nota-editar" : "nota-criar";
  const mine = result?.intent === intent;
  const errors = mine ? (result.errors ?? {}) : {};
  const typed = mine && !result.ok ? result.values : undefined;
  return (
    <div className="grid grid-cols-1 gap-4">
      <Card>
        <h2 className="mb-3 text-xl font-bold">{editing ? "Editar nota" : "Nova nota"}</h2>
        <ResultNotice result={result} intents={["nota-criar", "nota-editar", "nota-excluir"]} />
        {full && <Notice tone="error">{FULL_MESSAGE}</Notice>}
        <Form
          method="post"
          action={editing ? `${href("/perfil/notas")}?nota=${editing.id}` : href("/perfil/notas")}
          className="mt-3 grid gap-4"
          key={editing?.id ?? `nova-${notes.length}`}
          noValidate
          onSubmit={queue(editing ? `Editar a nota ${editing.title}` : "Criar nota")}
        >
          <input type="hidden" name="intent" value={intent} />
          {editing && <input type="hidden" name="id" value={editing.id} />}
          <FormField
            label="Título"
            name="titulo"
            required
            maxLength={NOTE_TITLE_MAX}
            hint={`Até ${NOTE_TITLE_MAX} caracteres.`}
            defaultValue={typed?.titulo ?? editing?.title}
            error={errors.titulo}
          />
          <FormField
            label="Referência (opcional)"
            name="referencia"
            maxLength={NOTE_REFERENCE_MAX}
            placeholder="Ex.: Jo 3:16"
            hint={`Até ${NOTE_REFERENCE_MAX} caracteres.`}
            defaultValue={typed?.referencia ?? editing?.reference}
            error={errors.referencia}
          />
          <FormField
            label="Conteúdo"
            name="conteudo"
            multiline
            required
            maxLength={NOTE_CONTENT_MAX}
            hint={`Até ${NOTE_CONTENT_MAX} caracteres.`}
            defaultValue={typed?.conteudo ?? editing?.content}
            error={errors.conteudo}
          />
          <div className="flex gap-2">
            <Button type="submit">{editing ? "Salvar nota" : "Criar nota"}</Button>
            {editing && (
              <ButtonLink to={href("/perfil") + "?tab=notes"} variant="secondary">
                Cancelar
              </ButtonLink>
            )}
          </div>
        </Form>
      </Card>
      <Card>
        <h2 className="mb-3 text-xl font-bold">Minhas notas</h2>
        {notes.length === 0 ? (
          <p>{verseMarks?.notes.total ? "Nenhuma nota avulsa ainda. Suas notas nos versículos estão logo abaixo." : "Você ainda não tem notas."}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {notes.map((note) => (
              <li key={note.id} className="rounded-lg border border-line p-3">
                <article aria-label={note.title}>
                  <h3 className="flex flex-wrap items-center gap-2 font-semibold wrap-anywhere">
                    {note.title}
                    {note.pending && <PendingMark />}
                  </h3>
                  {note.reference && <p className="text-sm text-accent wrap-anywhere">{note.reference}</p>}
                  <p className="mt-1 whitespace-pre-line wrap-anywhere">{note.content}</p>
                  <p className="mt-1 text-sm text-muted">{note.date}</p>
                  {!note.queued && (
                    <div className="mt-2 flex gap-2">
                      <PageLink
                        to={`${href("/perfil")}?tab=notes&nota=${note.id}`}
                        className="font-semibold text-accent underline"
                        aria-label={`Editar a nota ${note.title}`}
                      >
                        Editar
                      </PageLink>
                      <Form method="post" action={NOTES_ACTION} onSubmit={queue(`Excluir a nota ${note.title}`)}>
                        <input type="hidden" name="intent" value="nota-excluir" />
                        <input type="hidden" name="id" value={note.id} />
                        <button type="submit" className="font-semibold text-danger underline" aria-label={`Excluir a nota ${note.title}`}>
                          Excluir
                        </button>
                      </Form>
                    </div>
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {verseMarks && <VerseMarksLists marks={verseMarks} result={result} />}
    </div>
  );
}
