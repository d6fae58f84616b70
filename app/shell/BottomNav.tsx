import { BookOpen, GraduationCap, House, Library, Tent, UserRound } from "lucide-react";
import { NavPageLink } from "#app/components/ui/PageLink.tsx";
import { BOTTOM_NAV_LINKS } from "./navigation.ts";

const ICONS = [House, BookOpen, Library, Tent, GraduationCap, UserRound];

/** Bottom navigation for small screens; the current entry is highlighted. */
export function BottomNav() {
  return (
    <nav
      aria-label="Navegação inferior"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white md:hidden dark:border-gray-700 dark:bg-gray-900"
    >
      <ul className="grid grid-cols-6">
        {BOTTOM_NAV_LINKS.map((link, i) => {
          const Icon = ICONS[i]!;
          return (
            <li key={link.to}>
              <NavPageLink
                to={link.to}
                end={link.to === "/"}
                className={(isActive) =>
                  `flex flex-col items-center gap-0.5 py-2 text-[11px] font-medium ${
                    isActive ? "text-brand-700 dark:text-brand-300" : "text-gray-600 dark:text-gray-300"
                  }`
                }
              >
                <Icon className="size-5" aria-hidden="true" />
                {link.label}
              </NavPageLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
