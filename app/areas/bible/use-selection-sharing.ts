import { useEffect, useState } from "react";
import { COPY_CONFIRMATION_MS, copyText, shareOrDownloadFile } from "#app/platform/sharing/browser-share.ts";
import { selectionQuote, selectionText, sharedSelectionText, verseAddress, type ChapterRef } from "./marks.ts";
import type { Verse } from "./text.store.server.ts";

const IMAGE_ERROR = "Erro ao gerar imagem. Tente novamente.";
const COPY_FAILED = { text: "Não foi possível copiar.", error: true } as const;

/**
 * Copying and sharing the selected verses, as text or as an image card, and the line that says
 * how it went (a confirmation fades after a moment; an error stays).
 */
export function useSelectionSharing({ chapter, verses, reference }: { chapter: ChapterRef; verses: Verse[]; reference: string }) {
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const numbers = verses.map((v) => v.number);
  const text = selectionText(verses, chapter.abrev, chapter.chapter, chapter.version);

  useEffect(() => {
    if (!status || status.error) return;
    const timer = setTimeout(() => setStatus(null), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async (what: string) => setStatus((await copyText(what)) ? { text: "Copiado!" } : COPY_FAILED);
  return {
    status,
    copy: () => copy(text),
    async shareText() {
      const shared = sharedSelectionText(text, verseAddress(window.location.origin, chapter.bookId, chapter.chapter, chapter.query, numbers[0]!));
      if (!navigator.share) return copy(shared);
      try {
        await navigator.share({ text: shared });
      } catch {
        // The reader closed the share sheet.
      }
    },
    async shareImage() {
      try {
        const { verseCardBlob } = await import("./verse-card-image.ts");
        const blob = await verseCardBlob(selectionQuote(verses), `${reference} (${chapter.version})`);
        const done = await shareOrDownloadFile(blob, `${chapter.bookId}-${chapter.chapter}-${numbers[0]}.png`, reference);
        if (done === "downloaded") setStatus({ text: "Imagem baixada." });
      } catch {
        setStatus({ text: IMAGE_ERROR, error: true });
      }
    },
  };
}
