import { href, redirect } from "react-router";
import { z } from "zod";
import { getApp } from "#app/platform/http/context.ts";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { clientWriteIdField } from "#app/platform/offline-writes/client-write-id.ts";
import { writeOnce } from "#app/platform/offline-writes/client-writes.store.server.ts";
import { optionalWritingMember } from "#app/areas/accounts/guards.server.ts";
import { safeRedirectPath } from "#app/platform/site/redirects.ts";
import { runVerseAction, verseActionSchema, type VerseActionResult } from "#app/areas/verse-of-day/card.server.ts";
import type { Route } from "./+types/versiculo-do-dia";

/** A form posted without JavaScript carries where to go back to; a heart queued offline, its id (decision 0017). */
const cardForm = verseActionSchema.and(z.object({ redirectTo: z.string().optional(), ...clientWriteIdField }));

/** A member's heart sent again: nothing toggled, nothing to say. */
const REPEATED: VerseActionResult = { ok: true };

/**
 * The verse of the day card's actions: the member's heart and the share count.
 * Scripts get JSON; a form posted without JavaScript (it carries redirectTo) goes back.
 */
export async function action(args: Route.ActionArgs) {
  const user = await optionalWritingMember(args);
  const form = await parseForm(args.request, cardForm);
  if (!form.ok) return invalidForm(form);
  const { db } = getApp(args.context);
  const now = new Date();
  // A member's heart sent again with the same id toggles nothing.
  const once = user && (await writeOnce(db, user.id, form.data.clientWriteId, now, (trx) => runVerseAction(trx, user.id, form.data, now)));
  const result = once ? (once.repeat ? REPEATED : once.value) : await runVerseAction(db, null, form.data, now);
  if (form.data.redirectTo !== undefined) return redirect(result.ok || user ? safeRedirectPath(form.data.redirectTo) : "/login");
  return result.ok ? formDone({ favorite: result.favorite }) : formError(result.error, result.status);
}

export function loader() {
  return redirect(href("/"));
}
