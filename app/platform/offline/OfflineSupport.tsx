import { RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { keepPageMessage, keptAfterClientNavigation } from "./offline-rules.ts";

/**
 * Registers the service worker once the page is interactive (decision 0017) and says when a new
 * version is ready: 'Nova versão disponível' with a button that reloads into it.
 */
export function OfflineSupport() {
  const [update, setUpdate] = useState<(() => void) | null>(null);

  useEffect(() => {
    // The development server builds no worker (npm run build does).
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    void import("./register-service-worker.ts").then(({ registerServiceWorker }) => registerServiceWorker((apply) => setUpdate(() => apply)));
  }, []);

  // A chapter or hymn reached by a client navigation fetched only its data: the worker keeps the
  // document too, so it also opens offline by address (a reload, a link from the offline page).
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) return void (first.current = false);
    if (navigator.onLine && keptAfterClientNavigation(pathname)) navigator.serviceWorker?.controller?.postMessage(keepPageMessage(pathname + search));
  }, [pathname, search]);

  if (!update) return null;
  return (
    <div role="status" className="fixed inset-x-0 bottom-20 z-50 flex justify-center px-4 md:bottom-6">
      <div className="flex items-center gap-4 rounded-lg bg-fg px-4 py-3 text-surface shadow-lg">
        <p className="font-semibold">Nova versão disponível</p>
        <Button onClick={update} className="bg-surface text-fg hover:bg-subtle">
          <RefreshCw className="size-4" aria-hidden="true" />
          Atualizar
        </Button>
      </div>
    </div>
  );
}
