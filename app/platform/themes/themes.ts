import { encodeCookieValue } from "#app/platform/site/cookie-value.ts";
/** Display themes. */
export const COLOR_THEMES = ["blue", "green", "purple", "pink", "orange", "red"] as const;
export type ColorTheme = (typeof COLOR_THEMES)[number];
export type ThemeMode = "light" | "dark";

const DEFAULT_COLOR_THEME: ColorTheme = "blue";

export const COLOR_THEME_LABELS: Record<ColorTheme, string> = {
  blue: "Azul",
  green: "Verde",
  purple: "Roxo",
  pink: "Rosa",
  orange: "Laranja",
  red: "Vermelho",
};

/** Browser theme colour by mode. */
export const BROWSER_THEME_COLOR: Record<ThemeMode, string> = { dark: "#1f2937", light: "#2563eb" };

/** Names shared by local storage and the cookies the server reads (spec keys). */
export const THEME_KEY = "theme";
export const COLOR_THEME_KEY = "colorTheme";
export const DARK_MODE_KEY = "darkMode";

export interface ThemePreference {
  /** null: nothing saved, follow the system preference. */
  mode: ThemeMode | null;
  color: ColorTheme;
}

export function parseThemeMode(value: string | null | undefined): ThemeMode | null {
  return value === "light" || value === "dark" ? value : null;
}

export function parseColorTheme(value: string | null | undefined): ColorTheme {
  return (COLOR_THEMES as readonly string[]).includes(value ?? "") ? (value as ColorTheme) : DEFAULT_COLOR_THEME;
}

export function toggledMode(current: ThemeMode): ThemeMode {
  return current === "dark" ? "light" : "dark";
}

/** One year, so the saved choice outlives the session (the same as the server's cookies). */
export const THEME_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The cookie the browser writes beside local storage, in the format the server's cookie parser reads. */
export function themeCookie(name: string, value: string): string {
  return `${name}=${encodeCookieValue(value)}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax`;
}
