import { useEffect, useState } from "react";
import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { Dialog } from "#app/components/ui/Dialog.tsx";
import { HymnLyrics } from "./HymnLyrics.tsx";
import { hymnDataHref, hymnSubtitle, type Hymn, type HymnCard } from "./hymns.ts";

type Loaded = { status: "loaded"; hymn: Hymn } | { status: "error" } | { status: "loading" };

/** Hymns asked for on this page, so opening one again asks nothing (a failure is asked again). */
const asked = new Map<string, Promise<Loaded>>();

function hymnData(url: string): Promise<Loaded> {
  let pending = asked.get(url);
  if (!pending) {
    pending = fetch(url, { headers: { Accept: "application/json" } })
      .then(async (response) => (response.ok ? { status: "loaded" as const, hymn: (await response.json()) as Hymn } : { status: "error" as const }))
      .catch(() => ({ status: "error" as const }));
    asked.set(url, pending);
    void pending.then((result) => result.status === "error" && asked.delete(url));
  }
  return pending;
}

/**
 * A hymn's lyrics in a dialog, opened from the hymnal list. Loaded on first use
 * (HymnalBrowser), so the dialog's code is not part of the list's first load; the lyrics are
 * asked for when it opens (the list carries none).
 */
export default function HymnDialog({ hymn, onClose }: { hymn: HymnCard; onClose: () => void }) {
  const url = hymnDataHref(hymn);
  const [answer, setAnswer] = useState<{ url: string; loaded: Loaded } | null>(null);
  const state: Loaded = answer?.url === url ? answer.loaded : { status: "loading" };
  useEffect(() => {
    let shown = true;
    void hymnData(url).then((loaded) => shown && setAnswer({ url, loaded }));
    return () => {
      shown = false;
    };
  }, [url]);

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={`${hymn.numero}. ${hymn.titulo}`} description={hymnSubtitle(hymn)}>
      {state.status === "loaded" ? (
        <HymnLyrics hymn={state.hymn} />
      ) : (
        <p role="status" className="text-lg text-muted">
          {state.status === "loading" ? "Carregando a letra..." : "Não foi possível carregar a letra agora. Abra a página do hino."}
        </p>
      )}
      <p className="mt-4">
        <PageLink to={href("/hinario/:numero", { numero: String(hymn.numero) })} className="font-semibold text-accent underline">
          Abrir a página do hino
        </PageLink>
      </p>
    </Dialog>
  );
}
