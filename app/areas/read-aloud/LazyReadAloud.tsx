import { Headphones } from "lucide-react";
import { lazy, memo, Suspense } from "react";
import type { ReadAloudProps } from "./ReadAloud.tsx";

// Its own chunk: only pages that show the control download it.
const ReadAloud = lazy(() => import("./ReadAloud.tsx"));

/**
 * The read-aloud control, loaded on demand; a new text starts a fresh control. Memoised:
 * a parent that re-renders right after hydration (local storage read) with the same props
 * must not reach the boundary while its code is still loading, or React drops the
 * server's HTML for the placeholder and back again (two layout shifts).
 */
export const LazyReadAloud = memo(function LazyReadAloud(props: ReadAloudProps) {
  return (
    <Suspense fallback={<Placeholder compact={props.compact} />}>
      <ReadAloud key={props.verses ? `v${props.verses[0]?.number}-${props.verses.length}` : props.text} {...props} />
    </Suspense>
  );
});

function Placeholder({ compact }: { compact?: boolean }) {
  return (
    <p className="inline-flex items-center gap-2 text-sm text-muted">
      <Headphones className="size-4" aria-hidden="true" />
      {compact ? "Ouvir" : "Ouvir Texto"}
    </p>
  );
}
