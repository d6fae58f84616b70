import { useEffect } from "react";
import { href, useFetcher } from "react-router";
import { chapterCountsAsRead } from "#app/areas/gamification/rules.ts";
import { queuedWhenOffline, useMemberId } from "#app/platform/offline-writes/queue-store.ts";
import { CLIENT_WRITE_FIELD } from "#app/platform/offline-writes/queue.ts";
import type { Book } from "./books.ts";
import { type FormAnswer } from "#app/platform/http/field-errors.ts";

/**
 * Tells the server that a member read the chapter (decision 0058) once the rule says so
 * (chapterCountsAsRead): seconds with the page visible, and the last verse scrolled into view
 * (an IntersectionObserver; already in view on opening does not count). Sent once per visit,
 * through the offline queue when there is no connection. Returns the achievements it unlocked.
 */
export function useReadingReport(book: Book, chapter: number, lastVerse: number | null): readonly string[] {
  const memberId = useMemberId();
  const fetcher = useFetcher<FormAnswer<{ celebrations: string[] }>>();
  const { submit } = fetcher;
  useEffect(() => {
    if (memberId === null || lastVerse === null) return;
    let visibleMs = 0;
    let since: number | null = document.visibilityState === "visible" ? Date.now() : null;
    let endReached = false;
    let endSeenAtOpening: boolean | null = null;
    const seconds = () => (visibleMs + (since === null ? 0 : Date.now() - since)) / 1000;
    const stop = () => {
      clearInterval(timer);
      observer?.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
    };
    const check = () => {
      if (!chapterCountsAsRead({ visibleSeconds: seconds(), endReached })) return;
      stop();
      const action = href("/biblia/:livro/:capitulo/leitura", { livro: book.id, capitulo: String(chapter) });
      const fields = { [CLIENT_WRITE_FIELD]: crypto.randomUUID() };
      if (!queuedWhenOffline(memberId, action, {}, `Ler ${book.abrev} ${chapter}`)) void submit(fields, { method: "post", action });
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") since ??= Date.now();
      else if (since !== null) {
        visibleMs += Date.now() - since;
        since = null;
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    const timer = setInterval(check, 1000);
    const end = document.getElementById(`v${lastVerse}`);
    const observer = end
      ? new IntersectionObserver(([entry]) => {
          const inView = entry?.isIntersecting ?? false;
          endSeenAtOpening ??= inView;
          if (inView && !endSeenAtOpening) {
            endReached = true;
            check();
          } else if (!inView) endSeenAtOpening = false;
        })
      : null;
    if (end) observer?.observe(end);
    return stop;
  }, [memberId, book, chapter, lastVerse, submit]);
  return fetcher.data?.ok ? fetcher.data.celebrations : [];
}
