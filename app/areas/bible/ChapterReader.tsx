import { ChevronLeft, ChevronRight, Headphones, Presentation } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { href } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { Celebrations } from "#app/areas/gamification/Celebrations.tsx";
import { LazyReadAloud } from "#app/areas/read-aloud/LazyReadAloud.tsx";
import { FULL_MESSAGE } from "#app/platform/offline-writes/queue.ts";
import type { ThemeMode } from "#app/platform/themes/themes.ts";
import type { Book } from "./books.ts";
import { ChapterPicker } from "./ChapterPicker.tsx";
import { keepVerseInView } from "./follow-verse.ts";
import { adjacentChapter, type VerseMark } from "./marks.ts";
import { nextChapterIn, passageLabel, rangeParam, versesInChapter, type PassageRange } from "./passage-range.ts";
import { ReaderToolbar } from "./ReaderToolbar.tsx";
import { SelectionBar } from "./SelectionBar.tsx";
import type { Verse } from "./text.store.server.ts";
import { useVerseBookmarks } from "./use-verse-bookmarks.ts";
import { useVerseMarks } from "./use-verse-marks.ts";
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
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [audioFrom, setAudioFrom] = useState<number | null>(null);
  /** Counts the times reading was asked from a verse: asked again from the same verse, it starts again. */
  const [audioRun, setAudioRun] = useState(0);
  const marks = useVerseMarks({
    member,
    bookId: book.id,
    chapter,
    memberMarks,
    action: href("/biblia/:livro/:capitulo/anotacoes", { livro: book.id, capitulo: String(chapter) }) + query,
  });
  const bookmarks = useVerseBookmarks({ member, bookId: book.id, chapter, memberBookmarks });
  const clear = useCallback(() => setSelected(new Set()), []);
  const toggle = (n: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(n)) next.add(n);
      return next;
    });
  const chosen = (verses ?? []).filter((v) => selected.has(v.number));
  const toRead = useMemo(() => (audioFrom === null || !verses ? [] : verses.filter((v) => v.number >= audioFrom)), [audioFrom, verses]);
  /** The verse being read aloud, highlighted; null when not reading. */
  const [reading, setReading] = useState<number | null>(null);
  const readingNow = audioFrom === null ? null : reading;
  // The page follows the verse being read aloud.
  useEffect(() => {
    if (readingNow !== null) keepVerseInView(readingNow);
  }, [readingNow]);

  const neighbour = (direction: 1 | -1) => {
    const target = adjacentChapter(book.id, chapter, direction);
    const label = direction === 1 ? "Próximo" : "Anterior";
    const icon = direction === 1 ? <ChevronRight className="size-4" aria-hidden="true" /> : <ChevronLeft className="size-4" aria-hidden="true" />;
    const inner = (
      <>
        {direction === -1 && icon}
        <span className="flex min-w-0 flex-col leading-tight">
          <span>{label}</span>
          {target && (
            <span className="truncate text-xs font-normal">
              {target.book.nome} {target.chapter}
            </span>
          )}
        </span>
        {direction === 1 && icon}
      </>
    );
    return target && !loading ? (
      <PageLink
        to={chapterHref(target)}
        className={buttonClass("secondary", "max-w-[48%] min-w-0")}
        aria-label={`${label}: ${target.book.nome} ${target.chapter}`}
      >
        {inner}
      </PageLink>
    ) : (
      <button type="button" disabled className={buttonClass("secondary", "max-w-[48%] min-w-0")}>
        {inner}
      </button>
    );
  };

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <ChapterPicker
          key={`${book.id}-${chapter}`}
          bookId={book.id}
          chapter={chapter}
          version={version === DEFAULT_READER_VERSION ? null : version}
        />
        <ReaderToolbar version={version} fontSize={fontSize} onFontSize={onFontSize} themeMode={themeMode}>
          {verses && (
            <button
              type="button"
              aria-expanded={audioFrom !== null}
              aria-controls="ouvir-capitulo"
              onClick={() => setAudioFrom(audioFrom === null ? 1 : null)}
              className={`inline-flex items-center gap-1 rounded-lg border border-accent px-2 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                audioFrom === null ? "text-accent hover:bg-accent-soft" : "bg-brand-700 text-on-accent hover:bg-brand-800"
              }`}
            >
              <Headphones className="size-4" aria-hidden="true" />
              Ouvir
            </button>
          )}
          {verses && (
            <PageLink
              to={href("/projetar/biblia/:livro/:capitulo", { livro: book.id, capitulo: String(chapter) }) + query}
              aria-label={`Projetar ${book.nome} ${chapter}`}
              className="inline-flex items-center gap-1 rounded-lg border border-accent px-2 py-1.5 text-sm font-semibold text-accent hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <Presentation className="size-4" aria-hidden="true" />
              Projetar
            </PageLink>
          )}
        </ReaderToolbar>
      </div>
      <div id="ouvir-capitulo" className={audioFrom === null ? "hidden" : "mb-4"}>
        {toRead.length > 0 && (
          <LazyReadAloud key={audioRun} verses={toRead} player={`${book.nome} ${chapter}`} onVerse={setReading} autoPlay headingLevel={2} />
        )}
      </div>
      {marks.error && <Notice tone="error">{marks.error}</Notice>}
      {bookmarks.error && <Notice tone="error">{bookmarks.error}</Notice>}
      {(marks.full || bookmarks.full) && <Notice tone="error">{FULL_MESSAGE}</Notice>}
      <Celebrations messages={bookmarks.celebrations} />
      {passage && inPassage && (
        <div className="mb-3" data-testid="trecho">
          <Notice>
            <span className="font-semibold">Trecho: {passageLabel(passage, book)}</span>
            {nextInPassage && (
              <>
                {" · "}
                <PageLink to={chapterHref({ book, chapter: nextInPassage })} className="font-semibold text-accent underline">
                  Próximo: {book.nome} {nextInPassage}
                </PageLink>
              </>
            )}
          </Notice>
        </div>
      )}
      <div aria-busy={loading} className={`${loading ? "opacity-60" : ""} ${chosen.length ? "pb-44 md:pb-36" : readingNow !== null ? "pb-20" : ""}`}>
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
            reading={readingNow}
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
            setAudioFrom(n);
            setAudioRun((run) => run + 1);
            clear();
          }}
        />
      )}
    </>
  );
}
