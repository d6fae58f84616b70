import { useEffect, useMemo, useState } from "react";
import { useStoredValue } from "#app/platform/site/use-stored-value.ts";
import { indexOfPlace, positionKey, readPosition, writePosition } from "./position.ts";
import type { Slide } from "./slides.ts";

/**
 * Where the projection stands in its deck: the slide's index and its place (which item, which of
 * its slides), so that an edit of the order keeps the same slide on the screen. In a service
 * order's projection (`orderId`) each move made on this screen is kept in this browser, and a
 * reload resumes there; a second screen (`output`) only follows.
 */
export function useOrderPosition(slides: Slide[], orderId: string | undefined, output: boolean) {
  // Where this browser last stood in the order, until a move here.
  const kept = readPosition(useStoredValue(orderId && !output ? positionKey(orderId) : "projecao_posicao_", ""));
  const [moved, setAt] = useState<{ index: number; place?: string | null } | null>(null);
  const at = moved ?? kept ?? { index: 0 };
  const index = useMemo(() => indexOfPlace(slides, at.place ?? null, at.index), [slides, at.place, at.index]);
  const place = slides[index]?.place;

  const hasMoved = moved !== null;
  useEffect(() => {
    if (orderId && hasMoved && !output) localStorage.setItem(positionKey(orderId), writePosition(index, place));
  }, [orderId, hasMoved, output, index, place]);

  return { index, place, setAt };
}
