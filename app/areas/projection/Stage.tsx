import { useEffect, useState } from "react";
import type { ProjectionTheme } from "./screen-link.ts";
import { countdown } from "./opening.ts";
import { slideTypeSize, type Slide } from "./slides.ts";
import { STAGE_THEMES } from "#app/components/ui/cover-colours.ts";

const THEMES: Record<ProjectionTheme, string> = STAGE_THEMES;

/** The church's opening screen (decision 0055): its name, and the time left until the service starts when the order says when. */
export interface Opening {
  church: string | null;
  /** 'HH:MM', today, on the projecting computer's clock. */
  startsAt: string | null;
}

/** What a screen shows: a slide, nothing (the blank screen) or the opening screen. */
export type Showing = { slide: Slide | undefined; blank: boolean; opening?: Opening | null };

/** A slide drawn to fill its box (container units), the title or reference in the corner. */
export function Stage({ showing, theme, live, label }: { showing: Showing; theme: ProjectionTheme; live: boolean; label: string }) {
  const { slide, blank, opening } = showing;
  return (
    <section
      aria-label={label}
      aria-roledescription="slide"
      className={`relative flex h-full w-full items-center justify-center overflow-hidden px-[5cqw] ${THEMES[theme]}`}
      style={{ containerType: "size" }}
    >
      <div aria-live={live ? "polite" : undefined} aria-atomic="true" className="contents">
        {blank ? null : opening ? (
          <OpeningScreen opening={opening} />
        ) : (
          slide && (
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
          )
        )}
      </div>
    </section>
  );
}

/** The church's name large; below it, while the service has not started, the minutes and seconds left, counted each second. */
function OpeningScreen({ opening }: { opening: Opening }) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (!opening.startsAt) return;
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [opening.startsAt]);
  const left = now && opening.startsAt ? countdown(now, opening.startsAt) : null;
  return (
    <div data-opening className="text-center">
      <p className="text-[min(6cqh,5cqw)] opacity-80">Bem-vindos</p>
      <p className="text-[min(13cqh,9cqw)] leading-tight font-bold">{opening.church ?? "à nossa igreja"}</p>
      {left && (
        <p className="mt-[4cqh] text-[min(7cqh,6cqw)]">
          O culto começa em <span className="font-bold tabular-nums">{left}</span>
        </p>
      )}
    </div>
  );
}
