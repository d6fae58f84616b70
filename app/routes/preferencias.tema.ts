import { redirect } from "react-router";
import { readForm } from "../modules/site/forms.server.ts";
import { safeRedirectPath } from "../modules/site/redirects.ts";
import { COLOR_THEME_KEY, parseColorTheme, parseThemeMode, THEME_KEY, themeCookie } from "../modules/themes/themes.ts";
import type { Route } from "./+types/preferencias.tema";

/** Saves a theme choice posted by the theme menu without JavaScript. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const headers = new Headers();
  const mode = parseThemeMode(String(form.get("mode") ?? ""));
  if (mode) headers.append("Set-Cookie", themeCookie(THEME_KEY, mode));
  if (form.has("color")) headers.append("Set-Cookie", themeCookie(COLOR_THEME_KEY, parseColorTheme(String(form.get("color")))));
  return redirect(safeRedirectPath(form.get("redirectTo")), { headers });
}

export function loader() {
  return redirect("/");
}
