import { useCallback, useState, useSyncExternalStore, type ReactNode } from "react";
import { href, useNavigate } from "react-router";
import type { ReaderVersion } from "#app/areas/bible/versions.ts";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import { PROJECTOR } from "#app/components/ui/projector-colours.ts";
import { isOutputScreen, type ProjectionTheme, subscribeToHash } from "./screen-link.ts";
import { controlsShown, IDLE_MS, keyWakesControls, type ProjectionMode } from "./controls.ts";
import { OffScriptBox } from "./OffScriptBox.tsx";
import { PresenterConsole } from "./PresenterConsole.tsx";
import { ProjectionToolbar } from "./ProjectionToolbar.tsx";
import type { Slide } from "./slides.ts";
import { Stage, type Opening, type Showing } from "./Stage.tsx";
import { useIdle } from "./use-idle.ts";
import { useOrderUpdates } from "./use-order-updates.ts";
import { useProjectorKeys } from "./use-projector-keys.ts";
import { useSecondScreen } from "./use-second-screen.ts";
import { THEME_KEY, useShow } from "./use-show.ts";
import { useTapAndSwipe } from "./use-tap-and-swipe.ts";

const wakesOnKey = (event: KeyboardEvent) => keyWakesControls(event.key, event.shiftKey);

/** A service order being projected (decision 0055): kept up to date, resumed where it was, with its opening screen and what is typed outside it. */
export interface ProjectedOrder {
  id: string;
  revision: number;
  /** The version a passage typed during the show is read in. */
  version: ReaderVersion;
  opening: Opening;
}

/**
 * The projection (decision 0035): one slide per screen in very large type. Arrows, space,
 * Page Up/Down (a presentation clicker), Home/End, a tap or a swipe move; B blanks the screen;
 * a number and Enter goes to that slide; Esc leaves for `leaveTo`. 'Segunda tela' opens the same
 * deck on a display (Presentation API) or in a new window, and this one becomes its controller
 * with the current and next slides. A service order's projection (`order`, decision 0055)
 * follows the order's edits, resumes where it was, has its opening screen (A), and projects a
 * hymn or passage typed in its box (/) outside the order; there Esc only goes back to the order.
 */
export function Projector({
  slides,
  heading,
  leaveTo,
  notice,
  order,
}: {
  slides: Slide[];
  heading: string;
  leaveTo: string;
  notice?: ReactNode;
  order?: ProjectedOrder;
}) {
  const navigate = useNavigate();
  const output = useSyncExternalStore(subscribeToHash, isOutputScreen, () => false);
  const show = useShow(slides, order?.id, output);
  const { index, place, blank, opening, offScript, status, deck, shownIndex, say, go, backToOrder } = show;
  const [asking, setAsking] = useState(false);
  const theme: ProjectionTheme = useStoredValue(THEME_KEY) === "claro" ? "claro" : "escuro";

  useOrderUpdates(order ? href("/projetar/roteiro/:id/revisao.json", { id: order.id }) : null, order?.revision ?? 0);

  const screen = useSecondScreen({ output, state: { index, place, theme, blank, opening, offScript }, follow: show.follow, say });
  const mode: ProjectionMode = output ? "output" : screen.presenting ? "presenter" : "alone";

  const { bye } = screen;
  const leave = useCallback(() => {
    bye();
    if (mode === "output") window.close();
    else void navigate(leaveTo);
  }, [bye, leaveTo, mode, navigate]);
  // In an order's show, Esc only comes back to the order: the editor is never one key away from the congregation.
  const escape = useCallback(() => {
    if (offScript) backToOrder();
    else if (!order || mode === "output") leave();
  }, [offScript, backToOrder, order, mode, leave]);
  const askOffScript = useCallback(() => setAsking(true), []);
  const typed = useProjectorKeys({
    count: deck.length,
    orderControls: order !== undefined && mode !== "output",
    goTo: show.goTo,
    go,
    leave: escape,
    toggleBlank: show.toggleBlank,
    toggleOpening: show.toggleOpening,
    askOffScript,
    say,
  });

  const idle = useIdle(IDLE_MS, wakesOnKey);
  const shown = controlsShown(mode, idle) || asking;
  const pointer = useTapAndSwipe(go);

  const fullScreen = () => void document.documentElement.requestFullscreen?.().catch(() => undefined);
  const showing: Showing = { slide: deck[shownIndex], blank, opening: order && opening ? order.opening : null };
  const controls = (
    <>
      {order && asking && (
        <OffScriptBox
          version={order.version}
          onClose={() => setAsking(false)}
          onProject={(found) => {
            setAsking(false);
            show.projectOffScript(found);
          }}
        />
      )}
      <ProjectionToolbar
        shown={shown}
        mode={mode}
        shownIndex={shownIndex}
        count={deck.length}
        typed={typed}
        theme={theme}
        blank={blank}
        order={order ? { opening, offScript: offScript !== null } : null}
        go={go}
        toggleTheme={() => writeStoredValue(THEME_KEY, theme === "escuro" ? "claro" : "escuro")}
        toggleBlank={show.toggleBlank}
        toggleOpening={show.toggleOpening}
        askOffScript={askOffScript}
        backToOrder={backToOrder}
        fullScreen={fullScreen}
        openSecondScreen={() => void screen.open()}
        closeSecondScreen={screen.close}
        leave={leave}
      />
    </>
  );

  if (mode === "output")
    return (
      <div className="fixed inset-0 cursor-none" onDoubleClick={fullScreen} {...pointer}>
        <h1 className="sr-only">{heading}</h1>
        <Stage showing={showing} theme={theme} live label="Slide" />
      </div>
    );

  if (mode === "presenter")
    return (
      <PresenterConsole
        heading={heading}
        status={status}
        showing={showing}
        next={deck[shownIndex + 1]}
        theme={theme}
        shownIndex={shownIndex}
        slides={slides}
        index={index}
        offScript={offScript}
        inOrder={order !== undefined}
        onPick={show.pickInOrder}
        controls={controls}
      />
    );

  return (
    <div className={`fixed inset-0 ${shown ? "" : "cursor-none"}`}>
      <h1 className="sr-only">{heading}</h1>
      <div className="absolute inset-0 touch-pan-y select-none" {...pointer}>
        <Stage showing={showing} theme={theme} live label="Slide" />
      </div>
      <div className="absolute inset-x-0 bottom-0">
        <div role="status" className={`${PROJECTOR.status} px-3 text-center text-sm empty:hidden ${shown ? "" : "invisible"}`}>
          {offScript && `Fora do roteiro: ${offScript.label}. `}
          {notice}
          {notice && status && " "}
          {status}
        </div>
        {controls}
      </div>
    </div>
  );
}
