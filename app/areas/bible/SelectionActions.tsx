import { Copy, Headphones, Heart, Image, NotebookPen, Presentation, Share2 } from "lucide-react";
import type { ReactNode } from "react";
import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { HEART } from "#app/components/ui/mark-colours.ts";
import { verseRanges, type ChapterRef } from "./marks.ts";
import type { Verse } from "./text.store.server.ts";
import type { useSelectionSharing } from "./use-selection-sharing.ts";
import type { useVerseBookmarks } from "./use-verse-bookmarks.ts";

const action =
  "flex min-w-0 flex-col items-center gap-0.5 rounded-lg px-1 py-1.5 text-xs font-medium text-fg hover:bg-subtle disabled:cursor-not-allowed disabled:opacity-40";

/** An action's icon over its short name. */
function Labelled({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      {icon}
      <span className="max-w-full">{label}</span>
    </>
  );
}

/** The selection bar's actions: note (one verse only), copy, share as text or image, bookmark, read aloud from the first and project. */
export function SelectionActions({
  chapter,
  verses,
  reference,
  sharing,
  bookmarks,
  onNote,
  onReadFrom,
}: {
  chapter: ChapterRef;
  verses: Verse[];
  reference: string;
  sharing: ReturnType<typeof useSelectionSharing>;
  bookmarks: ReturnType<typeof useVerseBookmarks>;
  /** Opens the note's dialog; absent when more than one verse is selected. */
  onNote: (() => void) | null;
  onReadFrom: (verse: number) => void;
}) {
  const numbers = verses.map((v) => v.number);
  const allMarked = verses.every((v) => bookmarks.isMarked(v.number));
  return (
    // Two rows on a phone, so every label is whole ("Imagem", "Marcar", "Projetar").
    <div className="mt-1 grid grid-cols-4 gap-0.5 sm:grid-cols-7">
      <button
        type="button"
        className={action}
        onClick={onNote ?? undefined}
        disabled={!onNote}
        aria-label={onNote ? `Nota em ${reference}` : "Nota (selecione um só versículo)"}
      >
        <Labelled icon={<NotebookPen className="size-5" aria-hidden="true" />} label="Nota" />
      </button>
      <button type="button" className={action} onClick={() => void sharing.copy()} aria-label={`Copiar ${reference}`}>
        <Labelled icon={<Copy className="size-5" aria-hidden="true" />} label="Copiar" />
      </button>
      <button type="button" className={action} onClick={() => void sharing.shareText()} aria-label={`Compartilhar ${reference}`}>
        <Labelled icon={<Share2 className="size-5" aria-hidden="true" />} label="Enviar" />
      </button>
      <button type="button" className={action} onClick={() => void sharing.shareImage()} aria-label={`Imagem de ${reference}`}>
        <Labelled icon={<Image className="size-5" aria-hidden="true" />} label="Imagem" />
      </button>
      <bookmarks.Form
        method="post"
        className="contents"
        onSubmit={(event) => void bookmarks.onSubmit(verses, `${allMarked ? "Desmarcar" : "Marcar"} ${reference}`)(event)}
      >
        <button type="submit" name="versiculo" value={numbers[0]} className={action} aria-pressed={allMarked} aria-label={`Marcar ${reference}`}>
          <Labelled icon={<Heart className={`size-5 ${allMarked ? HEART : ""}`} aria-hidden="true" />} label={allMarked ? "Marcado" : "Marcar"} />
        </button>
      </bookmarks.Form>
      <button
        type="button"
        className={action}
        onClick={() => onReadFrom(numbers[0]!)}
        aria-label={`Ouvir a partir de ${chapter.abrev} ${chapter.chapter}:${numbers[0]}`}
      >
        <Labelled icon={<Headphones className="size-5" aria-hidden="true" />} label="Ouvir" />
      </button>
      <PageLink
        to={`${href("/projetar/biblia/:livro/:capitulo", { livro: chapter.bookId, capitulo: String(chapter.chapter) })}?versiculos=${verseRanges(numbers)}${chapter.query && `&${chapter.query.slice(1)}`}`}
        className={action}
        aria-label={`Projetar ${reference}`}
      >
        <Labelled icon={<Presentation className="size-5" aria-hidden="true" />} label="Projetar" />
      </PageLink>
    </div>
  );
}
