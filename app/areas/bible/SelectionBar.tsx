import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { plural } from "#app/platform/site/count.ts";
import { HighlightForm } from "./HighlightForm.tsx";
import { selectionReference, type ChapterRef } from "./marks.ts";
import { NoteDialog } from "./NoteDialog.tsx";
import { SelectionActions } from "./SelectionActions.tsx";
import type { Verse } from "./text.store.server.ts";
import { useSelectionSharing } from "./use-selection-sharing.ts";
import type { useVerseBookmarks } from "./use-verse-bookmarks.ts";
import type { useVerseMarks } from "./use-verse-marks.ts";

/**
 * What can be done with the selected verses, in a bar fixed above the bottom navigation (at the
 * foot of the window on wide screens): highlight colours, a note, copy, share as text or as an
 * image, bookmark, read aloud from the first one and project them. Esc or its close button ends the selection.
 */
export function SelectionBar({
  chapter,
  verses,
  marks,
  bookmarks,
  onClear,
  onReadFrom,
}: {
  chapter: ChapterRef;
  verses: Verse[];
  marks: ReturnType<typeof useVerseMarks>;
  bookmarks: ReturnType<typeof useVerseBookmarks>;
  onClear: () => void;
  onReadFrom: (verse: number) => void;
}) {
  const [noteOpen, setNoteOpen] = useState(false);
  const numbers = verses.map((v) => v.number);
  const reference = selectionReference(chapter.abrev, chapter.chapter, numbers);
  const sharing = useSelectionSharing({ chapter, verses, reference });
  const { status } = sharing;
  const single = verses.length === 1 ? verses[0]! : null;

  useEffect(() => {
    if (noteOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClear();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [noteOpen, onClear]);

  return (
    <section
      aria-label="Versículos selecionados"
      className="fixed inset-x-0 bottom-14 z-40 border-t border-line bg-surface px-2 pt-2 pb-1 shadow-[0_-4px_12px_rgba(0,0,0,0.12)] md:inset-x-auto md:bottom-4 md:left-1/2 md:w-[36rem] md:-translate-x-1/2 md:rounded-xl md:border"
    >
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1 truncate font-semibold">
          {reference}
          <span className="sr-only"> {plural(verses.length, "selecionado", "selecionados")}</span>
        </p>
        <HighlightForm marks={marks} verses={numbers} reference={reference} onDone={onClear} />
        <button type="button" onClick={onClear} aria-label="Fechar seleção" className="rounded-full p-1 hover:bg-subtle">
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <SelectionActions
        chapter={chapter}
        verses={verses}
        reference={reference}
        sharing={sharing}
        bookmarks={bookmarks}
        onNote={single && (() => setNoteOpen(true))}
        onReadFrom={onReadFrom}
      />
      {!single && (
        <p className="text-center text-xs text-muted" data-testid="nota-um-versiculo">
          A nota é de um versículo por vez: selecione só um para escrever.
        </p>
      )}
      <p role="status" className={`min-h-5 text-center text-sm ${status?.error ? "text-danger" : "text-success"}`}>
        {status?.text}
      </p>
      {single && <NoteDialog open={noteOpen} onOpenChange={setNoteOpen} marks={marks} verse={single.number} reference={reference} onDone={onClear} />}
    </section>
  );
}
