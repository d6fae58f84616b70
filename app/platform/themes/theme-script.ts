import { TIME_ZONE_COOKIE } from "#app/platform/site/time-zone.ts";
import { BROWSER_THEME_COLOR, COLOR_THEMES, COLOR_THEME_KEY, DARK_MODE_KEY, THEME_COOKIE_MAX_AGE, THEME_KEY } from "./themes.ts";

/**
 * Runs in <head> before the first paint. Local storage (the spec's keys) is the
 * browser's record of the choice; the cookies mirror it so the server renders the
 * right theme next time. With nothing saved it follows the system preference, live.
 * It also tells the server the visitor's time zone (cookie `tz`). Cookie values are written
 * in the format of the server's one cookie parser (http/cookie-value.ts; all ASCII here).
 */
export const themeBootScript = `(() => {
  const d = document.documentElement, ls = localStorage, media = matchMedia("(prefers-color-scheme: dark)");
  const cookie = (k, v) => { document.cookie = k + "=" + encodeURIComponent(btoa(JSON.stringify(v))) + "; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax"; };
  const apply = (mode) => {
    d.classList.toggle("dark", mode === "dark");
    d.style.colorScheme = mode;
    const meta = document.querySelector('meta[name="theme-color"]');
    if (meta) meta.content = mode === "dark" ? "${BROWSER_THEME_COLOR.dark}" : "${BROWSER_THEME_COLOR.light}";
  };
  let saved = ls.getItem("${THEME_KEY}");
  if (saved !== "light" && saved !== "dark") {
    const legacy = ls.getItem("${DARK_MODE_KEY}");
    saved = legacy === "true" ? "dark" : legacy === "false" ? "light" : null;
    if (saved === null && d.dataset.savedTheme) saved = d.dataset.savedTheme;
  }
  if (saved) { ls.setItem("${THEME_KEY}", saved); cookie("${THEME_KEY}", saved); }
  apply(saved || (media.matches ? "dark" : "light"));
  media.addEventListener("change", (e) => { if (!ls.getItem("${THEME_KEY}")) apply(e.matches ? "dark" : "light"); });
  const color = ls.getItem("${COLOR_THEME_KEY}");
  if (color && ${JSON.stringify(COLOR_THEMES)}.includes(color)) { d.dataset.colorTheme = color; cookie("${COLOR_THEME_KEY}", color); }
  else if (d.dataset.colorTheme) ls.setItem("${COLOR_THEME_KEY}", d.dataset.colorTheme);
  cookie("${TIME_ZONE_COOKIE}", Intl.DateTimeFormat().resolvedOptions().timeZone);
})();`;
