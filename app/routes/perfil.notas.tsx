import { data, href, redirect, useActionData, useLoaderData } from "react-router";
import { getApp } from "../context.ts";
import { celebrationMessages } from "../modules/gamification/celebrations.ts";
import { parseForm } from "../modules/http/forms.server.ts";
import { requireMember } from "../modules/accounts/guards.server.ts";
import { createNote, deleteNote, updateNote } from "../modules/profile/notes.server.ts";
import { NOTES_MAX } from "../modules/profile/profile-fields.ts";
import { noteForms } from "../modules/profile/profile-forms.ts";
import { profileLoader } from "../modules/profile/profile-page.server.ts";
import type { ProfileActionResult } from "../modules/profile/profile-results.ts";
import { ProfilePage } from "../modules/profile/ProfilePage.tsx";
import { documentTitle } from "../modules/site/pages.ts";
import type { Route } from "./+types/perfil.notas";

/** /perfil/notas: the member's notes (create, edit, delete); the page is the profile's notes tab. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Minhas notas") }];

export function loader(args: Route.LoaderArgs) {
  return profileLoader(args, "notes");
}

const answer = (result: ProfileActionResult, status = 200) => data(result, { status });

export async function action(args: Route.ActionArgs) {
  const user = await requireMember(args);
  const form = await parseForm(args.request, noteForms);
  if (!form.ok) {
    const intent = form.values.intent ?? "";
    if (form.errors.id || form.errors.intent)
      return answer({ intent, tone: "error", message: form.errors.intent ?? form.errors.id }, form.errors.intent ? 400 : 404);
    return answer({ intent, tone: "error", errors: form.errors, values: form.values }, 400);
  }
  const { db } = getApp(args.context);
  const now = new Date();
  const input = form.data;
  switch (input.intent) {
    case "nota-criar": {
      const created = await createNote(db, user.id, input, now);
      if (!created)
        return answer({ intent: input.intent, tone: "error", message: `Você já tem ${NOTES_MAX} notas. Exclua alguma para criar outra.` }, 409);
      return answer({ intent: input.intent, tone: "success", message: "Nota criada.", celebrations: celebrationMessages(created.earned) });
    }
    case "nota-editar":
      if (!(await updateNote(db, user.id, input.id, input, now)))
        return answer({ intent: input.intent, tone: "error", message: "Nota não encontrada." }, 404);
      return redirect(href("/perfil") + "?tab=notes");
    case "nota-excluir":
      if (!(await deleteNote(db, user.id, input.id))) return answer({ intent: input.intent, tone: "error", message: "Nota não encontrada." }, 404);
      return answer({ intent: input.intent, tone: "success", message: "Nota excluída." });
  }
}

export default function NotesRoute() {
  return <ProfilePage data={useLoaderData<typeof loader>()} result={useActionData<ProfileActionResult>()} />;
}
