import { href, redirect } from "react-router";
import { z } from "zod";
import { requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { readerRequest } from "#app/areas/bible/reader-request.server.ts";
import { recordChapterRead } from "#app/areas/bible/reading.store.server.ts";
import { celebrationMessages } from "#app/areas/gamification/celebrations.ts";
import { formDone, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { clientWriteIdField } from "#app/platform/offline-writes/client-write-id.ts";
import { writeOnce } from "#app/platform/offline-writes/client-writes.store.server.ts";
import type { Route } from "./+types/biblia.$livro.$capitulo.leitura";

/**
 * The reader's word that a member read the chapter (POST only, decision 0058): sent after time on
 * the text or its end reached, queued offline like any member write. Pays once per chapter per
 * day; the same write sent again (same `clientWriteId`) changes nothing.
 */
const readingForm = z.object({ ...clientWriteIdField });

export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const form = await parseForm(args.request, readingForm);
  if (!form.ok) return invalidForm(form);
  const { app, book, chapter } = readerRequest(args);
  const now = new Date();
  const read = await writeOnce(app.db, user.id, form.data.clientWriteId, now, (trx) => recordChapterRead(trx, user.id, book.id, chapter, now));
  return formDone({ celebrations: read.repeat ? [] : celebrationMessages(read.value) });
}

/** Nothing to show here: the chapter's page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(href("/biblia/:livro/:capitulo", { livro: params.livro, capitulo: params.capitulo }));
}
