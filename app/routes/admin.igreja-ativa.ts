import { data, href, redirect } from "react-router";
import { z } from "zod";
import { parseForm } from "#app/platform/http/forms.server.ts";
import { writeCookie } from "#app/platform/http/cookies.server.ts";
import { getApp } from "#app/platform/http/context.ts";
import { safeRedirectPath } from "#app/platform/site/redirects.ts";
import { requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { secureCookies } from "#app/areas/accounts/session.store.server.ts";
import type { Route } from "./+types/admin.igreja-ativa";

/** What an admin is told when the church asked for is not one they act for (or not a church). */
export const NOT_YOUR_CHURCH = "Escolha uma das igrejas em que você atua.";

const switchForm = z.object({ igreja: z.string().max(80), voltar: z.string().max(2000).optional() });

/**
 * The admin pages' church switcher (decision 0065): the church chosen must be one the account
 * acts for, checked here and again by requireAdmin on every page; it is kept in a cookie.
 */
export async function action(args: Route.ActionArgs) {
  const { churches } = await requireAdmin(args, "any");
  const form = await parseForm(args.request, switchForm);
  const church = form.ok ? churches.find((c) => c.slug === form.data.igreja) : undefined;
  if (!church) throw data({ error: NOT_YOUR_CHURCH }, { status: 400 });
  const secure = secureCookies(args.request, getApp(args.context).config.PUBLIC_URL);
  const headers = { "Set-Cookie": await writeCookie("adminChurch", church.slug, { secure }) };
  const back = safeRedirectPath(form.ok ? form.data.voltar : undefined);
  return redirect(back.startsWith("/admin") ? back : href("/admin"), { headers });
}

export function loader() {
  return redirect(href("/admin"));
}
