import { useCallback, useState } from "react";
import { writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import type { OffScript, ScreenState } from "./screen-link.ts";
import { moveTo, type Slide } from "./slides.ts";
import { useOrderPosition } from "./use-order-position.ts";

/** Where the projection's theme is kept, in this browser. */
export const THEME_KEY = "projecao_tema";

/**
 * What the projection shows and the moves between: the order's slide (`useOrderPosition`), the
 * blank screen, the opening screen, a hymn or passage typed outside the order (`offScript`), and
 * the status line. Any move shows a slide again and clears the status.
 */
export function useShow(slides: Slide[], orderId: string | undefined, output: boolean) {
  const { index, place, setAt } = useOrderPosition(slides, orderId, output);
  const [blank, setBlank] = useState(false);
  const [opening, setOpening] = useState(false);
  const [offScript, setOffScript] = useState<OffScript | null>(null);
  const [status, setStatus] = useState("");

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
    [offScript, slides, setAt],
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
  const pickInOrder = (i: number) => {
    setOffScript(null);
    setOpening(false);
    setBlank(false);
    setAt({ index: i, place: slides[i]?.place });
  };
  const projectOffScript = (found: OffScript) => {
    setBlank(false);
    setOpening(false);
    setStatus("");
    setOffScript(found);
  };
  /** Where the other screen says it stands. */
  const follow = useCallback(
    (told: ScreenState, had: ScreenState) => {
      setAt({ index: told.index, place: told.place });
      setBlank(told.blank);
      setOpening(told.opening);
      if (told.offScript?.label !== had.offScript?.label || told.offScript?.index !== had.offScript?.index) setOffScript(told.offScript);
      if (told.theme !== had.theme) writeStoredValue(THEME_KEY, told.theme);
    },
    [setAt],
  );
  const toggleBlank = useCallback(() => setBlank((b) => !b), []);
  const toggleOpening = useCallback(() => setOpening((o) => !o), []);

  return {
    index,
    place,
    blank,
    opening,
    offScript,
    status,
    deck,
    shownIndex,
    say: setStatus,
    goTo,
    go,
    backToOrder,
    pickInOrder,
    projectOffScript,
    follow,
    toggleBlank,
    toggleOpening,
  };
}
