import { ChevronLeft, ChevronRight, Church, Expand, ListOrdered, MonitorUp, MonitorX, Moon, Search, Square, Sun, Undo2, X } from "lucide-react";
import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import type { ProjectionMode } from "./controls.ts";
import type { ProjectionTheme } from "./screen-link.ts";
import { PROJECTOR } from "#app/components/ui/projector-colours.ts";

const tool = `inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${PROJECTOR.tool}`;

/** What the toolbar shows and does: the projector's state and its actions. */
export interface ToolbarProps {
  shown: boolean;
  mode: ProjectionMode;
  /** The slide shown and how many the deck on the screen has. */
  shownIndex: number;
  count: number;
  typed: string;
  theme: ProjectionTheme;
  blank: boolean;
  /** In an order's show: whether the opening screen is on, and whether something off-script is. */
  order: { opening: boolean; offScript: boolean } | null;
  go: (command: "next" | "previous") => void;
  toggleTheme: () => void;
  toggleBlank: () => void;
  toggleOpening: () => void;
  askOffScript: () => void;
  backToOrder: () => void;
  fullScreen: () => void;
  openSecondScreen: () => void;
  closeSecondScreen: () => void;
  leave: () => void;
}

/** The projection's controls (decisions 0035 and 0055), hidden (but kept in place) while `shown` is false. */
export function ProjectionToolbar({
  shown,
  mode,
  shownIndex,
  count,
  typed,
  theme,
  blank,
  order,
  go,
  toggleTheme,
  toggleBlank,
  toggleOpening,
  askOffScript,
  backToOrder,
  fullScreen,
  openSecondScreen,
  closeSecondScreen,
  leave,
}: ToolbarProps) {
  return (
    <div
      role="toolbar"
      aria-label="Controles da projeção"
      data-hidden={shown ? undefined : ""}
      className={`flex flex-wrap items-center justify-center gap-1 ${PROJECTOR.bar} px-2 py-1 ${shown ? "" : "invisible"}`}
    >
      <button type="button" className={tool} onClick={() => go("previous")} disabled={shownIndex === 0} aria-label="Slide anterior">
        <ChevronLeft className="size-6" aria-hidden="true" />
      </button>
      {typed ? (
        <span className={`min-w-16 rounded ${PROJECTOR.current} px-2 text-center tabular-nums`} aria-live="polite">
          Ir para {typed}
          <span className="sr-only"> (Enter para ir, Esc para desistir)</span>
        </span>
      ) : (
        <span className="min-w-16 text-center tabular-nums" aria-label={`Slide ${shownIndex + 1} de ${count}`}>
          {shownIndex + 1} / {count}
        </span>
      )}
      <button type="button" className={tool} onClick={() => go("next")} disabled={shownIndex === count - 1} aria-label="Próximo slide">
        <ChevronRight className="size-6" aria-hidden="true" />
      </button>
      {order &&
        (order.offScript ? (
          <button type="button" className={`${tool} ${PROJECTOR.back}`} onClick={backToOrder} aria-keyshortcuts="Escape">
            <Undo2 className="size-5" aria-hidden="true" />
            Voltar ao roteiro
          </button>
        ) : (
          <button
            type="button"
            className={tool}
            onClick={askOffScript}
            aria-keyshortcuts="/"
            aria-label="Projetar hino ou passagem fora do roteiro (/)"
          >
            <Search className="size-5" aria-hidden="true" />
            <span className="hidden sm:inline">Fora do roteiro</span>
          </button>
        ))}
      {order && (
        <button type="button" className={tool} onClick={toggleOpening} aria-pressed={order.opening} aria-keyshortcuts="A" aria-label="Abertura (A)">
          <Church className="size-5" aria-hidden="true" />
          <span className="hidden md:inline">Abertura</span>
        </button>
      )}
      <button
        type="button"
        className={tool}
        onClick={toggleTheme}
        aria-label={theme === "escuro" ? "Letras escuras em fundo claro" : "Letras claras em fundo escuro"}
      >
        {theme === "escuro" ? <Sun className="size-5" aria-hidden="true" /> : <Moon className="size-5" aria-hidden="true" />}
        <span className="hidden sm:inline">{theme === "escuro" ? "Fundo claro" : "Fundo escuro"}</span>
      </button>
      <button type="button" className={tool} onClick={toggleBlank} aria-pressed={blank} aria-label="Tela vazia">
        <Square className="size-5" aria-hidden="true" />
      </button>
      {mode === "presenter" ? (
        <button type="button" className={tool} onClick={closeSecondScreen}>
          <MonitorX className="size-5" aria-hidden="true" />
          Fechar segunda tela
        </button>
      ) : (
        <>
          <button type="button" className={tool} onClick={fullScreen} aria-label="Tela cheia">
            <Expand className="size-5" aria-hidden="true" />
          </button>
          <button type="button" className={tool} onClick={openSecondScreen}>
            <MonitorUp className="size-5" aria-hidden="true" />
            Segunda tela
          </button>
        </>
      )}
      <PageLink to={href("/roteiros")} className={tool} aria-label="Roteiros do culto">
        <ListOrdered className="size-5" aria-hidden="true" />
        <span className="hidden lg:inline">Roteiros</span>
      </PageLink>
      <button type="button" className={tool} onClick={leave} aria-label={order ? "Sair da projeção" : "Sair da projeção (Esc)"}>
        <X className="size-5" aria-hidden="true" />
        <span className="hidden sm:inline">Sair</span>
      </button>
    </div>
  );
}
