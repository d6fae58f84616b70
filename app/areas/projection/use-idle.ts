import { useEffect, useState } from "react";

/**
 * True once `ms` have passed without the pointer moving, a touch, the wheel or a key that
 * `wakes` accepts; false again at the next one. A pointer event at the same place as the last
 * one (a browser's synthetic move after a layout change) does not count.
 */
export function useIdle(ms: number, wakes: (event: KeyboardEvent) => boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer = setTimeout(() => setIdle(true), ms);
    let last = "";
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), ms);
    };
    const onPointer = (event: PointerEvent) => {
      const at = `${event.clientX},${event.clientY}`;
      if (event.type === "pointermove" && at === last) return;
      last = at;
      wake();
    };
    const onKey = (event: KeyboardEvent) => wakes(event) && wake();
    const pointerEvents = ["pointermove", "pointerdown"] as const;
    for (const type of pointerEvents) document.addEventListener(type, onPointer, { passive: true });
    document.addEventListener("wheel", wake, { passive: true });
    document.addEventListener("keydown", onKey);
    return () => {
      clearTimeout(timer);
      for (const type of pointerEvents) document.removeEventListener(type, onPointer);
      document.removeEventListener("wheel", wake);
      document.removeEventListener("keydown", onKey);
    };
  }, [ms, wakes]);
  return idle;
}
