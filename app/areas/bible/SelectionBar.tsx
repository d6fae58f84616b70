import { Copy, Eraser, Headphones, Heart, Image, NotebookPen, Presentation, Share2, X } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { href } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { Dialog } from "#app/components/ui/Dialog.tsx";
import { COPY_CONFIRMATION_MS, copyText, shareOrDownloadFile } from "#app/platform/sharing/browser-share.ts";
import { HIGHLIGHT_CLASSES } from "./highlight-classes.ts";
import {
  COLOR_NAMES,
  HIGHLIGHT_COLORS,
  NO_COLOR,
  NOTE_MAX,
  selectionQuote,
  selectionReference,
  selectionText,
  sharedSelectionText,
  verseAddress,
  verseRanges,
} from "./marks.ts";
import type { Verse } from "./text.store.server.ts";
import type { useVerseBookmarks } from "./use-verse-bookmarks.ts";
import type { useVerseMarks } from "./use-verse-marks.ts";
import { plural } from "#app/platform/site/count.ts";
import { HEART } from "#app/components/ui/mark-colours.ts";

export interface ChapterRef {
  bookId: string;
  abrev: string;
  chapter: number;
  /** the version whose text is shown, e.g. ACF */
  version: string;
  /** the reader's ?versao= query ('' for the default) */
  query: string;
}

const IMAGE_ERROR = "Erro ao gerar imagem. Tente novamente.";

const action =
  "flex min-w-0 flex-col items-center gap-0.5 rounded-lg px-1 py-1.5 text-xs font-medium text-fg hover:bg-subtle disabled:cursor-not-allowed disabled:opacity-40";

/**
 * What can be done with the selected verses, in a bar fixed above the bottom navigation (at the
 * foot of the window on wide screens): highlight colours, a note, copy, share as text or as an
 * image, bookmark, read aloud from the first one and project them. Esc or its close button ends the selection.
 */
export function SelectionBar({
  chapter,
  verses,
  marks,
  bookmarks,
  onClear,
  onReadFrom,
}: {
  chapter: ChapterRef;
  verses: Verse[];
  marks: ReturnType<typeof useVerseMarks>;
  bookmarks: ReturnType<typeof useVerseBookmarks>;
  onClear: () => void;
  onReadFrom: (verse: number) => void;
}) {
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const [noteOpen, setNoteOpen] = useState(false);
  const numbers = verses.map((v) => v.number);
  const reference = selectionReference(chapter.abrev, chapter.chapter, numbers);
  const text = selectionText(verses, chapter.abrev, chapter.chapter, chapter.version);
  const list = numbers.join(",");
  const single = verses.length === 1 ? verses[0]! : null;
  const note = single ? (marks.marks.find((m) => m.verse === single.number)?.note ?? "") : "";
  const allMarked = verses.every((v) => bookmarks.isMarked(v.number));

  useEffect(() => {
    if (noteOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClear();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [noteOpen, onClear]);

  useEffect(() => {
    if (!status || status.error) return;
    const timer = setTimeout(() => setStatus(null), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async () => setStatus((await copyText(text)) ? { text: "Copiado!" } : { text: "Não foi possível copiar.", error: true });
  const shareText = async () => {
    const shared = sharedSelectionText(text, verseAddress(window.location.origin, chapter.bookId, chapter.chapter, chapter.query, numbers[0]!));
    if (!navigator.share) return setStatus((await copyText(shared)) ? { text: "Copiado!" } : { text: "Não foi possível copiar.", error: true });
    try {
      await navigator.share({ text: shared });
    } catch {
      // The reader closed the share sheet.
    }
  };
  const shareImage = async () => {
    try {
      const { verseCardBlob } = await import("./verse-card-image.ts");
      const blob = await verseCardBlob(selectionQuote(verses), `${reference} (${chapter.version})`);
      const done = await shareOrDownloadFile(blob, `${chapter.bookId}-${chapter.chapter}-${numbers[0]}.png`, reference);
      if (done === "downloaded") setStatus({ text: "Imagem baixada." });
    } catch {
      setStatus({ text: IMAGE_ERROR, error: true });
    }
  };
  const afterChange = (handler: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
    handler(event);
    onClear();
  };

  const hidden = (acao: string) => (
    <>
      <input type="hidden" name="acao" value={acao} />
      <input type="hidden" name="versiculos" value={list} />
    </>
  );
  const labelled = (icon: ReactNode, label: string) => (
    <>
      {icon}
      <span className="max-w-full">{label}</span>
    </>
  );

  return (
    <section
      aria-label="Versículos selecionados"
      className="fixed inset-x-0 bottom-14 z-40 border-t border-line bg-surface px-2 pt-2 pb-1 shadow-[0_-4px_12px_rgba(0,0,0,0.12)] md:inset-x-auto md:bottom-4 md:left-1/2 md:w-[36rem] md:-translate-x-1/2 md:rounded-xl md:border"
    >
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1 truncate font-semibold">
          {reference}
          <span className="sr-only"> {plural(verses.length, "selecionado", "selecionados")}</span>
        </p>
        <marks.Form
          method="post"
          action={marks.action}
          onSubmit={afterChange(marks.onSubmit(`Destacar ${reference}`))}
          className="flex items-center gap-1.5"
        >
          {hidden("destacar")}
          {HIGHLIGHT_COLORS.map((color) => (
            <button
              key={color}
              type="submit"
              name="cor"
              value={color}
              aria-label={`Destacar em ${COLOR_NAMES[color].toLowerCase()}`}
              title={COLOR_NAMES[color]}
              className={`size-7 shrink-0 rounded-full border border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${HIGHLIGHT_CLASSES[color]}`}
            />
          ))}
          <button
            type="submit"
            name="cor"
            value={NO_COLOR}
            aria-label="Remover destaque"
            title="Remover destaque"
            className="rounded-full p-1 text-muted hover:bg-subtle"
          >
            <Eraser className="size-5" aria-hidden="true" />
          </button>
        </marks.Form>
        <button type="button" onClick={onClear} aria-label="Fechar seleção" className="rounded-full p-1 hover:bg-subtle">
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      {/* Two rows on a phone, so every label is whole ("Imagem", "Marcar", "Projetar"). */}
      <div className="mt-1 grid grid-cols-4 gap-0.5 sm:grid-cols-7">
        <button
          type="button"
          className={action}
          onClick={() => setNoteOpen(true)}
          disabled={!single}
          aria-label={single ? `Nota em ${reference}` : "Nota (selecione um só versículo)"}
        >
          {labelled(<NotebookPen className="size-5" aria-hidden="true" />, "Nota")}
        </button>
        <button type="button" className={action} onClick={() => void copy()} aria-label={`Copiar ${reference}`}>
          {labelled(<Copy className="size-5" aria-hidden="true" />, "Copiar")}
        </button>
        <button type="button" className={action} onClick={() => void shareText()} aria-label={`Compartilhar ${reference}`}>
          {labelled(<Share2 className="size-5" aria-hidden="true" />, "Enviar")}
        </button>
        <button type="button" className={action} onClick={() => void shareImage()} aria-label={`Imagem de ${reference}`}>
          {labelled(<Image className="size-5" aria-hidden="true" />, "Imagem")}
        </button>
        <bookmarks.Form
          method="post"
          className="contents"
          onSubmit={(event) => void bookmarks.onSubmit(verses, `${allMarked ? "Desmarcar" : "Marcar"} ${reference}`)(event)}
        >
          <button type="submit" name="versiculo" value={numbers[0]} className={action} aria-pressed={allMarked} aria-label={`Marcar ${reference}`}>
            {labelled(<Heart className={`size-5 ${allMarked ? HEART : ""}`} aria-hidden="true" />, allMarked ? "Marcado" : "Marcar")}
          </button>
        </bookmarks.Form>
        <button
          type="button"
          className={action}
          onClick={() => onReadFrom(numbers[0]!)}
          aria-label={`Ouvir a partir de ${chapter.abrev} ${chapter.chapter}:${numbers[0]}`}
        >
          {labelled(<Headphones className="size-5" aria-hidden="true" />, "Ouvir")}
        </button>
        <PageLink
          to={`${href("/projetar/biblia/:livro/:capitulo", { livro: chapter.bookId, capitulo: String(chapter.chapter) })}?versiculos=${verseRanges(numbers)}${chapter.query && `&${chapter.query.slice(1)}`}`}
          className={action}
          aria-label={`Projetar ${reference}`}
        >
          {labelled(<Presentation className="size-5" aria-hidden="true" />, "Projetar")}
        </PageLink>
      </div>
      {!single && (
        <p className="text-center text-xs text-muted" data-testid="nota-um-versiculo">
          A nota é de um versículo por vez: selecione só um para escrever.
        </p>
      )}
      <p role="status" className={`min-h-5 text-center text-sm ${status?.error ? "text-danger" : "text-success"}`}>
        {status?.text}
      </p>
      {single && (
        <NoteDialog open={noteOpen} onOpenChange={setNoteOpen} reference={reference} note={note}>
          {(onSubmit, body) => (
            <marks.Form
              method="post"
              action={marks.action}
              onSubmit={onSubmit(afterChange(marks.onSubmit(`Nota em ${reference}`)))}
              className="grid gap-3"
            >
              {hidden("anotar")}
              {body}
            </marks.Form>
          )}
        </NoteDialog>
      )}
    </section>
  );
}

/** The note of one verse: written, changed or removed in a dialog. */
function NoteDialog({
  open,
  onOpenChange,
  reference,
  note,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reference: string;
  note: string;
  children: (
    onSubmit: (handler: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => void,
    body: ReactNode,
  ) => ReactNode;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const close = (handler: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
    handler(event);
    onOpenChange(false);
  };
  const body = (
    <>
      <label htmlFor="nota-versiculo" className="font-semibold">
        Sua nota
      </label>
      <textarea
        id="nota-versiculo"
        ref={field}
        name="nota"
        defaultValue={note}
        maxLength={NOTE_MAX}
        rows={4}
        className="w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg"
      />
      <p className="text-sm text-muted">Até {NOTE_MAX} caracteres.</p>
      <div className="flex flex-wrap justify-end gap-2">
        {note && (
          <Button type="submit" variant="ghost" onClick={() => field.current && (field.current.value = "")}>
            Remover nota
          </Button>
        )}
        <Button type="submit">Salvar nota</Button>
      </div>
    </>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Nota em ${reference}`}>
      {children(close, body)}
    </Dialog>
  );
}
