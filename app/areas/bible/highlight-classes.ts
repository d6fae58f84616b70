import type { HighlightColor } from "./marks.ts";

/** How each highlight colour looks behind a verse and on its swatch, in light and dark mode. */
export const HIGHLIGHT_CLASSES: Record<HighlightColor, string> = {
  amarelo: "bg-yellow-200 dark:bg-yellow-800/70",
  verde: "bg-green-200 dark:bg-green-800/70",
  azul: "bg-sky-200 dark:bg-sky-800/70",
  rosa: "bg-pink-200 dark:bg-pink-800/70",
  laranja: "bg-orange-200 dark:bg-orange-800/70",
};
