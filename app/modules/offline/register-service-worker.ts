import { Workbox } from "workbox-window";
import { keepPageMessage } from "./offline-rules.ts";

/**
 * Registers the service worker (decision 0017); loaded after hydration, only in browsers that
 * have service workers. `onUpdate` is called when a new deployment's worker waits, with the
 * function that lets it take over and reloads the page once it controls it.
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  const wb = new Workbox("/sw.js");
  wb.addEventListener("activated", (event) => {
    // The first visit: this page came from the network before the worker existed; keep it too.
    if (!event.isUpdate) void wb.messageSW(keepPageMessage(location.pathname + location.search));
  });
  wb.addEventListener("waiting", () =>
    onUpdate(() => {
      wb.addEventListener("controlling", () => location.reload());
      wb.messageSkipWaiting();
    }),
  );
  // Not registered (a private window without storage, a blocked script): the site works online as before.
  wb.register().catch(() => undefined);
}
