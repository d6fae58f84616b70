import { Star } from "lucide-react";
import { RATING_MAX } from "./fields.ts";
import { STAR_LIT, STAR_UNLIT } from "#app/components/ui/mark-colours.ts";

/** Five stars, the first `lit` filled; the label says the figure for screen readers. */
export function Stars({ lit, label, size = "size-5" }: { lit: number; label: string; size?: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5">
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Star key={i} aria-hidden="true" data-lit={i < lit ? "true" : "false"} className={`${size} ${i < lit ? STAR_LIT : STAR_UNLIT}`} />
      ))}
    </span>
  );
}
