import { Palette } from "lucide-react";
import { href, useLocation } from "react-router";
import { saveColor } from "./apply-theme.ts";
import { COLOR_THEME_LABELS, COLOR_THEMES, type ColorTheme, type ThemePreference } from "./themes.ts";
import { DarkModeToggle } from "./DarkModeToggle.tsx";

const SWATCH: Record<ColorTheme, string> = {
  blue: "#2563eb",
  green: "#16a34a",
  purple: "#9333ea",
  pink: "#db2777",
  orange: "#ea580c",
  red: "#dc2626",
};

/**
 * Dark-mode toggle and colour themes. Plain forms posting to /preferencias/tema, so
 * they work before JavaScript; once hydrated they switch in place.
 */
export function ThemeMenu({ theme, className = "" }: { theme: ThemePreference; className?: string }) {
  const location = useLocation();
  const back = location.pathname + location.search;
  return (
    <div className={`shrink-0 items-center gap-1 ${className || "flex"}`}>
      <DarkModeToggle mode={theme.mode} />
      <details className="relative">
        <summary
          className="flex cursor-pointer list-none items-center justify-center rounded-full p-1.5 hover:bg-gray-100 sm:p-2 dark:hover:bg-gray-700"
          aria-label="Tema de cores"
          title="Tema de cores"
        >
          <Palette className="size-5" aria-hidden="true" />
        </summary>
        <form
          method="post"
          action={href("/preferencias/tema")}
          className="absolute right-0 z-50 mt-2 grid w-44 gap-1 rounded-lg border border-gray-200 bg-white p-2 shadow-lg dark:border-gray-700 dark:bg-gray-800"
          onSubmit={(event) => {
            event.preventDefault();
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            if (submitter) saveColor(submitter.value as ColorTheme);
            event.currentTarget.closest("details")?.removeAttribute("open");
          }}
        >
          <input type="hidden" name="redirectTo" value={back} />
          {COLOR_THEMES.map((color) => (
            <button
              key={color}
              type="submit"
              name="color"
              value={color}
              className="flex items-center gap-2 rounded px-2 py-1 text-left text-sm hover:bg-gray-100 dark:hover:bg-gray-700"
            >
              <span className="size-4 rounded-full" style={{ background: SWATCH[color] }} aria-hidden="true" />
              {COLOR_THEME_LABELS[color]}
            </button>
          ))}
        </form>
      </details>
    </div>
  );
}
