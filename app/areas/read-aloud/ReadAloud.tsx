import { Headphones, Loader2, Pause, Play, Square, Volume2, VolumeX } from "lucide-react";
import { useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useHydrated } from "#app/platform/site/use-hydrated.ts";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import {
  clampToStep,
  compactButton,
  INITIAL_READ_ALOUD,
  nextReadAloud,
  pieceOfVerse,
  preferredVoice,
  RESTART_DELAY_MS,
  sentenceStart,
  SPEAK_NUMBERS_KEY,
  speaksNumbers,
  SPEECH_LANG,
  SPEED,
  speedLabel,
  START_TIMEOUT_MS,
  textPieces,
  versePieces,
  VOICE_FALLBACK_MS,
  voiceLabel,
  VOLUME,
  volumeLabel,
  type ReadAloudStatus,
} from "./read-aloud.ts";
import { waitForVoices } from "./voices.ts";

export interface ReadAloudProps {
  /** The text to read (read whole, in pieces the speech engine accepts). */
  text?: string;
  /** Verses to read instead of a text, one after the other, each known while it is read. */
  verses?: ReadonlyArray<{ number: number; text: string }>;
  /**
   * The chapter's name ("Salmos 119"): while reading, a compact player stays in view at the
   * foot of the window with the verse being read, 'Pausar'/'Continuar' and 'Parar'.
   */
  player?: string;
  /** Told the verse being read (null when reading stops), for the page to highlight it. */
  onVerse?: (verse: number | null) => void;
  /** Start reading as soon as the control is ready. */
  autoPlay?: boolean;
  /** A single 'Ouvir' button instead of the full 'Ouvir Texto' panel. */
  compact?: boolean;
  /** Level of the panel's 'Ouvir Texto' heading. */
  headingLevel?: 2 | 3;
}

interface Settings {
  rate: number;
  volume: number;
  voiceURI: string | null;
}

const STATUS_TEXT: Record<ReadAloudStatus, string> = {
  idle: "",
  loading: "Carregando...",
  playing: "Reproduzindo...",
  paused: "Pausado",
};

const synth = (): SpeechSynthesis | undefined => (typeof window === "undefined" ? undefined : window.speechSynthesis);

/** Reads a text aloud with the browser's speech synthesis in pt-BR. */
export default function ReadAloud({ text = "", verses, player, onVerse, autoPlay = false, compact = false, headingLevel = 2 }: ReadAloudProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(nextReadAloud, INITIAL_READ_ALOUD);
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  const [settings, setSettings] = useState<Settings>({ rate: SPEED.default, volume: VOLUME.default, voiceURI: null });
  const utterance = useRef<SpeechSynthesisUtterance | null>(null);
  /** Where reading is: the piece being spoken and the character reached in it. */
  const position = useRef({ piece: 0, char: 0 });
  const [verse, setVerse] = useState<number | null>(null);
  const restartTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const numbers = speaksNumbers(useStoredValue(SPEAK_NUMBERS_KEY));
  const pieces = useMemo(() => (verses ? versePieces(verses, { numbers }) : textPieces(text)), [verses, text, numbers]);
  /** The pieces as they are now, for the utterances already queued when the member turns numbers on or off. */
  const current = useRef(pieces);
  useEffect(() => {
    current.current = pieces;
  }, [pieces]);
  const spoken = pieces.length > 0;
  const shownVerse = state.status === "idle" ? null : verse;

  useEffect(() => onVerse?.(shownVerse), [onVerse, shownVerse]);

  useEffect(() => {
    const speech = synth();
    if (!speech) return;
    const update = () => setVoices(speech.getVoices());
    update();
    speech.addEventListener("voiceschanged", update);
    return () => speech.removeEventListener("voiceschanged", update);
  }, []);

  // Speech that has not started 3 s after play is given up.
  useEffect(() => {
    if (state.status !== "loading") return;
    const timer = setTimeout(() => {
      utterance.current = null;
      synth()?.cancel();
      dispatch("timeout");
    }, START_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  // Leaving the page (or the text changing, which remounts the control) silences it.
  useEffect(
    () => () => {
      clearTimeout(restartTimer.current);
      if (utterance.current) synth()?.cancel();
      utterance.current = null;
    },
    [],
  );

  /** Speaks one piece from a character on; the next piece follows when it ends, until the last. */
  async function speak(piece: number, from: number, chosen: Settings) {
    try {
      const speech = synth();
      if (!speech || typeof SpeechSynthesisUtterance === "undefined") throw new Error("speech synthesis unavailable");
      const list = await waitForVoices(speech, VOICE_FALLBACK_MS);
      const pieces = current.current;
      const u = new SpeechSynthesisUtterance(pieces[piece]!.text.slice(from));
      u.lang = SPEECH_LANG;
      u.rate = chosen.rate;
      u.volume = chosen.volume;
      const voice = list.find((v) => v.voiceURI === chosen.voiceURI) ?? preferredVoice(list);
      if (voice) u.voice = voice;
      const isCurrent = () => utterance.current === u;
      u.onstart = () => isCurrent() && dispatch("start");
      u.onend = () => {
        if (!isCurrent()) return;
        if (piece + 1 < pieces.length) return void speak(piece + 1, 0, chosen);
        utterance.current = null;
        dispatch("end");
      };
      u.onerror = (event) => {
        // Our own cancel (stop, restart) interrupts the utterance: not an error to report.
        if (!isCurrent() || event.error === "interrupted" || event.error === "canceled") return;
        utterance.current = null;
        dispatch("error");
      };
      u.onboundary = (event) => {
        if (isCurrent()) position.current = { piece, char: from + event.charIndex };
      };
      position.current = { piece, char: from };
      setVerse(pieces[piece]!.verse);
      utterance.current = u;
      // Only the first piece clears what another control may be saying; the next ones follow it.
      if (piece === 0 && from === 0) speech.cancel();
      speech.speak(u);
    } catch {
      utterance.current = null;
      dispatch("start-failed");
    }
  }

  function play() {
    dispatch("play");
    void speak(0, 0, settings);
  }

  function pause() {
    synth()?.pause();
    dispatch("pause");
  }

  function resume() {
    synth()?.resume();
    dispatch("resume");
  }

  function stop() {
    clearTimeout(restartTimer.current);
    utterance.current = null;
    synth()?.cancel();
    dispatch("stop");
  }

  /** While reading: cancel what is being spoken and start again 100 ms later where `at` says, with these settings. */
  function restart(at: () => { piece: number; from: number }, with_: Settings) {
    if (state.status !== "playing" && state.status !== "paused") return;
    const speech = synth();
    utterance.current = null;
    speech?.cancel();
    if (state.status === "paused") speech?.resume();
    dispatch("restart");
    clearTimeout(restartTimer.current);
    const { piece, from } = at();
    restartTimer.current = setTimeout(() => void speak(piece, from, with_), RESTART_DELAY_MS);
  }

  /** Speed and volume apply to new utterances only: restart from the current sentence. */
  function change(next: Settings) {
    setSettings(next);
    restart(() => ({ piece: position.current.piece, from: sentenceStart(pieces[position.current.piece]!.text, position.current.char) }), next);
  }

  /** Verse numbers spoken or not, remembered; while reading, it goes on from the verse being read with the new choice. */
  function speakNumbers(on: boolean) {
    writeStoredValue(SPEAK_NUMBERS_KEY, on ? "1" : "0");
    restart(() => ({ piece: pieceOfVerse(current.current, verse), from: 0 }), settings);
  }

  useEffect(() => {
    if (autoPlay && hydrated && spoken) play();
    // Only once, when the control becomes interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  const alert = state.message && <Notice tone="error">{state.message}</Notice>;

  if (compact) {
    const button = compactButton(state.status);
    const onClick = { play, pause, resume, none: () => {} }[button.action];
    return (
      <div className="inline-flex flex-col gap-2">
        <Button
          variant="secondary"
          className="px-3 py-1.5 text-sm"
          onClick={onClick}
          disabled={!hydrated || !spoken || button.action === "none"}
          aria-describedby={`${id}-status`}
        >
          {state.status === "loading" ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : state.status === "playing" ? (
            <Pause className="size-4" aria-hidden="true" />
          ) : (
            <Headphones className="size-4" aria-hidden="true" />
          )}
          {button.label}
        </Button>
        <span id={`${id}-status`} role="status" className="sr-only">
          {STATUS_TEXT[state.status]}
        </span>
        {alert}
      </div>
    );
  }

  const Heading = `h${headingLevel}` as const;
  const active = state.status === "playing" || state.status === "paused";
  const VolumeIcon = settings.volume === 0 ? VolumeX : Volume2;
  const playerBar =
    player && state.status !== "idle"
      ? createPortal(
          <section
            aria-label="Leitura em voz alta"
            data-covers-page
            className="fixed inset-x-0 bottom-14 z-30 flex items-center gap-2 border-t border-accent/40 bg-accent-soft px-3 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.12)] md:inset-x-auto md:bottom-4 md:left-1/2 md:w-[36rem] md:-translate-x-1/2 md:rounded-xl md:border"
          >
            <Headphones className="size-5 shrink-0 text-accent" aria-hidden="true" />
            <p className="min-w-0 flex-1 truncate text-sm">
              <span className="block text-xs text-muted">{STATUS_TEXT[state.status]}</span>
              {shownVerse === null ? (
                <span className="font-semibold">{player}</span>
              ) : (
                <a href={`#v${shownVerse}`} className="font-semibold text-accent underline" data-testid="lendo">
                  {player}:{shownVerse}
                </a>
              )}
            </p>
            {state.status === "paused" ? (
              <Button className="px-3 py-1.5 text-sm" onClick={resume} aria-label="Continuar leitura">
                <Play className="size-4" aria-hidden="true" />
                Continuar
              </Button>
            ) : (
              <Button className="px-3 py-1.5 text-sm" onClick={pause} disabled={state.status !== "playing"} aria-label="Pausar leitura">
                <Pause className="size-4" aria-hidden="true" />
                Pausar
              </Button>
            )}
            <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={stop} aria-label="Parar leitura">
              <Square className="size-4" aria-hidden="true" />
              Parar
            </Button>
          </section>,
          document.body,
        )
      : null;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-accent/40 bg-accent-soft p-4">
      <Heading id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <Headphones className="size-5 text-accent" aria-hidden="true" />
        Ouvir Texto
      </Heading>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          onClick={state.status === "paused" ? resume : play}
          disabled={!hydrated || !spoken || state.status === "loading" || state.status === "playing"}
        >
          {state.status === "loading" ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Play className="size-4" aria-hidden="true" />
          )}
          {state.status === "paused" ? "Continuar" : "Reproduzir"}
        </Button>
        {active && (
          <>
            <Button variant="secondary" onClick={pause} disabled={state.status === "paused"}>
              <Pause className="size-4" aria-hidden="true" />
              Pausar
            </Button>
            <Button variant="secondary" onClick={stop}>
              <Square className="size-4" aria-hidden="true" />
              Parar
            </Button>
          </>
        )}
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm font-medium text-accent">
        {STATUS_TEXT[state.status]}
      </p>
      {state.status === "playing" && <p className="text-sm text-muted">Dica: use fones de ouvido para uma experiência melhor.</p>}
      {alert}
      {playerBar}
      {verses && (
        <label className="mt-2 flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={numbers}
            disabled={!hydrated}
            onChange={(event) => speakNumbers(event.target.checked)}
            className="size-5 accent-brand-700"
          />
          Ler os números dos versículos
        </label>
      )}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <RangeField
          id={`${id}-rate`}
          label="Velocidade"
          range={SPEED}
          value={settings.rate}
          valueText={speedLabel(settings.rate)}
          onChange={(rate) => change({ ...settings, rate })}
        >
          <div className="flex justify-between text-xs text-muted">
            <span>0.5x (Lento)</span>
            <span>1.0x (Normal)</span>
            <span>2.0x (Rápido)</span>
          </div>
        </RangeField>
        <RangeField
          id={`${id}-volume`}
          label={
            <>
              <VolumeIcon className="size-4" aria-hidden="true" data-muted={settings.volume === 0 || undefined} />
              Volume
            </>
          }
          range={VOLUME}
          value={settings.volume}
          valueText={volumeLabel(settings.volume)}
          onChange={(volume) => change({ ...settings, volume })}
        />
        {voices.length > 1 && (
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-voice`} className="text-sm font-medium">
              Voz
            </label>
            <select
              id={`${id}-voice`}
              value={settings.voiceURI ?? preferredVoice(voices)?.voiceURI ?? ""}
              onChange={(e) => setSettings({ ...settings, voiceURI: e.target.value })}
              className="mt-1 block w-full rounded-lg border border-line-strong bg-surface px-3 py-2"
            >
              {voices.map((v) => (
                <option key={v.voiceURI} value={v.voiceURI}>
                  {voiceLabel(v)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </section>
  );
}

/** A labelled slider showing its value, snapped to the range's step. */
function RangeField(props: {
  id: string;
  label: React.ReactNode;
  range: { min: number; max: number; step: number };
  value: number;
  valueText: string;
  onChange: (value: number) => void;
  children?: React.ReactNode;
}) {
  const { id, range } = props;
  return (
    <div>
      <div className="flex justify-between text-sm font-medium">
        <label htmlFor={id} className="flex items-center gap-1">
          {props.label}
        </label>
        <output htmlFor={id}>{props.valueText}</output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={props.value}
        aria-valuetext={props.valueText}
        onChange={(e) => props.onChange(clampToStep(Number(e.target.value), range))}
        className="w-full accent-brand-700"
      />
      {props.children}
    </div>
  );
}
