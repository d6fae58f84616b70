import { Workbox } from "workbox-window";
import { isAssetRequest, KEEP_OFFLINE_COPIES, keepPageMessage, OFFLINE_COPIES_DELAY_MS } from "./offline-rules.ts";

/**
 * Registers the service worker (decision 0017); loaded after hydration, only in browsers that
 * have service workers. `onUpdate` is called when a new deployment's worker waits, with the
 * function that lets it take over and reloads the page once it controls it.
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  const wb = new Workbox("/sw.js");
  wb.addEventListener("activated", (event) => {
    // The first visit: this page and its files came from the network before the worker existed; keep them too.
    if (event.isUpdate) return;
    const files = performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((url) => isAssetRequest("GET", url, location.origin))
      .map((url) => url.pathname);
    void wb.messageSW(keepPageMessage(location.pathname + location.search, files));
  });
  wb.addEventListener("waiting", () =>
    onUpdate(() => {
      wb.addEventListener("controlling", () => location.reload());
      wb.messageSkipWaiting();
    }),
  );
  // Not registered (a private window without storage, a blocked script): the site works online as before.
  wb.register().catch(() => undefined);
  void navigator.serviceWorker.ready.then(keepOfflineCopies);
}

/**
 * Once a worker is active, a while after the page loaded and at idle: it keeps the hymnal, the
 * dictionary and today's verse and devotional. Not on a connection where the browser was asked to
 * save data.
 */
function keepOfflineCopies(registration: ServiceWorkerRegistration): void {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const ask = () => registration.active?.postMessage(KEEP_OFFLINE_COPIES);
  setTimeout(() => ("requestIdleCallback" in window ? requestIdleCallback(ask) : ask()), OFFLINE_COPIES_DELAY_MS);
}
