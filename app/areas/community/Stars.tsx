import { Star } from "lucide-react";
import { RATING_MAX } from "./fields.ts";

/** Five stars, the first `lit` filled; the label says the figure for screen readers. */
export function Stars({ lit, label, size = "size-5" }: { lit: number; label: string; size?: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5">
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          data-lit={i < lit ? "true" : "false"}
          className={`${size} ${i < lit ? "fill-yellow-500 text-yellow-600 dark:fill-yellow-400 dark:text-yellow-400" : "text-gray-400"}`}
        />
      ))}
    </span>
  );
}
