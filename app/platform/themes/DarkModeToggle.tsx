import { Moon, Sun } from "lucide-react";
import { href, useLocation } from "react-router";
import { currentMode, saveMode } from "./apply-theme.ts";
import { toggledMode, type ThemeMode } from "./themes.ts";

/**
 * The dark-mode toggle: a plain form posting to /preferencias/tema, so it works
 * before JavaScript; once hydrated it switches in place.
 */
export function DarkModeToggle({ mode, className = "" }: { mode: ThemeMode | null; className?: string }) {
  const location = useLocation();
  return (
    <form
      method="post"
      action={href("/preferencias/tema")}
      onSubmit={(event) => {
        event.preventDefault();
        saveMode(toggledMode(currentMode()));
      }}
    >
      <input type="hidden" name="mode" value={toggledMode(mode ?? "light")} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className={`rounded-full p-1.5 sm:p-2 hover:bg-gray-100 dark:hover:bg-gray-700 ${className}`}
        aria-label="Alternar modo escuro"
        title="Alternar modo escuro"
      >
        <Moon className="size-5 dark:hidden" aria-hidden="true" />
        <Sun className="hidden size-5 dark:block" aria-hidden="true" />
      </button>
    </form>
  );
}
