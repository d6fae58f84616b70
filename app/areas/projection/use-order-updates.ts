import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** How often an open projection asks whether its order changed (decision 0055). */
export const ORDER_POLL_MS = 1000;

/**
 * Keeps an order's projection up to date with the order (decision 0055): asks `url` (the
 * order's revision, with its ETag) every second, and at once when the page shows again, and
 * loads the page's data again when the revision is no longer `revision`. Works between any
 * browsers and devices; a failed ask (offline) just waits for the next one.
 */
export function useOrderUpdates(url: string | null, revision: number) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!url) return;
    let asking = false;
    let stopped = false;
    const ask = async () => {
      if (asking) return;
      asking = true;
      try {
        const answer = await fetch(url, { headers: { "If-None-Match": `"r${revision}"` }, cache: "no-store" });
        if (answer.status !== 200) return;
        const body = (await answer.json()) as { revision?: unknown };
        if (!stopped && typeof body.revision === "number" && body.revision !== revision) await revalidate();
      } catch {
        // Offline or the server away: asked again in a second.
      } finally {
        asking = false;
      }
    };
    const timer = setInterval(() => void ask(), ORDER_POLL_MS);
    const onShow = () => document.visibilityState === "visible" && void ask();
    document.addEventListener("visibilitychange", onShow);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onShow);
    };
  }, [url, revision, revalidate]);
}
