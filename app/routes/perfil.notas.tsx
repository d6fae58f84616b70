import { href, redirect, useActionData, useLoaderData } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { celebrationMessages } from "#app/areas/gamification/celebrations.ts";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { writeOnce } from "#app/platform/offline-writes/client-writes.store.server.ts";
import { requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { createNote, deleteNote, updateNote } from "#app/areas/profile/notes.store.server.ts";
import { findBook } from "#app/areas/bible/books.ts";
import { editVerseMark } from "#app/areas/bible/marks.store.server.ts";
import { NO_COLOR } from "#app/areas/bible/marks.ts";
import { NOTES_MAX } from "#app/areas/profile/profile-fields.ts";
import { noteForms } from "#app/areas/profile/profile-forms.ts";
import { profileLoader } from "#app/areas/profile/profile-page.server.ts";
import { MemberProfile } from "#app/areas/profile/MemberProfile.tsx";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/perfil.notas";

/**
 * /perfil/notas: the member's notes (create, edit, delete) and the notes and highlights on verses
 * (edited or removed from their lists); the page is the profile's notes tab.
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Minhas notas") }];

export function loader(args: Route.LoaderArgs) {
  return profileLoader(args, "notes");
}

export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const form = await parseForm(args.request, noteForms);
  if (!form.ok) {
    const intent = form.values.intent ?? "";
    const refused = form.errors.intent ?? form.errors.clientWriteId;
    if (!refused && intent.startsWith("marca-")) {
      const missing = form.errors.livro ?? form.errors.capitulo ?? form.errors.versiculo;
      return invalidForm({ errors: form.errors }, missing ? 404 : 400, { intent }, missing ?? Object.values(form.errors)[0]);
    }
    if (refused || form.errors.id) return invalidForm({ errors: form.errors }, refused ? 400 : 404, { intent }, refused ?? form.errors.id);
    return invalidForm(form, 400, { intent });
  }
  const { db } = getApp(args.context);
  const now = new Date();
  const input = form.data;
  // A write queued offline and sent again (same clientWriteId) changes nothing and succeeds (decision 0017).
  // A refused write (too many notes, a note not found) keeps no id.
  const where = { intent: input.intent };
  const once = <T,>(write: (trx: typeof db) => Promise<T>) => writeOnce(db, user.id, input.clientWriteId, now, write, Boolean);
  switch (input.intent) {
    case "nota-criar": {
      const done = await once((trx) => createNote(trx, user.id, input, now));
      if (done.repeat) return formDone({ message: "Nota criada." }, where);
      const created = done.value;
      if (!created) return formError(`Você já tem ${NOTES_MAX} notas. Exclua alguma para criar outra.`, 409, undefined, where);
      return formDone({ message: "Nota criada.", celebrations: celebrationMessages(created.earned) }, where);
    }
    case "nota-editar": {
      const done = await once((trx) => updateNote(trx, user.id, input.id, input, now));
      if (!done.repeat && !done.value) return formError("Nota não encontrada.", 404, undefined, where);
      return redirect(href("/perfil") + "?tab=notes");
    }
    case "marca-nota":
    case "marca-cor": {
      const book = findBook(input.livro);
      if (!book || input.capitulo > book.capitulos) return formError("Marcação não encontrada.", 404, undefined, where);
      const at = { book: book.id, chapter: input.capitulo, verse: input.versiculo };
      const change = input.intent === "marca-nota" ? { note: input.nota || null } : { color: input.cor === NO_COLOR ? null : input.cor };
      const done = await once((trx) => editVerseMark(trx, user.id, at, change, now));
      if (!done.repeat && !done.value) return formError("Marcação não encontrada.", 404, undefined, where);
      const message =
        "note" in change ? (change.note ? "Nota salva." : "Nota excluída.") : change.color ? "Cor do destaque alterada." : "Destaque removido.";
      return formDone({ message }, where);
    }
    case "nota-excluir": {
      const done = await once((trx) => deleteNote(trx, user.id, input.id));
      if (!done.repeat && !done.value) return formError("Nota não encontrada.", 404, undefined, where);
      return formDone({ message: "Nota excluída." }, where);
    }
  }
}

export default function NotesRoute() {
  return <MemberProfile data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
