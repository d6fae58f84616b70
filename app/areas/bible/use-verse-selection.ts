import { useCallback, useState } from "react";

/** The verses the reader has selected: one tapped again leaves the selection. */
export function useVerseSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const clear = useCallback(() => setSelected(new Set()), []);
  const toggle = (n: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(n)) next.add(n);
      return next;
    });
  return { selected, toggle, clear };
}
