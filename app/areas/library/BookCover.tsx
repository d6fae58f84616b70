import type { BookCategory } from "./library.ts";
import { BOOK_COVERS, COVER_EDGE } from "#app/components/ui/cover-colours.ts";

/** Each category's cover colours: covers are drawn by the portal (no third-party images). */
const COVER: Record<BookCategory, string> = BOOK_COVERS;

/** A book cover drawn from its title, author and category colour (decorative: the card names the book). */
export function BookCover({ titulo, autor, categoria, small = false }: { titulo: string; autor: string; categoria: BookCategory; small?: boolean }) {
  return (
    <div
      aria-hidden="true"
      data-testid="capa"
      className={`flex shrink-0 flex-col justify-between rounded-md bg-linear-to-br p-3 text-on-accent shadow-md ${COVER_EDGE} ${COVER[categoria]} ${
        small ? "h-36 w-24" : "aspect-[2/3] w-full max-w-40"
      }`}
    >
      <span className="border-b border-on-accent/40 pb-1 text-[0.6rem] tracking-widest uppercase">{categoria}</span>
      <span className={`font-serif leading-tight font-bold ${small ? "text-sm" : "text-base"}`}>{titulo}</span>
      <span className="text-[0.65rem] opacity-90">{autor}</span>
    </div>
  );
}
