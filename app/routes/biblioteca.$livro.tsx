import { data, redirect } from "react-router";
import { z } from "zod";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember, optionalWritingMember } from "#app/areas/accounts/guards.server.ts";
import { invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { BookReader } from "#app/areas/library/BookReader.tsx";
import { findBook } from "#app/areas/library/library.content.server.ts";
import { validChapter } from "#app/areas/library/library.ts";
import { readPositions, savePosition } from "#app/areas/library/positions.store.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/biblioteca.$livro";

export const meta: Route.MetaFunction = ({ loaderData: page }) => [
  { title: documentTitle(page ? `${page.book.titulo} — Biblioteca` : "Biblioteca") },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const book = findBook(params.livro);
  if (!book) throw data(null, { status: 404 });
  const asked = new URL(request.url).searchParams.get("capitulo");
  const chosen = asked === null ? null : /^\d{1,4}$/.test(asked) ? validChapter(book, Number(asked)) : null;
  if (asked !== null && chosen === null) throw data(null, { status: 404 });
  const user = await optionalMember({ request, context });
  const saved = user ? (await readPositions(getApp(context).db, user.id))[String(book.id)] : undefined;
  return { book, chapter: chosen ?? (saved && validChapter(book, saved)) ?? 1, chosen: chosen !== null, member: user !== null };
}

const position = z.object({
  capitulo: z.coerce.number("Capítulo inválido.").int("Capítulo inválido.").min(1, "Capítulo inválido.").max(9999, "Capítulo inválido."),
});

/** Saves a member's reading position and opens that chapter; a visitor without JavaScript just moves there. */
export async function action(args: Route.ActionArgs) {
  const book = findBook(args.params.livro);
  if (!book) throw data(null, { status: 404 });
  const form = await parseForm(args.request, position);
  if (!form.ok) return invalidForm(form);
  const chapter = validChapter(book, form.data.capitulo);
  if (chapter === null) return invalidForm({ errors: { capitulo: "Capítulo fora do livro." }, values: form.values });
  const user = await optionalWritingMember(args);
  if (user) await savePosition(getApp(args.context).db, user.id, book.id, chapter, new Date());
  return redirect(`/biblioteca/${book.id}?capitulo=${chapter}`);
}

export default function BookPage({ loaderData: { book, chapter, chosen, member } }: Route.ComponentProps) {
  return <BookReader key={`${book.id}-${chapter}`} book={book} chapter={chapter} member={member} chosen={chosen} />;
}
