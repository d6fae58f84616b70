import type { HighlightColor } from "./marks.ts";
import { VERSE_HIGHLIGHTS } from "#app/components/ui/mark-colours.ts";

/** How each highlight colour looks behind a verse and on its swatch (the kit's marks). */
export const HIGHLIGHT_CLASSES: Record<HighlightColor, string> = VERSE_HIGHLIGHTS;
