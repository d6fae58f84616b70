import { Heart, NotebookPen } from "lucide-react";
import type { KeyboardEvent } from "react";
import { PendingMark } from "#app/platform/offline-writes/PendingMark.tsx";
import { HIGHLIGHT_CLASSES } from "./highlight-classes.ts";
import type { VerseMark } from "./marks.ts";
import type { Verse } from "./text.store.server.ts";
import { HEART } from "#app/components/ui/mark-colours.ts";

/**
 * The chapter's verses, each one a toggle: a tap, a click, Enter or Space selects it (several
 * may be), and the selection bar acts on them. A verse shows its highlight colour, a heart when
 * bookmarked, its note below it, and a pending mark while a change waits for the connection.
 * The verses of a passage opened (`inPassage`) are set off with a band at their side.
 */
export function VerseList({
  verses,
  fontSize,
  selected,
  onToggle,
  marks,
  isBookmarked,
  isWaiting,
  inPassage = null,
  reading = null,
}: {
  verses: Verse[];
  fontSize: number;
  selected: ReadonlySet<number>;
  onToggle: (verse: number) => void;
  marks: VerseMark[];
  isBookmarked: (verse: number) => boolean;
  isWaiting: (verse: number) => boolean;
  /** The verses of the passage opened, `to` null for the chapter's end. */
  inPassage?: { from: number; to: number | null } | null;
  /** The verse being read aloud. */
  reading?: number | null;
}) {
  const byVerse = new Map(marks.map((m) => [m.verse, m]));
  const onKeyDown = (verse: number) => (event: KeyboardEvent) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    onToggle(verse);
  };
  return (
    <ol className="space-y-1 leading-relaxed" style={{ fontSize: `${fontSize}px` }} data-testid="versiculos" aria-label="Versículos">
      {verses.map((verse) => {
        const mark = byVerse.get(verse.number);
        const isSelected = selected.has(verse.number);
        const passage = inPassage !== null && verse.number >= inPassage.from && (inPassage.to === null || verse.number <= inPassage.to);
        return (
          <li
            key={verse.number}
            id={`v${verse.number}`}
            className={`scroll-mt-24 scroll-mb-48 ${passage ? "-ml-2 border-l-4 border-warning bg-warning-soft pl-1" : ""}`}
            data-cor={mark?.color ?? undefined}
            data-trecho={passage || undefined}
            data-lendo={reading === verse.number || undefined}
            aria-current={reading === verse.number || undefined}
          >
            <div
              role="button"
              tabIndex={0}
              aria-pressed={isSelected}
              onClick={() => onToggle(verse.number)}
              onKeyDown={onKeyDown(verse.number)}
              className={`cursor-pointer rounded-md px-1.5 py-0.5 wrap-break-word select-text focus-visible:outline-2 focus-visible:outline-brand-600 ${
                mark?.color ? HIGHLIGHT_CLASSES[mark.color] : ""
              } ${reading === verse.number ? "ring-2 ring-accent" : ""} ${isSelected ? "underline decoration-accent decoration-dotted decoration-2 underline-offset-4 outline-2 outline-brand-600" : ""}`}
            >
              <sup className="mr-1 font-bold text-accent">{verse.number}</sup>
              {verse.text}
              {isBookmarked(verse.number) && (
                <Heart className={`ml-1 inline size-[0.8em] align-baseline ${HEART}`} role="img" aria-label="(marcado)" />
              )}
            </div>
            {mark?.note && (
              <p className="mx-1.5 mt-1 mb-2 flex gap-2 rounded-md border-l-4 border-brand-600 bg-subtle px-2 py-1 text-[0.85em] text-fg">
                <NotebookPen className="mt-[0.2em] size-[1em] shrink-0" aria-hidden="true" />
                <span className="min-w-0 wrap-anywhere whitespace-pre-line">
                  <span className="sr-only">Nota: </span>
                  {mark.note}
                </span>
              </p>
            )}
            {isWaiting(verse.number) && <PendingMark />}
          </li>
        );
      })}
    </ol>
  );
}
