import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type PointerEvent, type ReactNode } from "react";
import { href, useNavigate } from "react-router";
import type { ReaderVersion } from "#app/areas/bible/versions.ts";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import {
  channelLink,
  isOutputScreen,
  newLinkId,
  OUTPUT_FRAGMENT,
  presentationReceiverLink,
  presentOnDisplay,
  type OffScript,
  type ProjectionTheme,
  type ScreenLink,
  type ScreenMessage,
  type ScreenState,
  subscribeToHash,
  watchPresentationDisplays,
} from "./screen-link.ts";
import { controlsShown, IDLE_MS, keyWakesControls, typeSlideNumber, type ProjectionMode } from "./controls.ts";
import { OffScriptBox } from "./OffScriptBox.tsx";
import { ProjectionToolbar } from "./ProjectionToolbar.tsx";
import { indexOfPlace, positionKey, readPosition, writePosition } from "./position.ts";
import { Clock, SlideList } from "./PresenterParts.tsx";
import { keyCommand, moveTo, type Slide } from "./slides.ts";
import { Stage, type Opening, type Showing } from "./Stage.tsx";
import { useIdle } from "./use-idle.ts";
import { useOrderUpdates } from "./use-order-updates.ts";
import { PROJECTOR } from "#app/components/ui/projector-colours.ts";

const THEME_KEY = "projecao_tema";
const POPUP_BLOCKED = "O navegador bloqueou a nova janela. Permita janelas deste site e tente de novo.";

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
  // Where this browser last stood in the order, until a move here: a reload resumes there.
  const kept = readPosition(useStoredValue(order && !output ? positionKey(order.id) : "projecao_posicao_", ""));
  const [moved, setAt] = useState<{ index: number; place?: string | null } | null>(null);
  const at = moved ?? kept ?? { index: 0 };
  const index = useMemo(() => indexOfPlace(slides, at.place ?? null, at.index), [slides, at.place, at.index]);
  const place = slides[index]?.place;
  const [blank, setBlank] = useState(false);
  const [opening, setOpening] = useState(false);
  const [offScript, setOffScript] = useState<OffScript | null>(null);
  const [asking, setAsking] = useState(false);
  const [presenting, setPresenting] = useState(false);
  const [status, setStatus] = useState("");
  const [displays, setDisplays] = useState(false);
  const mode: ProjectionMode = output ? "output" : presenting ? "presenter" : "alone";
  const theme: ProjectionTheme = useStoredValue(THEME_KEY) === "claro" ? "claro" : "escuro";
  const link = useRef<ScreenLink | null>(null);
  const linkId = useRef("");
  /** True on a second screen until its controller's first state arrives. */
  const waiting = useRef(false);
  const state = useRef<ScreenState>({ index, place, theme, blank, opening, offScript });
  useEffect(() => {
    state.current = { index, place, theme, blank, opening, offScript };
  }, [index, place, theme, blank, opening, offScript]);

  useOrderUpdates(order ? href("/projetar/roteiro/:id/revisao.json", { id: order.id }) : null, order?.revision ?? 0);

  // Each move made here is kept, in this browser.
  const orderId = order?.id;
  const hasMoved = moved !== null;
  useEffect(() => {
    if (orderId && hasMoved && mode !== "output") localStorage.setItem(positionKey(orderId), writePosition(index, place));
  }, [orderId, hasMoved, mode, index, place]);

  const receive = useCallback((message: ScreenMessage) => {
    if (message.type === "hello") link.current?.send({ type: "state", ...state.current });
    else if (message.type === "bye") {
      if (isOutputScreen()) window.close();
      link.current?.close();
      link.current = null;
      setPresenting(false);
      setStatus("A segunda tela foi fechada.");
    } else {
      waiting.current = false;
      setAt({ index: message.index, place: message.place });
      setBlank(message.blank);
      setOpening(message.opening);
      const now = state.current.offScript;
      if (message.offScript?.label !== now?.label || message.offScript?.index !== now?.index) setOffScript(message.offScript);
      if (message.theme !== state.current.theme) writeStoredValue(THEME_KEY, message.theme);
    }
  }, []);

  // The second screen: opened as `#saida=<id>` in a window, or shown as a presentation.
  useEffect(() => {
    if (!output) return;
    waiting.current = true;
    const attach = (made: ScreenLink) => {
      link.current = made;
      made.send({ type: "hello" });
    };
    const id = OUTPUT_FRAGMENT.exec(location.hash)?.[1];
    if (id) attach(channelLink(id, receive));
    else presentationReceiverLink(receive, attach);
  }, [output, receive]);

  useEffect(() => {
    const bye = () => link.current?.send({ type: "bye" });
    window.addEventListener("pagehide", bye);
    return () => {
      window.removeEventListener("pagehide", bye);
      link.current?.close();
    };
  }, []);

  useEffect(() => {
    linkId.current = newLinkId();
    return watchPresentationDisplays(`${location.pathname}${location.search}#saida=${linkId.current}`, setDisplays);
  }, []);

  // Wherever the change came from, the other end is told (an echo changes nothing there). A
  // second screen speaks only once it has heard where its controller is, so that the slide it
  // starts on does not move the controller back.
  const offScriptAt = offScript ? `${offScript.label}#${offScript.index}` : "";
  useEffect(() => {
    if (!waiting.current) link.current?.send({ type: "state", ...state.current });
  }, [index, place, theme, blank, opening, offScriptAt]);

  const leave = useCallback(() => {
    link.current?.send({ type: "bye" });
    if (mode === "output") window.close();
    else void navigate(leaveTo);
  }, [leaveTo, mode, navigate]);

  /** The deck on the screen: the hymn or passage typed outside the order, else the order's. */
  const deck = offScript ? offScript.slides : slides;
  const shownIndex = offScript ? offScript.index : index;
  const goTo = useCallback(
    (to: number) => {
      setBlank(false);
      setOpening(false);
      setStatus("");
      if (offScript) setOffScript({ ...offScript, index: to });
      else setAt({ index: to, place: slides[to]?.place });
    },
    [offScript, slides],
  );
  const go = useCallback(
    (command: "next" | "previous" | "first" | "last") => goTo(moveTo(shownIndex, command, deck.length)),
    [goTo, shownIndex, deck.length],
  );
  const backToOrder = useCallback(() => {
    setOffScript(null);
    setBlank(false);
    setStatus("");
  }, []);

  // A slide number typed and Enter goes to that slide; meanwhile Enter, Backspace and Esc act on the number.
  const [typed, setTyped] = useState("");
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement;
      if (target.closest("input, select, textarea")) return;
      const number = typeSlideNumber(typed, event.key, deck.length);
      if (number) {
        event.preventDefault();
        setTyped(number.digits);
        if (number.jump !== undefined) goTo(number.jump);
        else if (number.missing !== undefined) setStatus(`Não existe o slide ${number.missing}; são ${deck.length}.`);
        return;
      }
      if (order && mode !== "output" && (event.key === "/" || event.key === "a" || event.key === "A")) {
        event.preventDefault();
        if (event.key === "/") setAsking(true);
        else setOpening((o) => !o);
        return;
      }
      const command = keyCommand(event.key, event.shiftKey);
      // Enter and space on a focused control press it.
      if (!command || ((event.key === " " || event.key === "Enter") && target.closest("button, a"))) return;
      event.preventDefault();
      if (command === "leave") {
        // In an order's show, Esc only comes back to the order: the editor is never one key away from the congregation.
        if (offScript) backToOrder();
        else if (!order || mode === "output") leave();
      } else if (command === "blank") setBlank((b) => !b);
      else go(command);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [go, goTo, leave, backToOrder, typed, deck.length, order, mode, offScript]);

  const idle = useIdle(IDLE_MS, wakesOnKey);
  const shown = controlsShown(mode, idle) || asking;

  // A tap on the right half or a swipe to the left moves on; the left half or a swipe right goes back.
  const pointerStart = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => (pointerStart.current = event.clientX);
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (pointerStart.current === null) return;
    const moved = event.clientX - pointerStart.current;
    pointerStart.current = null;
    if (Math.abs(moved) > 40) return go(moved < 0 ? "next" : "previous");
    const box = event.currentTarget.getBoundingClientRect();
    go(event.clientX > box.left + box.width / 2 ? "next" : "previous");
  };

  const openSecondScreen = async () => {
    const url = `${location.pathname}${location.search}#saida=${linkId.current}`;
    let made: ScreenLink | null = null;
    if (displays) made = await presentOnDisplay(url, receive);
    if (!made) {
      const opened = window.open(url, `lampada-projecao-${linkId.current}`, "popup,width=960,height=540");
      if (!opened) return setStatus(POPUP_BLOCKED);
      made = channelLink(linkId.current, receive);
    }
    link.current = made;
    setPresenting(true);
    setStatus("Segunda tela aberta. Arraste a janela para o projetor e dê um duplo clique nela para a tela cheia.");
  };
  const closeSecondScreen = () => {
    link.current?.send({ type: "bye" });
    link.current?.close();
    link.current = null;
    linkId.current = newLinkId();
    setPresenting(false);
    setStatus("A segunda tela foi fechada.");
  };
  const fullScreen = () => void document.documentElement.requestFullscreen?.().catch(() => undefined);
  const openingScreen = order && opening ? order.opening : null;
  const showing: Showing = { slide: deck[shownIndex], blank, opening: openingScreen };
  const pickInOrder = (i: number) => {
    setOffScript(null);
    setOpening(false);
    setBlank(false);
    setAt({ index: i, place: slides[i]?.place });
  };

  const toolbar = (
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
      toggleBlank={() => setBlank((b) => !b)}
      toggleOpening={() => setOpening((o) => !o)}
      askOffScript={() => setAsking(true)}
      backToOrder={backToOrder}
      fullScreen={fullScreen}
      openSecondScreen={() => void openSecondScreen()}
      closeSecondScreen={closeSecondScreen}
      leave={leave}
    />
  );

  const box = order && asking && (
    <OffScriptBox
      version={order.version}
      onClose={() => setAsking(false)}
      onProject={(found) => {
        setAsking(false);
        setBlank(false);
        setOpening(false);
        setStatus("");
        setOffScript(found);
      }}
    />
  );

  if (mode === "output")
    return (
      <div className="fixed inset-0 cursor-none" onDoubleClick={fullScreen} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <h1 className="sr-only">{heading}</h1>
        <Stage showing={showing} theme={theme} live label="Slide" />
      </div>
    );

  if (mode === "presenter") {
    const next = deck[shownIndex + 1];
    return (
      <div className={`fixed inset-0 flex flex-col overflow-auto ${PROJECTOR.console} md:overflow-hidden`}>
        <div className="flex flex-wrap items-center gap-x-4 px-4 py-1.5">
          <h1 className="min-w-0 flex-1 truncate text-base font-bold">{heading}</h1>
          <p role="status" className={`min-w-0 truncate text-sm ${PROJECTOR.quiet}`}>
            {status}
          </p>
          <Clock />
          {order && (
            <p className={`w-full text-xs ${PROJECTOR.faint}`}>
              Número e Enter: ir ao slide · /: hino ou passagem fora do roteiro (Esc volta) · A: abertura · B: tela vazia
            </p>
          )}
        </div>
        <div className="grid min-h-0 flex-1 gap-4 px-4 pb-2 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-h-0 flex-col">
            <h2 className={`mb-1 truncate text-sm font-semibold ${PROJECTOR.quiet}`}>
              {offScript ? `Fora do roteiro · ${offScript.label} · ` : "Agora · "}
              {openingScreen ? "Abertura" : `${shownIndex + 1}. ${deck[shownIndex]?.label ?? ""}`}
            </h2>
            <div className={`aspect-video max-h-full w-full ring-2 ${PROJECTOR.live}`}>
              <Stage showing={showing} theme={theme} live label="Slide atual" />
            </div>
          </div>
          <div className="flex min-h-0 flex-col">
            <h2 className={`mb-1 truncate text-sm font-semibold ${PROJECTOR.quiet}`}>
              A seguir · {next ? `${shownIndex + 2}. ${next.label}` : "fim"}
            </h2>
            <div className="aspect-video w-full shrink-0 opacity-90">
              <Stage showing={{ slide: next, blank: false }} theme={theme} live={false} label="Próximo slide" />
            </div>
            <SlideList slides={slides} index={offScript ? -1 : index} onPick={pickInOrder} />
          </div>
        </div>
        {box}
        {toolbar}
      </div>
    );
  }

  return (
    <div className={`fixed inset-0 ${shown ? "" : "cursor-none"}`}>
      <h1 className="sr-only">{heading}</h1>
      <div className="absolute inset-0 touch-pan-y select-none" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <Stage showing={showing} theme={theme} live label="Slide" />
      </div>
      <div className="absolute inset-x-0 bottom-0">
        <div role="status" className={`${PROJECTOR.status} px-3 text-center text-sm empty:hidden ${shown ? "" : "invisible"}`}>
          {offScript && `Fora do roteiro: ${offScript.label}. `}
          {notice}
          {notice && status && " "}
          {status}
        </div>
        {box}
        {toolbar}
      </div>
    </div>
  );
}
