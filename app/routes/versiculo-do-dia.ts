import { readForm } from "../modules/site/forms.server.ts";
import { data, redirect } from "react-router";
import { getApp } from "../context.ts";
import { currentUser } from "../modules/accounts/current-user.server.ts";
import { safeRedirectPath } from "../modules/site/redirects.ts";
import { runVerseAction } from "../modules/verse-of-day/card.server.ts";
import type { Route } from "./+types/versiculo-do-dia";

/**
 * The verse of the day card's actions: the member's heart and the share count.
 * Scripts get JSON; a form posted without JavaScript (it carries redirectTo) goes back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await currentUser(request, context);
  const form = Object.fromEntries(await readForm(request));
  const result = await runVerseAction(getApp(context).db, user?.id ?? null, form, new Date());
  if ("redirectTo" in form) {
    const back = safeRedirectPath(form.redirectTo);
    return redirect(result.ok || user ? back : "/login");
  }
  return result.ok ? data({ favorite: result.favorite }) : data({ error: result.error }, { status: result.status });
}

export function loader() {
  return redirect("/");
}
