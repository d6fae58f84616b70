import type { TextPiece } from "#app/areas/bible/search.ts";
import { FOUND_WORDS } from "#app/components/ui/mark-colours.ts";

/** A text with its matched words in <mark>: each piece is a React text node, so nothing from the content or the query becomes markup. */
export function Marked({ pieces }: { pieces: readonly TextPiece[] }) {
  return pieces.map((piece, i) =>
    piece.match ? (
      <mark key={i} className={`rounded px-0.5 ${FOUND_WORDS}`}>
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}
