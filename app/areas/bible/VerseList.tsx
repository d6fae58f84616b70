import { Check, Copy, Heart, Share2 } from "lucide-react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { Celebrations } from "#app/areas/gamification/Celebrations.tsx";
import { IconSprite, SpriteIcon } from "#app/components/ui/IconSprite.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { FULL_MESSAGE, queuedFlip } from "#app/platform/offline-writes/queue.ts";
import { useOfflineForm } from "#app/platform/offline-writes/queue-store.ts";
import { PendingMark } from "#app/platform/offline-writes/PendingMark.tsx";
import { COPY_CONFIRMATION_MS, copyText } from "#app/platform/sharing/browser-share.ts";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import { BOOKMARKS_KEY, bookmarkId, parseBookmarks, toggleBookmark } from "./local-reading.ts";
import type { Verse } from "./text.store.server.ts";

interface ChapterRef {
  bookId: string;
  abrev: string;
  chapter: number;
  /** the version whose text is shown, e.g. ACF */
  version: string;
}

/** The verse actions' icons, drawn once per page (a chapter has up to 176 verses). */
const ICONS = { "icone-marcar": Heart, "icone-copiar": Copy, "icone-compartilhar": Share2 };

const citation = (ref: ChapterRef, verse: Verse) => `${verse.text} — ${ref.abrev} ${ref.chapter}:${verse.number} (${ref.version})`;

/**
 * The verses with their actions: bookmark heart, copy (2 s
 * confirmation) and share (Web Share, else copy). Members' bookmarks post to the
 * route's action from one form around the list, the heart pressed naming its verse;
 * visitors' live in local storage (biblia_marcadores).
 */
export function VerseList({
  verses,
  chapter,
  member,
  memberBookmarks,
  fontSize,
}: {
  verses: Verse[];
  chapter: ChapterRef;
  member: boolean;
  memberBookmarks: number[];
  fontSize: number;
}) {
  const storedMarks = useStoredValue(BOOKMARKS_KEY);
  const localMarks = useMemo(() => parseBookmarks(storedMarks), [storedMarks]);
  const [copied, setCopied] = useState<number | null>(null);
  const fetcher = useFetcher<{ error: string | null; bookmarks: number[]; celebrations?: string[] }>();
  const savedMarks = fetcher.data && !fetcher.data.error ? fetcher.data.bookmarks : memberBookmarks;
  // Hearts tapped offline wait in the queue (decision 0017): shown at once, marked pending.
  const queue = useOfflineForm(savedMarks);

  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const pending = fetcher.formData ? Number(fetcher.formData.get("versiculo")) : null;
  const isMarked = (n: number) => {
    if (!member) return localMarks.some((b) => b.id === bookmarkId(chapter.bookId, chapter.chapter, n));
    const saved = savedMarks.includes(n) !== queuedFlip(queue.shown, queue.action, { versiculo: String(n) });
    return pending === n ? !saved : saved;
  };

  const toggleLocal = (verse: Verse) => {
    const next = toggleBookmark(localMarks, {
      id: bookmarkId(chapter.bookId, chapter.chapter, verse.number),
      livro: chapter.bookId,
      capitulo: chapter.chapter,
      versiculo: verse.number,
      texto: verse.text,
      data: new Date().toISOString(),
    });
    writeStoredValue(BOOKMARKS_KEY, JSON.stringify(next));
  };

  const copy = async (verse: Verse) => {
    if (await copyText(citation(chapter, verse))) setCopied(verse.number);
  };
  const share = async (verse: Verse) => {
    if (navigator.share) {
      try {
        await navigator.share({ text: citation(chapter, verse) });
      } catch {
        // The reader closed the share sheet.
      }
      return;
    }
    await copy(verse);
  };

  const labelOf = (n: number) => `${chapter.abrev} ${chapter.chapter}:${n}`;
  // The pressed heart is the submitter: its verse names the write queued offline.
  const onHeartSubmit = (event: FormEvent<HTMLFormElement>) => {
    const n = Number(((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value);
    queue.onSubmit(`${isMarked(n) ? "Desmarcar" : "Marcar"} ${labelOf(n)}`)(event);
  };

  const action = "rounded-full p-2 text-gray-600 hover:bg-gray-100 hover:text-brand-700 dark:text-gray-300 dark:hover:bg-gray-700";
  const heart = (marked: boolean) => `size-4 ${marked ? "fill-red-600 text-red-600" : ""}`;
  const list = (
    <ol className="space-y-2" style={{ fontSize: `${fontSize}px` }} data-testid="versiculos">
      {verses.map((verse) => {
        const marked = isMarked(verse.number);
        const label = labelOf(verse.number);
        return (
          <li
            key={verse.number}
            id={`v${verse.number}`}
            className="group flex items-start gap-2 rounded-lg px-2 py-1 hover:bg-gray-50 dark:hover:bg-gray-800"
          >
            <p className="flex-1 leading-relaxed">
              <sup className="mr-1 font-bold text-brand-700 dark:text-brand-300">{verse.number}</sup>
              {verse.text}
            </p>
            <span className="flex shrink-0 items-center text-base">
              {member ? (
                <button
                  type="submit"
                  name="versiculo"
                  value={verse.number}
                  className={action}
                  aria-pressed={marked}
                  aria-label={`Marcar ${label}`}
                  title="Marcar versículo"
                >
                  <SpriteIcon id="icone-marcar" className={heart(marked)} />
                </button>
              ) : (
                <button
                  type="button"
                  className={action}
                  aria-pressed={marked}
                  aria-label={`Marcar ${label}`}
                  title="Marcar versículo"
                  onClick={() => toggleLocal(verse)}
                >
                  <SpriteIcon id="icone-marcar" className={heart(marked)} />
                </button>
              )}
              <button type="button" className={action} aria-label={`Copiar ${label}`} title="Copiar" onClick={() => void copy(verse)}>
                {copied === verse.number ? (
                  <Check className="size-4 text-green-700" aria-hidden="true" />
                ) : (
                  <SpriteIcon id="icone-copiar" className="size-4" />
                )}
              </button>
              <button type="button" className={action} aria-label={`Compartilhar ${label}`} title="Compartilhar" onClick={() => void share(verse)}>
                <SpriteIcon id="icone-compartilhar" className="size-4" />
              </button>
              {queuedFlip(queue.waiting, queue.action, { versiculo: String(verse.number) }) && <PendingMark />}
              {copied === verse.number && (
                <span role="status" className="text-sm text-green-800 dark:text-green-300">
                  Copiado!
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
  return (
    <>
      {fetcher.data?.error && <Notice tone="error">{fetcher.data.error}</Notice>}
      {queue.full && <Notice tone="error">{FULL_MESSAGE}</Notice>}
      <Celebrations messages={fetcher.data?.celebrations ?? []} />
      <IconSprite icons={ICONS} />
      {member ? (
        <fetcher.Form method="post" onSubmit={onHeartSubmit}>
          {list}
        </fetcher.Form>
      ) : (
        list
      )}
    </>
  );
}
