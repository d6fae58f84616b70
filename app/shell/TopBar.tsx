import { Flame, Menu } from "lucide-react";
import { href } from "react-router";
import { NavPageLink, PageLink } from "#app/components/ui/PageLink.tsx";
import type { ThemePreference } from "#app/platform/themes/themes.ts";
import { LOGOUT_QUESTION, LogoutButton } from "#app/areas/accounts/LogoutButton.tsx";
import { memberInitials } from "#app/areas/accounts/member-name.ts";
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
        <PageLink to={href("/")} className="flex shrink-0 items-center gap-2 text-lg font-bold text-brand-700 dark:text-brand-300">
          <Flame className="size-6" aria-hidden="true" />
          Lâmpada
        </PageLink>
        <nav aria-label="Principal" className="ml-4 hidden flex-1 xl:block">
          <ul className="flex flex-wrap gap-1">{navItems}</ul>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          <ThemeMenu theme={theme} />
          {user ? (
            <>
              {/* On a phone the initials, from sm the name cut with an ellipsis; the whole name is the link's name and tooltip. */}
              <PageLink
                to={href("/perfil")}
                aria-label={user.name}
                title={user.name}
                className="flex min-w-0 items-center text-sm font-medium text-gray-800 hover:underline dark:text-gray-100"
              >
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white sm:hidden"
                >
                  {memberInitials(user.name)}
                </span>
                <span className="hidden max-w-40 truncate sm:block">{user.name}</span>
              </PageLink>
              <LogoutButton
                question={LOGOUT_QUESTION.topBar}
                className="shrink-0 rounded-lg px-2 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-100 sm:px-3 dark:text-gray-100 dark:hover:bg-gray-700"
              />
            </>
          ) : (
            <PageLink
              to={href("/login")}
              className="shrink-0 rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Entrar
            </PageLink>
          )}
          <details className="shrink-0 xl:hidden">
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
