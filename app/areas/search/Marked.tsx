import type { TextPiece } from "#app/areas/bible/search.ts";

/** A text with its matched words in <mark>: each piece is a React text node, so nothing from the content or the query becomes markup. */
export function Marked({ pieces }: { pieces: readonly TextPiece[] }) {
  return pieces.map((piece, i) =>
    piece.match ? (
      <mark key={i} className="rounded bg-yellow-200 px-0.5 text-gray-900 dark:bg-yellow-300">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}
