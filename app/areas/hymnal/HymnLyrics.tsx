import { Download, FileText, Video } from "lucide-react";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { HYMNAL_PDF_HREF, hymnFileName, lyricsHref, NO_LYRICS, type Hymn } from "./hymns.ts";

/**
 * A hymn's lyrics (or 'Letra em breve...'), its author and copyright line under them, and its
 * downloads ('Baixar Letra' only when there are lyrics), in the dialog and on the hymn's page.
 */
export function HymnLyrics({ hymn }: { hymn: Hymn }) {
  return (
    <div>
      {hymn.letra ? (
        <div className="space-y-4 text-lg leading-relaxed">
          {hymn.letra
            .trim()
            .split(/\n\s*\n/)
            .map((stanza, i) => (
              <p key={i} className="whitespace-pre-line">
                {stanza}
              </p>
            ))}
          {hymn.letraFonte && <p className="text-sm text-muted italic">Fonte da letra: {hymn.letraFonte}</p>}
          {hymn.autor && <p className="text-sm text-muted">Autor: {hymn.autor}</p>}
          {hymn.copyright && <p className="text-sm text-muted">{hymn.copyright}</p>}
        </div>
      ) : (
        <p className="text-lg text-muted italic">{NO_LYRICS}</p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {hymn.url && (
          <a href={hymn.url} target="_blank" rel="noopener noreferrer" className={buttonClass("danger")}>
            <Video className="size-5" aria-hidden="true" />
            Ver no YouTube
          </a>
        )}
        {hymn.letra && (
          <a href={lyricsHref(hymn)} download={hymnFileName(hymn)} className={buttonClass("primary")}>
            <Download className="size-5" aria-hidden="true" />
            Baixar Letra
          </a>
        )}
        <a href={HYMNAL_PDF_HREF} download="hinario-lampada.pdf" className={buttonClass("secondary")}>
          <FileText className="size-5" aria-hidden="true" />
          Baixar Hinário Completo (PDF)
        </a>
      </div>
    </div>
  );
}
