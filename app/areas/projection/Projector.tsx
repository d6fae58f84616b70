import { ChevronLeft, ChevronRight, Expand, ListOrdered, MonitorUp, MonitorX, Moon, Square, Sun, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type PointerEvent, type ReactNode } from "react";
import { href, useNavigate } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { dateTimeFormat } from "#app/platform/site/intl-formats.ts";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import {
  channelLink,
  isOutputScreen,
  newLinkId,
  OUTPUT_FRAGMENT,
  presentationReceiverLink,
  presentOnDisplay,
  type ProjectionTheme,
  type ScreenLink,
  type ScreenMessage,
  subscribeToHash,
  watchPresentationDisplays,
} from "./screen-link.ts";
import { controlsShown, IDLE_MS, keyWakesControls, typeSlideNumber, type ProjectionMode } from "./controls.ts";
import { keyCommand, moveTo, slideTypeSize, type Slide } from "./slides.ts";
import { useIdle } from "./use-idle.ts";

const THEME_KEY = "projecao_tema";
const THEMES: Record<ProjectionTheme, string> = { escuro: "bg-black text-white", claro: "bg-white text-black" };
const POPUP_BLOCKED = "O navegador bloqueou a nova janela. Permita janelas deste site e tente de novo.";

const wakesOnKey = (event: KeyboardEvent) => keyWakesControls(event.key, event.shiftKey);

/** A slide drawn to fill its box (container units), the title or reference in the corner. */
function Stage({
  slide,
  theme,
  blank,
  live,
  label,
}: {
  slide: Slide | undefined;
  theme: ProjectionTheme;
  blank: boolean;
  live: boolean;
  label: string;
}) {
  return (
    <section
      aria-label={label}
      aria-roledescription="slide"
      className={`relative flex h-full w-full items-center justify-center overflow-hidden px-[5cqw] ${THEMES[theme]}`}
      style={{ containerType: "size" }}
    >
      <div aria-live={live ? "polite" : undefined} aria-atomic="true" className="contents">
        {slide && !blank && (
          <>
            <p className="absolute top-[2cqh] right-[3cqw] max-w-[60cqw] truncate text-[max(0.75rem,3.2cqh)] opacity-80">{slide.corner}</p>
            <p className="sr-only">{slide.label}</p>
            <p
              className={`text-center leading-tight font-semibold whitespace-pre-line ${slide.title ? "font-bold" : ""}`}
              style={{ fontSize: slideTypeSize(slide.text) }}
            >
              {slide.verse !== undefined && (
                <sup data-verse className="mr-[0.2em] align-super text-[0.5em] font-bold opacity-70">
                  {slide.verse}
                </sup>
              )}
              <span data-slide-text>{slide.text}</span>
            </p>
          </>
        )}
      </div>
    </section>
  );
}

const tool =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 hover:bg-white/15";

/**
 * The projection (decision 0035): one slide per screen in very large type. Arrows, space,
 * Page Up/Down (a presentation clicker), Home/End, a tap or a swipe move; B blanks the screen;
 * Esc leaves for `leaveTo`. 'Segunda tela' opens the same deck on a display (Presentation API)
 * or in a new window, and this one becomes its controller with the current and next slides.
 */
export function Projector({ slides, heading, leaveTo, notice }: { slides: Slide[]; heading: string; leaveTo: string; notice?: ReactNode }) {
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [blank, setBlank] = useState(false);
  const [presenting, setPresenting] = useState(false);
  const [status, setStatus] = useState("");
  const [displays, setDisplays] = useState(false);
  const output = useSyncExternalStore(subscribeToHash, isOutputScreen, () => false);
  const mode: ProjectionMode = output ? "output" : presenting ? "presenter" : "alone";
  const theme: ProjectionTheme = useStoredValue(THEME_KEY) === "claro" ? "claro" : "escuro";
  const link = useRef<ScreenLink | null>(null);
  const linkId = useRef("");
  /** True on a second screen until its controller's first state arrives. */
  const waiting = useRef(false);
  const state = useRef({ index, theme, blank });
  useEffect(() => {
    state.current = { index, theme, blank };
  }, [index, theme, blank]);

  const receive = useCallback(
    (message: ScreenMessage) => {
      if (message.type === "hello") link.current?.send({ type: "state", ...state.current });
      else if (message.type === "bye") {
        if (isOutputScreen()) window.close();
        link.current?.close();
        link.current = null;
        setPresenting(false);
        setStatus("A segunda tela foi fechada.");
      } else {
        waiting.current = false;
        setIndex(Math.min(Math.max(0, message.index), slides.length - 1));
        setBlank(message.blank);
        if (message.theme !== state.current.theme) writeStoredValue(THEME_KEY, message.theme);
      }
    },
    [slides.length],
  );

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
  useEffect(() => {
    if (!waiting.current) link.current?.send({ type: "state", index, theme, blank });
  }, [index, theme, blank]);

  const leave = useCallback(() => {
    link.current?.send({ type: "bye" });
    if (mode === "output") window.close();
    else void navigate(leaveTo);
  }, [leaveTo, mode, navigate]);

  const go = useCallback(
    (command: "next" | "previous" | "first" | "last") => {
      setBlank(false);
      setIndex((i) => moveTo(i, command, slides.length));
    },
    [slides.length],
  );

  // A slide number typed and Enter goes to that slide; meanwhile Enter, Backspace and Esc act on the number.
  const [typed, setTyped] = useState("");
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement;
      if (target.closest("input, select, textarea")) return;
      const number = typeSlideNumber(typed, event.key, slides.length);
      if (number) {
        event.preventDefault();
        setTyped(number.digits);
        if (number.jump !== undefined) {
          setBlank(false);
          setIndex(number.jump);
          setStatus("");
        } else if (number.missing !== undefined) setStatus(`Não existe o slide ${number.missing}; são ${slides.length}.`);
        return;
      }
      const command = keyCommand(event.key, event.shiftKey);
      // Enter and space on a focused control press it.
      if (!command || ((event.key === " " || event.key === "Enter") && target.closest("button, a"))) return;
      event.preventDefault();
      if (command === "leave") leave();
      else if (command === "blank") setBlank((b) => !b);
      else go(command);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [go, leave, typed, slides.length]);

  const idle = useIdle(IDLE_MS, wakesOnKey);
  const shown = controlsShown(mode, idle);

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
  const position = `${index + 1} / ${slides.length}`;

  const toolbar = (
    <div
      role="toolbar"
      aria-label="Controles da projeção"
      data-hidden={shown ? undefined : ""}
      className={`flex flex-wrap items-center justify-center gap-1 bg-gray-950 px-2 py-1 text-white ${shown ? "" : "invisible"}`}
    >
      <button type="button" className={tool} onClick={() => go("previous")} disabled={index === 0} aria-label="Slide anterior">
        <ChevronLeft className="size-6" aria-hidden="true" />
      </button>
      {typed ? (
        <span className="min-w-16 rounded bg-sky-800 px-2 text-center tabular-nums" aria-live="polite">
          Ir para {typed}
          <span className="sr-only"> (Enter para ir, Esc para desistir)</span>
        </span>
      ) : (
        <span className="min-w-16 text-center tabular-nums" aria-label={`Slide ${index + 1} de ${slides.length}`}>
          {position}
        </span>
      )}
      <button type="button" className={tool} onClick={() => go("next")} disabled={index === slides.length - 1} aria-label="Próximo slide">
        <ChevronRight className="size-6" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={tool}
        onClick={() => writeStoredValue(THEME_KEY, theme === "escuro" ? "claro" : "escuro")}
        aria-label={theme === "escuro" ? "Letras escuras em fundo claro" : "Letras claras em fundo escuro"}
      >
        {theme === "escuro" ? <Sun className="size-5" aria-hidden="true" /> : <Moon className="size-5" aria-hidden="true" />}
        <span className="hidden sm:inline">{theme === "escuro" ? "Fundo claro" : "Fundo escuro"}</span>
      </button>
      <button type="button" className={tool} onClick={() => setBlank((b) => !b)} aria-pressed={blank} aria-label="Tela vazia">
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
          <button type="button" className={tool} onClick={() => void openSecondScreen()}>
            <MonitorUp className="size-5" aria-hidden="true" />
            Segunda tela
          </button>
        </>
      )}
      <PageLink to={href("/roteiros")} className={tool} aria-label="Roteiros do culto">
        <ListOrdered className="size-5" aria-hidden="true" />
        <span className="hidden lg:inline">Roteiros</span>
      </PageLink>
      <button type="button" className={tool} onClick={leave} aria-label="Sair da projeção (Esc)">
        <X className="size-5" aria-hidden="true" />
        <span className="hidden sm:inline">Sair</span>
      </button>
    </div>
  );

  if (mode === "output")
    return (
      <div className="fixed inset-0 cursor-none" onDoubleClick={fullScreen} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <h1 className="sr-only">{heading}</h1>
        <Stage slide={slides[index]} theme={theme} blank={blank} live label="Slide" />
      </div>
    );

  if (mode === "presenter")
    return (
      <div className="fixed inset-0 flex flex-col overflow-auto bg-gray-900 text-white md:overflow-hidden">
        <div className="flex items-center gap-4 px-4 py-1.5">
          <h1 className="min-w-0 flex-1 truncate text-base font-bold">{heading}</h1>
          <p role="status" className="min-w-0 truncate text-sm text-gray-300">
            {status}
          </p>
          <Clock />
        </div>
        <div className="grid min-h-0 flex-1 gap-4 px-4 pb-2 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-h-0 flex-col">
            <h2 className="mb-1 truncate text-sm font-semibold text-gray-300">
              Agora · {index + 1}. {slides[index]?.label}
            </h2>
            <div className="aspect-video max-h-full w-full ring-2 ring-sky-500">
              <Stage slide={slides[index]} theme={theme} blank={blank} live label="Slide atual" />
            </div>
          </div>
          <div className="flex min-h-0 flex-col">
            <h2 className="mb-1 truncate text-sm font-semibold text-gray-300">
              A seguir · {slides[index + 1] ? `${index + 2}. ${slides[index + 1]!.label}` : "fim"}
            </h2>
            <div className="aspect-video w-full shrink-0 opacity-90">
              <Stage slide={slides[index + 1]} theme={theme} blank={false} live={false} label="Próximo slide" />
            </div>
            <SlideList slides={slides} index={index} onPick={(i) => (setBlank(false), setIndex(i))} />
          </div>
        </div>
        {toolbar}
      </div>
    );

  return (
    <div className={`fixed inset-0 ${shown ? "" : "cursor-none"}`}>
      <h1 className="sr-only">{heading}</h1>
      <div className="absolute inset-0 touch-pan-y select-none" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <Stage slide={slides[index]} theme={theme} blank={blank} live label="Slide" />
      </div>
      <div className="absolute inset-x-0 bottom-0">
        <div role="status" className={`bg-gray-950 px-3 text-center text-sm text-gray-200 empty:hidden ${shown ? "" : "invisible"}`}>
          {notice}
          {notice && status && " "}
          {status}
        </div>
        {toolbar}
      </div>
    </div>
  );
}

/** The clock of the control window: hours and minutes, from the browser once it runs (none in the server's page). */
function Clock() {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, 10_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="shrink-0 text-2xl font-bold tabular-nums" aria-label="Hora">
      {now && dateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit" }).format(now)}
    </p>
  );
}

/** The deck as a list to jump to, grouped by the order's items; the current slide kept in view inside the list. */
function SlideList({ slides, index, onPick }: { slides: Slide[]; index: number; onPick: (index: number) => void }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const box = list.current;
    const current = box?.querySelector<HTMLElement>("[aria-current]")?.closest("li");
    if (!box || !current) return;
    // Only the list scrolls: the previews above it stay where they are.
    if (current.offsetTop < box.scrollTop) box.scrollTop = current.offsetTop;
    else if (current.offsetTop + current.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = current.offsetTop + current.offsetHeight - box.clientHeight;
  }, [index]);
  return (
    <ol ref={list} aria-label="Slides" className="relative mt-2 min-h-24 flex-1 space-y-0.5 overflow-auto text-sm">
      {slides.map((slide, i) => (
        <li key={i}>
          {slide.item && slide.item !== slides[i - 1]?.item && (
            <p className="mt-1 truncate px-2 text-xs font-bold tracking-wide text-sky-300 uppercase">{slide.item}</p>
          )}
          <button
            type="button"
            aria-current={i === index ? "step" : undefined}
            onClick={() => onPick(i)}
            className={`w-full truncate rounded px-2 py-0.5 text-left ${i === index ? "bg-sky-800" : "hover:bg-white/10"}`}
          >
            {i + 1}. {slide.label} — {slide.text.split("\n")[0]}
          </button>
        </li>
      ))}
    </ol>
  );
}
