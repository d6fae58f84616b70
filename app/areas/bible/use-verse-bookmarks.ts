import { type FormEvent, useMemo } from "react";
import { useFetcher } from "react-router";
import { queuedFlip } from "#app/platform/offline-writes/queue.ts";
import { useOfflineForm } from "#app/platform/offline-writes/queue-store.ts";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import { BOOKMARKS_KEY, bookmarkId, parseBookmarks, toggleBookmark } from "./local-reading.ts";
import type { Verse } from "./text.store.server.ts";
import { type FormAnswer, refusalOf } from "#app/platform/http/field-errors.ts";

/**
 * The chapter's bookmarked verses (the heart of the spec): a member's posted to the chapter's
 * own action (queued while offline, decision 0017), a visitor's kept in local storage
 * (biblia_marcadores). A press on several verses marks those not marked yet, or, when all are,
 * unmarks them all.
 */
export function useVerseBookmarks({
  member,
  bookId,
  chapter,
  memberBookmarks,
}: {
  member: boolean;
  bookId: string;
  chapter: number;
  memberBookmarks: number[];
}) {
  const stored = useStoredValue(BOOKMARKS_KEY);
  const local = useMemo(() => parseBookmarks(stored), [stored]);
  const fetcher = useFetcher<FormAnswer<{ bookmarks: number[]; celebrations: string[] }>>();
  const saved = fetcher.data?.ok ? fetcher.data.bookmarks : memberBookmarks;
  const queue = useOfflineForm(saved);
  const pending = fetcher.formData ? Number(fetcher.formData.get("versiculo")) : null;

  const isMarked = (n: number) => {
    if (!member) return local.some((b) => b.id === bookmarkId(bookId, chapter, n));
    const shown = saved.includes(n) !== queuedFlip(queue.shown, queue.action, { versiculo: String(n) });
    return pending === n ? !shown : shown;
  };

  const onSubmit = (selected: Verse[], label: string) => async (event: FormEvent<HTMLFormElement>) => {
    const allMarked = selected.every((v) => isMarked(v.number));
    const targets = allMarked ? selected : selected.filter((v) => !isMarked(v.number));
    if (member && selected.length === 1) return queue.onSubmit(label)(event);
    event.preventDefault();
    if (member) {
      // One toggle per verse, in turn: the action answers each with the chapter's marks.
      for (const verse of targets) await fetcher.submit({ versiculo: String(verse.number) }, { method: "post" });
      return;
    }
    const data = new Date().toISOString();
    const next = targets.reduce(
      (list, v) =>
        toggleBookmark(list, {
          id: bookmarkId(bookId, chapter, v.number),
          livro: bookId,
          capitulo: chapter,
          versiculo: v.number,
          texto: v.text,
          data,
        }),
      local,
    );
    writeStoredValue(BOOKMARKS_KEY, JSON.stringify(next));
  };

  return {
    Form: fetcher.Form,
    isMarked,
    onSubmit,
    isWaiting: (n: number) => queuedFlip(queue.waiting, queue.action, { versiculo: String(n) }),
    error: refusalOf(fetcher.data) ?? null,
    celebrations: fetcher.data?.ok ? fetcher.data.celebrations : [],
    full: queue.full,
  };
}
