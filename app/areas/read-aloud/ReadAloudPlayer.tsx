import { Headphones, Pause, Play, Square } from "lucide-react";
import { createPortal } from "react-dom";
import { Button } from "#app/components/ui/Button.tsx";
import { STATUS_TEXT } from "./read-aloud.ts";
import type { ReadAloudControls } from "./use-read-aloud.ts";

/**
 * While a chapter is read, a compact player at the foot of the window: the verse being read
 * (a link to it), 'Pausar'/'Continuar' and 'Parar'.
 */
export function ReadAloudPlayer({ chapter, reading }: { chapter: string; reading: ReadAloudControls }) {
  const { status } = reading.state;
  const verse = reading.shownVerse;
  if (status === "idle") return null;
  return createPortal(
    <section
      aria-label="Leitura em voz alta"
      data-covers-page
      className="fixed inset-x-0 bottom-14 z-30 flex items-center gap-2 border-t border-accent/40 bg-accent-soft px-3 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.12)] md:inset-x-auto md:bottom-4 md:left-1/2 md:w-[36rem] md:-translate-x-1/2 md:rounded-xl md:border"
    >
      <Headphones className="size-5 shrink-0 text-accent" aria-hidden="true" />
      <p className="min-w-0 flex-1 truncate text-sm">
        <span className="block text-xs text-muted">{STATUS_TEXT[status]}</span>
        {verse === null ? (
          <span className="font-semibold">{chapter}</span>
        ) : (
          <a href={`#v${verse}`} className="font-semibold text-accent underline" data-testid="lendo">
            {chapter}:{verse}
          </a>
        )}
      </p>
      {status === "paused" ? (
        <Button className="px-3 py-1.5 text-sm" onClick={reading.resume} aria-label="Continuar leitura">
          <Play className="size-4" aria-hidden="true" />
          Continuar
        </Button>
      ) : (
        <Button className="px-3 py-1.5 text-sm" onClick={reading.pause} disabled={status !== "playing"} aria-label="Pausar leitura">
          <Pause className="size-4" aria-hidden="true" />
          Pausar
        </Button>
      )}
      <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={reading.stop} aria-label="Parar leitura">
        <Square className="size-4" aria-hidden="true" />
        Parar
      </Button>
    </section>,
    document.body,
  );
}
