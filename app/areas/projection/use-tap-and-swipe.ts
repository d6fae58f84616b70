import { useRef, type PointerEvent } from "react";

/** A tap on the right half or a swipe to the left moves on; the left half or a swipe right goes back. */
export function useTapAndSwipe(go: (command: "next" | "previous") => void) {
  const start = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => (start.current = event.clientX);
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    if (Math.abs(moved) > 40) return go(moved < 0 ? "next" : "previous");
    const box = event.currentTarget.getBoundingClientRect();
    go(event.clientX > box.left + box.width / 2 ? "next" : "previous");
  };
  return { onPointerDown, onPointerUp };
}
