import { href } from "react-router";
import { Notice } from "#app/components/ui/Notice.tsx";
import { Celebrations } from "#app/areas/gamification/Celebrations.tsx";
import { LazyReadAloud } from "#app/areas/read-aloud/LazyReadAloud.tsx";
import { FULL_MESSAGE } from "#app/platform/offline-writes/queue.ts";
import type { ThemeMode } from "#app/platform/themes/themes.ts";
import type { Book } from "./books.ts";
import { ChapterNeighbour } from "./ChapterNeighbour.tsx";
import { ChapterTools } from "./ChapterTools.tsx";
import { adjacentChapter, type VerseMark } from "./marks.ts";
import { nextChapterIn, rangeParam, versesInChapter, type PassageRange } from "./passage-range.ts";
import { PassageNotice } from "./PassageNotice.tsx";
import { SelectionBar } from "./SelectionBar.tsx";
import type { Verse } from "./text.store.server.ts";
import { useChapterAudio } from "./use-chapter-audio.ts";
import { useVerseBookmarks } from "./use-verse-bookmarks.ts";
import { useVerseMarks } from "./use-verse-marks.ts";
import { useVerseSelection } from "./use-verse-selection.ts";
import { VerseList } from "./VerseList.tsx";
import { DEFAULT_READER_VERSION, type ReaderVersion } from "./versions.ts";

/**
 * The chapter page's reading part, built around the text: the picker and a compact toolbar
 * (translation, letter size, dark mode, 'Ouvir' that opens the full read-aloud panel), the
 * verses to select, the selection bar, and the previous and next chapters.
 */
export function ChapterReader({
  book,
  chapter,
  version,
  verses,
  shownVersion,
  member,
  memberBookmarks,
  memberMarks,
  fontSize,
  onFontSize,
  themeMode,
  loading,
  passage = null,
  navigation,
  children,
}: {
  book: Book;
  chapter: number;
  version: ReaderVersion;
  /** null when the chapter could not be shown (the page says why in `children`) */
  verses: Verse[] | null;
  shownVersion: string;
  member: boolean;
  memberBookmarks: number[];
  memberMarks: VerseMark[];
  fontSize: number;
  onFontSize: (direction: 1 | -1) => void;
  themeMode: ThemeMode | null;
  loading: boolean;
  /** The passage opened (?trecho=…): its verses here are highlighted, 'Próximo' stays in it. */
  passage?: PassageRange | null;
  /** The previous and next controls when a plan's day leads (PlanDayNavigation), instead of the neighbouring chapters. */
  navigation?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const query = version === DEFAULT_READER_VERSION ? "" : `?versao=${version}`;
  const inPassage = passage && versesInChapter(passage, chapter);
  const nextInPassage = passage && nextChapterIn(passage, chapter);
  /** A chapter's address, the passage kept when the chapter is in it. */
  const chapterHref = (to: { book: Book; chapter: number }) => {
    const path = href("/biblia/:livro/:capitulo", { livro: to.book.id, capitulo: String(to.chapter) });
    const keep = passage && to.book.id === book.id && versesInChapter(passage, to.chapter) ? `trecho=${rangeParam(passage)}` : "";
    const params = [query.slice(1), keep].filter(Boolean).join("&");
    return params ? `${path}?${params}` : path;
  };
  const { selected, toggle, clear } = useVerseSelection();
  const audio = useChapterAudio(verses);
  const marks = useVerseMarks({
    member,
    bookId: book.id,
    chapter,
    memberMarks,
    action: href("/biblia/:livro/:capitulo/anotacoes", { livro: book.id, capitulo: String(chapter) }) + query,
  });
  const bookmarks = useVerseBookmarks({ member, bookId: book.id, chapter, memberBookmarks });
  const chosen = (verses ?? []).filter((v) => selected.has(v.number));
  const neighbour = (direction: 1 | -1) => {
    const target = adjacentChapter(book.id, chapter, direction);
    return <ChapterNeighbour direction={direction} target={target} to={target && chapterHref(target)} disabled={loading} />;
  };

  return (
    <>
      <ChapterTools
        book={book}
        chapter={chapter}
        version={version}
        query={query}
        hasText={verses !== null}
        fontSize={fontSize}
        onFontSize={onFontSize}
        themeMode={themeMode}
        listening={audio.open}
        onListen={audio.toggle}
      />
      <div id="ouvir-capitulo" className={audio.open ? "mb-4" : "hidden"}>
        {audio.toRead.length > 0 && (
          <LazyReadAloud key={audio.run} verses={audio.toRead} player={`${book.nome} ${chapter}`} onVerse={audio.onVerse} autoPlay headingLevel={2} />
        )}
      </div>
      {marks.error && <Notice tone="error">{marks.error}</Notice>}
      {bookmarks.error && <Notice tone="error">{bookmarks.error}</Notice>}
      {(marks.full || bookmarks.full) && <Notice tone="error">{FULL_MESSAGE}</Notice>}
      <Celebrations messages={bookmarks.celebrations} />
      {passage && inPassage && (
        <PassageNotice
          passage={passage}
          book={book}
          next={nextInPassage ? { chapter: nextInPassage, to: chapterHref({ book, chapter: nextInPassage }) } : null}
        />
      )}
      <div
        aria-busy={loading}
        className={`${loading ? "opacity-60" : ""} ${chosen.length ? "pb-44 md:pb-36" : audio.readingNow !== null ? "pb-20" : ""}`}
      >
        {children}
        {verses && (
          <VerseList
            verses={verses}
            fontSize={fontSize}
            selected={selected}
            onToggle={toggle}
            marks={marks.marks}
            isBookmarked={bookmarks.isMarked}
            isWaiting={(n) => marks.isWaiting(n) || bookmarks.isWaiting(n)}
            inPassage={inPassage ?? null}
            reading={audio.readingNow}
          />
        )}
      </div>
      <nav aria-label="Capítulos" className="mt-8 flex justify-between gap-2">
        {navigation ?? (
          <>
            {neighbour(-1)}
            {neighbour(1)}
          </>
        )}
      </nav>
      {chosen.length > 0 && (
        <SelectionBar
          chapter={{ bookId: book.id, abrev: book.abrev, chapter, version: shownVersion, query }}
          verses={chosen}
          marks={marks}
          bookmarks={bookmarks}
          onClear={clear}
          onReadFrom={(n) => {
            audio.readFrom(n);
            clear();
          }}
        />
      )}
    </>
  );
}
