/** When the last offline reload was asked for (address and time), in this tab. */
const KEY = "lampada:recarregado-offline";
/** A kept page that fails by itself is not reloaded again within this time (no reload loop). */
const AGAIN_AFTER_MS = 10_000;

/**
 * For the root error boundary: a client navigation whose data could not be fetched offline is
 * loaded again as a document, which the service worker answers with its kept copy or the offline
 * page (decision 0017). Does nothing online or without a worker.
 */
export function reloadForKeptCopy(): void {
  if (navigator.onLine || !navigator.serviceWorker?.controller) return;
  const [address, at] = (sessionStorage.getItem(KEY) ?? "").split(" ");
  if (address === location.href && Date.now() - Number(at) < AGAIN_AFTER_MS) return;
  sessionStorage.setItem(KEY, `${location.href} ${Date.now()}`);
  location.reload();
}
