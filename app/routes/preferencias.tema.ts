import { href, redirect } from "react-router";
import { z } from "zod";
import { parseForm } from "#app/platform/http/forms.server.ts";
import { writeCookie } from "#app/platform/http/cookies.server.ts";
import { safeRedirectPath } from "#app/platform/site/redirects.ts";
import { COLOR_THEMES } from "#app/platform/themes/themes.ts";
import type { Route } from "./+types/preferencias.tema";

const themeForm = z.object({
  mode: z.enum(["light", "dark"], "Escolha claro ou escuro.").optional(),
  color: z.enum(COLOR_THEMES, "Escolha uma cor da lista.").optional(),
  redirectTo: z.string().optional(),
});

/** Saves a theme choice posted by the theme menu without JavaScript. */
export async function action({ request }: Route.ActionArgs) {
  const form = await parseForm(request, themeForm);
  const headers = new Headers();
  if (form.ok && form.data.mode) headers.append("Set-Cookie", await writeCookie("theme", form.data.mode));
  if (form.ok && form.data.color) headers.append("Set-Cookie", await writeCookie("colorTheme", form.data.color));
  return redirect(safeRedirectPath(form.values.redirectTo), { headers });
}

export function loader() {
  return redirect(href("/"));
}
