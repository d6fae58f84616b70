import { BROWSER_THEME_COLOR, COLOR_THEME_KEY, DARK_MODE_KEY, THEME_KEY, themeCookie, type ColorTheme, type ThemeMode } from "./themes.ts";

/** Browser side of the theme menu: apply at once, remember in local storage and cookie. */
export function currentMode(): ThemeMode {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function saveMode(mode: ThemeMode): void {
  const root = document.documentElement;
  root.classList.toggle("dark", mode === "dark");
  root.style.colorScheme = mode;
  document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute("content", BROWSER_THEME_COLOR[mode]);
  localStorage.setItem(THEME_KEY, mode);
  localStorage.setItem(DARK_MODE_KEY, String(mode === "dark"));
  document.cookie = themeCookie(THEME_KEY, mode);
}

export function saveColor(color: ColorTheme): void {
  document.documentElement.dataset.colorTheme = color;
  localStorage.setItem(COLOR_THEME_KEY, color);
  document.cookie = themeCookie(COLOR_THEME_KEY, color);
}
