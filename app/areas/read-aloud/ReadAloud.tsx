import { Headphones, Loader2, Pause, Play, Square } from "lucide-react";
import { useEffect, useId } from "react";
import { useHydrated } from "#app/platform/site/use-hydrated.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { STATUS_TEXT } from "./read-aloud.ts";
import { ReadAloudButton } from "./ReadAloudButton.tsx";
import { ReadAloudPlayer } from "./ReadAloudPlayer.tsx";
import { ReadAloudSettings } from "./ReadAloudSettings.tsx";
import { useReadAloud } from "./use-read-aloud.ts";

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

/** Reads a text aloud with the browser's speech synthesis in pt-BR. */
export default function ReadAloud({ text = "", verses, player, onVerse, autoPlay = false, compact = false, headingLevel = 2 }: ReadAloudProps) {
  const id = useId();
  const hydrated = useHydrated();
  const reading = useReadAloud({ text, verses });
  const { state, shownVerse } = reading;
  const ready = hydrated && reading.spoken;

  useEffect(() => onVerse?.(shownVerse), [onVerse, shownVerse]);

  useEffect(() => {
    if (autoPlay && ready) reading.play();
    // Only once, when the control becomes interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  const alert = state.message && <Notice tone="error">{state.message}</Notice>;
  if (compact) return <ReadAloudButton reading={reading} ready={ready} alert={alert} />;

  const Heading = `h${headingLevel}` as const;
  const active = state.status === "playing" || state.status === "paused";
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-accent/40 bg-accent-soft p-4">
      <Heading id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <Headphones className="size-5 text-accent" aria-hidden="true" />
        Ouvir Texto
      </Heading>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          onClick={state.status === "paused" ? reading.resume : reading.play}
          disabled={!ready || state.status === "loading" || state.status === "playing"}
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
            <Button variant="secondary" onClick={reading.pause} disabled={state.status === "paused"}>
              <Pause className="size-4" aria-hidden="true" />
              Pausar
            </Button>
            <Button variant="secondary" onClick={reading.stop}>
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
      {player && <ReadAloudPlayer chapter={player} reading={reading} />}
      {verses && (
        <label className="mt-2 flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={reading.numbers}
            disabled={!hydrated}
            onChange={(event) => reading.speakNumbers(event.target.checked)}
            className="size-5 accent-brand-700"
          />
          Ler os números dos versículos
        </label>
      )}
      <ReadAloudSettings reading={reading} />
    </section>
  );
}
