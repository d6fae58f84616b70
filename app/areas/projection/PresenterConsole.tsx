import type { ReactNode } from "react";
import { PROJECTOR } from "#app/components/ui/projector-colours.ts";
import { Clock, SlideList } from "./PresenterParts.tsx";
import type { OffScript, ProjectionTheme } from "./screen-link.ts";
import type { Slide } from "./slides.ts";
import { Stage, type Showing } from "./Stage.tsx";

/**
 * The controlling screen while a second screen projects: the heading, a status line and the
 * clock; the live slide large and the next beside it, over the list of the order's slides to
 * pick one; for a service order, a line of its keys. `controls` are the box and the toolbar.
 */
export function PresenterConsole({
  heading,
  status,
  showing,
  next,
  theme,
  shownIndex,
  slides,
  index,
  offScript,
  inOrder,
  onPick,
  controls,
}: {
  heading: string;
  status: string;
  showing: Showing;
  next: Slide | undefined;
  theme: ProjectionTheme;
  /** The slide on the screen, in the deck on the screen. */
  shownIndex: number;
  /** The order's (or the page's) slides, and where it stands in them. */
  slides: Slide[];
  index: number;
  offScript: OffScript | null;
  /** A service order's projection. */
  inOrder: boolean;
  onPick: (index: number) => void;
  controls: ReactNode;
}) {
  return (
    <div className={`fixed inset-0 flex flex-col overflow-auto ${PROJECTOR.console} md:overflow-hidden`}>
      <div className="flex flex-wrap items-center gap-x-4 px-4 py-1.5">
        <h1 className="min-w-0 flex-1 truncate text-base font-bold">{heading}</h1>
        <p role="status" className={`min-w-0 truncate text-sm ${PROJECTOR.quiet}`}>
          {status}
        </p>
        <Clock />
        {inOrder && (
          <p className={`w-full text-xs ${PROJECTOR.faint}`}>
            Número e Enter: ir ao slide · /: hino ou passagem fora do roteiro (Esc volta) · A: abertura · B: tela vazia
          </p>
        )}
      </div>
      <div className="grid min-h-0 flex-1 gap-4 px-4 pb-2 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-h-0 flex-col">
          <h2 className={`mb-1 truncate text-sm font-semibold ${PROJECTOR.quiet}`}>
            {offScript ? `Fora do roteiro · ${offScript.label} · ` : "Agora · "}
            {showing.opening ? "Abertura" : `${shownIndex + 1}. ${showing.slide?.label ?? ""}`}
          </h2>
          <div className={`aspect-video max-h-full w-full ring-2 ${PROJECTOR.live}`}>
            <Stage showing={showing} theme={theme} live label="Slide atual" />
          </div>
        </div>
        <div className="flex min-h-0 flex-col">
          <h2 className={`mb-1 truncate text-sm font-semibold ${PROJECTOR.quiet}`}>A seguir · {next ? `${shownIndex + 2}. ${next.label}` : "fim"}</h2>
          <div className="aspect-video w-full shrink-0 opacity-90">
            <Stage showing={{ slide: next, blank: false }} theme={theme} live={false} label="Próximo slide" />
          </div>
          <SlideList slides={slides} index={offScript ? -1 : index} onPick={onPick} />
        </div>
      </div>
      {controls}
    </div>
  );
}
