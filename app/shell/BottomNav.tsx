import { BookOpen, GraduationCap, House, Library, Tent, UserRound, type LucideIcon } from "lucide-react";
import { NavPageLink } from "#app/components/ui/PageLink.tsx";
import { BOTTOM_NAV_LINKS } from "./navigation.ts";

/** Each entry's icon, by its address: a graduation cap for the courses, a tent for the Pathfinders. */
const ICONS: Record<string, LucideIcon> = {
  "/": House,
  "/biblia": BookOpen,
  "/estudos": Library,
  "/cursos": GraduationCap,
  "/desbravadores": Tent,
  "/perfil": UserRound,
};

/**
 * Bottom navigation for small screens; the current entry is highlighted. Each entry is as
 * wide as its label plus an equal share of the rest, so 'Desbravadores' fits on a 360 px screen.
 */
export function BottomNav() {
  return (
    <nav aria-label="Navegação inferior" className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface md:hidden">
      <ul className="flex">
        {BOTTOM_NAV_LINKS.map((link) => {
          const Icon = ICONS[link.to] ?? House;
          return (
            <li key={link.to} className="flex-auto">
              <NavPageLink
                to={link.to}
                end={link.to === "/"}
                className={(isActive) =>
                  `flex flex-col items-center gap-0.5 px-0.5 py-2 text-[11px] font-medium whitespace-nowrap ${
                    isActive ? "text-accent" : "text-muted"
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
