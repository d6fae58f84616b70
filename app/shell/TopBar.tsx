import { ChevronDown, Flame, Menu, Search } from "lucide-react";
import type { FocusEvent, KeyboardEvent, MouseEvent } from "react";
import { href } from "react-router";
import { NavPageLink, PageLink } from "#app/components/ui/PageLink.tsx";
import type { ThemePreference } from "#app/platform/themes/themes.ts";
import { LOGOUT_QUESTION, LogoutButton } from "#app/areas/accounts/LogoutButton.tsx";
import { memberInitials } from "#app/areas/accounts/member-name.ts";
import { SearchField } from "#app/areas/search/SearchField.tsx";
import { ADMIN_LINK, TOP_BAR_LINKS, TOP_BAR_MORE, TOP_BAR_PRIMARY, type NavLinkItem } from "./navigation.ts";
import { ThemeMenu } from "#app/platform/themes/ThemeMenu.tsx";
import { useLoginPath } from "#app/areas/accounts/use-login-path.ts";

export interface SessionUser {
  name: string;
  /** Holds the admin role: the menus add 'Administração'. */
  admin: boolean;
}

const linkClass = (isActive: boolean) =>
  `rounded-md px-2 py-1 text-sm font-medium hover:bg-accent-soft hover:text-accent ${
    isActive ? "text-accent underline underline-offset-4" : "text-muted"
  }`;

/** A menu of links that closes when one is followed, on Escape (focus back on its button) and when focus leaves it. */
const closeOnLink = (event: MouseEvent<HTMLElement>) => {
  if ((event.target as HTMLElement).closest("a")) event.currentTarget.closest("details")?.removeAttribute("open");
};
const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
  if (event.key !== "Escape" || !event.currentTarget.open) return;
  event.currentTarget.removeAttribute("open");
  event.currentTarget.querySelector("summary")?.focus();
};
const closeOnLeave = (event: FocusEvent<HTMLDetailsElement>) => {
  if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.removeAttribute("open");
};

export function TopBar({ user, theme }: { user: SessionUser | null; theme: ThemePreference }) {
  const loginPath = useLoginPath();
  const shown = (l: NavLinkItem) => !l.membersOnly || user;
  // The admin hub's link is rendered for an admin alone, never hidden by style: visitors' stored pages cannot hold it.
  const withAdmin = (links: readonly NavLinkItem[]) => (user?.admin ? [...links, ADMIN_LINK] : links);
  const navItems = (links: readonly NavLinkItem[]) =>
    links.filter(shown).map((l) => (
      <li key={l.to}>
        <NavPageLink to={l.to} end={l.to === "/"} className={linkClass}>
          {l.label}
        </NavPageLink>
      </li>
    ));
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 sm:px-4">
        <PageLink to={href("/")} className="flex shrink-0 items-center gap-1.5 text-base font-bold sm:gap-2 sm:text-lg text-accent">
          <Flame className="size-6" aria-hidden="true" />
          Lâmpada
        </PageLink>
        {/* The menu never shrinks under its links (the search box gives way instead). */}
        <nav aria-label="Principal" className="ml-2 hidden shrink-0 lg:block">
          <ul className="flex flex-nowrap items-center gap-0.5 whitespace-nowrap">
            {navItems(TOP_BAR_PRIMARY)}
            <li>
              <details className="relative" onKeyDown={closeOnEscape} onBlur={closeOnLeave}>
                <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-muted hover:bg-accent-soft hover:text-accent">
                  Mais <ChevronDown className="size-4" aria-hidden="true" />
                </summary>
                <ul
                  className="absolute left-0 z-50 mt-2 grid w-56 gap-0.5 rounded-lg border border-line bg-raised p-2 shadow-lg [&_a]:block"
                  onClick={closeOnLink}
                >
                  {navItems(withAdmin(TOP_BAR_MORE))}
                </ul>
              </details>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-1 sm:gap-2">
          {/* The one search: a box where the bar has room, else a link to its page (a phone; beside the full menu of a laptop). */}
          <div className="hidden w-44 min-w-0 sm:block lg:hidden xl:block xl:w-auto xl:max-w-56 xl:flex-1">
            <SearchField compact />
          </div>
          <PageLink
            to={href("/busca")}
            aria-label="Buscar"
            className="flex shrink-0 items-center justify-center rounded-md p-1 hover:bg-subtle sm:hidden lg:flex xl:hidden"
          >
            <Search className="size-5" aria-hidden="true" />
          </PageLink>
          {/* On a phone the theme controls are in the menu: the bar has room for four 44 px controls beside the name. */}
          <ThemeMenu theme={theme} className="hidden sm:flex" />
          {user ? (
            <>
              {/* On a phone the initials, from sm the name cut with an ellipsis; the whole name is the link's name and tooltip. */}
              <PageLink
                to={href("/perfil")}
                aria-label={user.name}
                title={user.name}
                className="flex shrink-0 items-center justify-center text-sm font-medium text-fg hover:underline sm:min-w-0 sm:shrink"
              >
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-on-accent sm:hidden"
                >
                  {memberInitials(user.name)}
                </span>
                <span className="hidden max-w-40 truncate sm:block">{user.name}</span>
              </PageLink>
              <LogoutButton
                question={LOGOUT_QUESTION.topBar}
                className="inline-flex shrink-0 items-center justify-center rounded-lg px-2 py-1.5 text-sm font-semibold text-fg hover:bg-subtle sm:px-3"
              />
            </>
          ) : (
            <PageLink
              to={loginPath}
              className="inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-on-accent hover:bg-brand-800"
            >
              Entrar
            </PageLink>
          )}
          <details className="shrink-0 lg:hidden" onKeyDown={closeOnEscape}>
            <summary
              className="flex cursor-pointer list-none items-center justify-center rounded-md p-1.5 hover:bg-subtle sm:p-2"
              aria-label="Abrir menu"
            >
              <Menu className="size-6" aria-hidden="true" />
            </summary>
            <nav aria-label="Menu" className="absolute inset-x-0 top-full max-h-[70vh] overflow-y-auto border-b border-line bg-surface p-4 shadow-lg">
              <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3" onClick={closeOnLink}>
                {navItems(withAdmin(TOP_BAR_LINKS))}
              </ul>
              <div className="mt-3 flex items-center gap-2 border-t border-line pt-3 text-sm font-medium text-muted sm:hidden">
                Aparência
                <ThemeMenu theme={theme} />
              </div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
