import { Headphones, Presentation } from "lucide-react";
import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import type { ThemeMode } from "#app/platform/themes/themes.ts";
import type { Book } from "./books.ts";
import { ChapterPicker } from "./ChapterPicker.tsx";
import { ReaderToolbar } from "./ReaderToolbar.tsx";
import { DEFAULT_READER_VERSION, type ReaderVersion } from "./versions.ts";

/** Above the chapter: the picker and the toolbar, with 'Ouvir' (the read-aloud panel) and 'Projetar' when there is text. */
export function ChapterTools({
  book,
  chapter,
  version,
  query,
  hasText,
  fontSize,
  onFontSize,
  themeMode,
  listening,
  onListen,
}: {
  book: Book;
  chapter: number;
  version: ReaderVersion;
  /** the reader's ?versao= query ('' for the default) */
  query: string;
  hasText: boolean;
  fontSize: number;
  onFontSize: (direction: 1 | -1) => void;
  themeMode: ThemeMode | null;
  /** Whether the read-aloud panel is open. */
  listening: boolean;
  onListen: () => void;
}) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <ChapterPicker key={`${book.id}-${chapter}`} bookId={book.id} chapter={chapter} version={version === DEFAULT_READER_VERSION ? null : version} />
      <ReaderToolbar version={version} fontSize={fontSize} onFontSize={onFontSize} themeMode={themeMode}>
        {hasText && (
          <button
            type="button"
            aria-expanded={listening}
            aria-controls="ouvir-capitulo"
            onClick={onListen}
            className={`inline-flex items-center gap-1 rounded-lg border border-accent px-2 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              listening ? "bg-brand-700 text-on-accent hover:bg-brand-800" : "text-accent hover:bg-accent-soft"
            }`}
          >
            <Headphones className="size-4" aria-hidden="true" />
            Ouvir
          </button>
        )}
        {hasText && (
          <PageLink
            to={href("/projetar/biblia/:livro/:capitulo", { livro: book.id, capitulo: String(chapter) }) + query}
            aria-label={`Projetar ${book.nome} ${chapter}`}
            className="inline-flex items-center gap-1 rounded-lg border border-accent px-2 py-1.5 text-sm font-semibold text-accent hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Presentation className="size-4" aria-hidden="true" />
            Projetar
          </PageLink>
        )}
      </ReaderToolbar>
    </div>
  );
}
