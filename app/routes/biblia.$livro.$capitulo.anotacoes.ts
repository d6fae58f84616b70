import { href, redirect } from "react-router";
import { z } from "zod";
import { requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { longText } from "#app/platform/http/text-fields.ts";
import { loadChapter } from "#app/areas/bible/chapter.server.ts";
import { HIGHLIGHT_COLORS, MARK_MESSAGES, NO_COLOR, NOTE_MAX, parseVerseList, type MarksAnswer } from "#app/areas/bible/marks.ts";
import { changeVerseMarks, listChapterMarks } from "#app/areas/bible/marks.store.server.ts";
import { readerRequest } from "#app/areas/bible/reader-request.server.ts";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { clientWriteIdField } from "#app/platform/offline-writes/client-write-id.ts";
import { writeOnce } from "#app/platform/offline-writes/client-writes.store.server.ts";
import type { Route } from "./+types/biblia.$livro.$capitulo.anotacoes";

/** A member's highlight colours and notes on the verses of a chapter: POST only. */
const marksForm = z.discriminatedUnion(
  "acao",
  [
    z.object({
      acao: z.literal("destacar"),
      versiculos: z.string(MARK_MESSAGES.verses),
      cor: z.enum([...HIGHLIGHT_COLORS, NO_COLOR], MARK_MESSAGES.color),
      ...clientWriteIdField,
    }),
    z.object({
      acao: z.literal("anotar"),
      versiculos: z.string(MARK_MESSAGES.verses),
      nota: longText(NOTE_MAX, "A nota"),
      ...clientWriteIdField,
    }),
  ],
  "Ação desconhecida. Recarregue a página e tente novamente.",
);

const refuse = (message: string, status = 400) => formError(message, status);

export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const form = await parseForm(args.request, marksForm);
  if (!form.ok) return invalidForm(form);
  const verses = parseVerseList(form.data.versiculos);
  if (!verses) return refuse(MARK_MESSAGES.verses);
  if (form.data.acao === "anotar" && verses.length !== 1) return refuse("Escolha um só versículo para a nota.");
  const { app, book, chapter, version, deps } = readerRequest(args);
  // Every verse must be one the reader shows for this chapter (checked before anything is written).
  const shown = await loadChapter(deps, version, book, chapter);
  const numbers = new Set(shown.status === "loaded" ? shown.verses.map((v) => v.number) : []);
  if (!verses.every((v) => numbers.has(v))) return refuse(MARK_MESSAGES.verse, 404);
  const change = form.data.acao === "destacar" ? { color: form.data.cor === NO_COLOR ? null : form.data.cor } : { note: form.data.nota || null };
  const now = new Date();
  const at = { book: book.id, chapter };
  await writeOnce(app.db, user.id, form.data.clientWriteId, now, (trx) => changeVerseMarks(trx, user.id, at, verses, change, now));
  return formDone<MarksAnswer>({ marks: await listChapterMarks(app.db, user.id, at) });
}

/** Nothing to show here: the chapter's page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(href("/biblia/:livro/:capitulo", { livro: params.livro, capitulo: params.capitulo }));
}
