import { Flame, Menu } from "lucide-react";
import { href } from "react-router";
import { NavPageLink, PageLink } from "#app/components/ui/PageLink.tsx";
import type { ThemePreference } from "#app/platform/themes/themes.ts";
import { LOGOUT_QUESTION, LogoutButton } from "#app/areas/accounts/LogoutButton.tsx";
import { TOP_BAR_LINKS } from "./navigation.ts";
import { ThemeMenu } from "#app/platform/themes/ThemeMenu.tsx";

export interface SessionUser {
  name: string;
}

const linkClass = (isActive: boolean) =>
  `rounded-md px-2 py-1 text-sm font-medium hover:bg-brand-50 hover:text-brand-700 dark:hover:bg-gray-700 dark:hover:text-brand-300 ${
    isActive ? "text-brand-700 underline underline-offset-4 dark:text-brand-300" : "text-gray-700 dark:text-gray-200"
  }`;

export function TopBar({ user, theme }: { user: SessionUser | null; theme: ThemePreference }) {
  const links = TOP_BAR_LINKS.filter((l) => !l.membersOnly || user);
  const navItems = links.map((l) => (
    <li key={l.to}>
      <NavPageLink to={l.to} end={l.to === "/"} className={linkClass}>
        {l.label}
      </NavPageLink>
    </li>
  ));
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-700 dark:bg-gray-900/95">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
        <PageLink to={href("/")} className="flex items-center gap-2 text-lg font-bold text-brand-700 dark:text-brand-300">
          <Flame className="size-6" aria-hidden="true" />
          Lâmpada
        </PageLink>
        <nav aria-label="Principal" className="ml-4 hidden flex-1 xl:block">
          <ul className="flex flex-wrap gap-1">{navItems}</ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeMenu theme={theme} />
          {user ? (
            <>
              <PageLink to={href("/perfil")} className="max-w-32 truncate text-sm font-medium text-gray-800 hover:underline dark:text-gray-100">
                {user.name}
              </PageLink>
              <LogoutButton
                question={LOGOUT_QUESTION.topBar}
                className="rounded-lg px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-700"
              />
            </>
          ) : (
            <PageLink to={href("/login")} className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800">
              Entrar
            </PageLink>
          )}
          <details className="xl:hidden">
            <summary className="cursor-pointer list-none rounded-md p-2 hover:bg-gray-100 dark:hover:bg-gray-700" aria-label="Abrir menu">
              <Menu className="size-6" aria-hidden="true" />
            </summary>
            <nav
              aria-label="Menu"
              className="absolute inset-x-0 top-full max-h-[70vh] overflow-y-auto border-b border-gray-200 bg-white p-4 shadow-lg dark:border-gray-700 dark:bg-gray-900"
            >
              <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3">{navItems}</ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
