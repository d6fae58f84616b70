import { Form, href, Link } from "react-router";
import { Button, ButtonLink } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { FormField } from "../../components/ui/FormField.tsx";
import { NOTE_CONTENT_MAX, NOTE_REFERENCE_MAX, NOTE_TITLE_MAX } from "./profile-fields.ts";
import type { ProfileActionResult } from "./profile-results.ts";
import { ResultNotice } from "./ProfileTabs.tsx";

export interface NoteRow {
  id: string;
  title: string;
  reference: string;
  content: string;
  date: string;
}

/** Notes (spec 1 §3 Note): create, edit (?nota=id), delete. */
export function NotesTab({ notes, editing, result }: { notes: NoteRow[]; editing: NoteRow | null; result: ProfileActionResult | undefined }) {
  const intent = editing ? "nota-editar" : "nota-criar";
  const mine = result?.intent === intent;
  const errors = mine ? (result.errors ?? {}) : {};
  const typed = mine && result.errors ? result.values : undefined;
  return (
    <div className="grid gap-4">
      <Card>
        <h2 className="mb-3 text-xl font-bold">{editing ? "Editar nota" : "Nova nota"}</h2>
        <ResultNotice result={result} intents={["nota-criar", "nota-editar", "nota-excluir"]} />
        <Form
          method="post"
          action={editing ? `${href("/perfil/notas")}?nota=${editing.id}` : href("/perfil/notas")}
          className="mt-3 grid gap-4"
          key={editing?.id ?? `nova-${notes.length}`}
          noValidate
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
          <p>Você ainda não tem notas.</p>
        ) : (
          <ul className="grid gap-3">
            {notes.map((note) => (
              <li key={note.id} className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
                <article aria-label={note.title}>
                  <h3 className="font-semibold">{note.title}</h3>
                  {note.reference && <p className="text-sm text-brand-700 dark:text-brand-300">{note.reference}</p>}
                  <p className="mt-1 whitespace-pre-line">{note.content}</p>
                  <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{note.date}</p>
                  <div className="mt-2 flex gap-2">
                    <Link
                      to={`${href("/perfil")}?tab=notes&nota=${note.id}`}
                      className="font-semibold text-brand-700 underline dark:text-brand-300"
                      aria-label={`Editar a nota ${note.title}`}
                    >
                      Editar
                    </Link>
                    <Form method="post" action={href("/perfil/notas")}>
                      <input type="hidden" name="intent" value="nota-excluir" />
                      <input type="hidden" name="id" value={note.id} />
                      <button
                        type="submit"
                        className="font-semibold text-red-700 underline dark:text-red-300"
                        aria-label={`Excluir a nota ${note.title}`}
                      >
                        Excluir
                      </button>
                    </Form>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
