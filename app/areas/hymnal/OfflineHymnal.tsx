import { CloudOff } from "lucide-react";
import { useEffect, useState } from "react";
import { keptCount } from "#app/platform/offline/kept-pages.ts";
import { KEEP_OFFLINE_COPIES_NOW } from "#app/platform/offline/offline-rules.ts";

/** How often the count of kept hymns is read while the worker keeps them. */
const COUNT_EVERY_MS = 1_000;

/**
 * The hymnal kept for reading without internet (decision 0051): on the hymnal's page the service
 * worker is asked to keep every hymn at once, and the page shows how many are kept so far. Shows
 * nothing where there is no service worker (nothing is kept there).
 */
export function OfflineHymnal({ addresses }: { addresses: readonly string[] }) {
  const [kept, setKept] = useState<number | null>(null);
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !("caches" in window)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const count = async () => {
      const found = await keptCount(addresses).catch(() => null);
      if (stopped || found === null) return;
      setKept(found);
      if (found < addresses.length) timer = setTimeout(() => void count(), COUNT_EVERY_MS);
    };
    void navigator.serviceWorker.ready.then((registration) => {
      if (stopped) return;
      if (navigator.onLine) registration.active?.postMessage(KEEP_OFFLINE_COPIES_NOW);
      void count();
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [addresses]);
  if (kept === null || addresses.length === 0) return null;
  const total = addresses.length;
  const done = kept >= total;
  // Announced once whole; the count moving every second is not read out.
  return (
    <p aria-live={done ? "polite" : "off"} className="mb-4 flex flex-wrap items-center gap-2 text-sm text-muted">
      <CloudOff className="size-4 shrink-0" aria-hidden="true" />
      {done ? (
        `Os ${total} hinos abrem sem internet neste aparelho.`
      ) : (
        <>
          <span>
            {navigator.onLine
              ? `Guardando o hinário para usar sem internet: ${kept} de ${total} hinos.`
              : `Sem internet: ${kept} de ${total} hinos guardados neste aparelho.`}
          </span>
          <progress value={kept} max={total} className="h-2 w-32" aria-hidden="true" />
        </>
      )}
    </p>
  );
}
