import { useEffect, useRef, useState } from "react";
import { dateTimeFormat } from "#app/platform/site/intl-formats.ts";
import type { Slide } from "./slides.ts";
import { PROJECTOR } from "#app/components/ui/projector-colours.ts";

/** The clock of the control window: hours and minutes, from the browser once it runs (none in the server's page). */
export function Clock() {
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
export function SlideList({ slides, index, onPick }: { slides: Slide[]; index: number; onPick: (index: number) => void }) {
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
            <p className={`mt-1 truncate px-2 text-xs font-bold tracking-wide uppercase ${PROJECTOR.part}`}>{slide.item}</p>
          )}
          <button
            type="button"
            aria-current={i === index ? "step" : undefined}
            onClick={() => onPick(i)}
            className={`w-full truncate rounded px-2 py-0.5 text-left ${i === index ? PROJECTOR.current : PROJECTOR.row}`}
          >
            {i + 1}. {slide.label} — {slide.text.split("\n")[0]}
          </button>
        </li>
      ))}
    </ol>
  );
}
