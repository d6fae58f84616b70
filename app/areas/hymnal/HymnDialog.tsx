import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { Dialog } from "#app/components/ui/Dialog.tsx";
import { HymnLyrics } from "./HymnLyrics.tsx";
import { hymnSubtitle, type Hymn } from "./hymns.ts";

/**
 * A hymn's lyrics in a dialog, opened from the hymnal list. Loaded on first use
 * (HymnalBrowser), so the dialog's code is not part of the list's first load.
 */
export default function HymnDialog({ hymn, onClose }: { hymn: Hymn; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={`${hymn.numero}. ${hymn.titulo}`} description={hymnSubtitle(hymn)}>
      <HymnLyrics hymn={hymn} />
      <p className="mt-4">
        <PageLink
          to={href("/hinario/:numero", { numero: String(hymn.numero) })}
          className="font-semibold text-brand-700 underline dark:text-brand-300"
        >
          Abrir a página do hino
        </PageLink>
      </p>
    </Dialog>
  );
}
