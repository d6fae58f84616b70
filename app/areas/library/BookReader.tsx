import { BookmarkPlus, ChevronLeft, ChevronRight, List, X } from "lucide-react";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { useEffect, useState, type FormEvent } from "react";
import { Form, href, useNavigate } from "react-router";
import { Button, buttonClass } from "#app/components/ui/Button.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import { BookCover } from "./BookCover.tsx";
import { ProgressBar } from "#app/components/ui/ProgressBar.tsx";
import {
  chapterHeading,
  DIVISIONS,
  freeReadingNotice,
  LOCAL_POSITIONS_KEY,
  parsePositions,
  progressPercent,
  yearLabel,
  type Book,
} from "./library.ts";

const chapterHref = (book: Book, n: number) => `${href("/biblioteca/:livro", { livro: String(book.id) })}?capitulo=${n}`;

function saveLocally(book: Book, chapter: number): void {
  const positions = parsePositions(localStorage.getItem(LOCAL_POSITIONS_KEY));
  positions[String(book.id)] = chapter;
  writeStoredValue(LOCAL_POSITIONS_KEY, JSON.stringify(positions));
}

/**
 * The reader: index toggle, header with progress, the chapter,
 * and the three buttons. 'Próximo Capítulo' and 'Marcar Posição' post the chapter to save:
 * a member's on the server (the action), a visitor's in local storage once JavaScript runs.
 */
export function BookReader({ book, chapter, member, chosen }: { book: Book; chapter: number; member: boolean; chosen: boolean }) {
  const navigate = useNavigate();
  const [indexOpen, setIndexOpen] = useState(false);
  const [marked, setMarked] = useState<number | null>(null);
  const percent = progressPercent(chapter, book.capitulos);
  const unit = DIVISIONS[book.divisao][0];

  // A visitor opening the book without a chapter continues at the saved one.
  useEffect(() => {
    if (member || chosen) return;
    const saved = parsePositions(localStorage.getItem(LOCAL_POSITIONS_KEY))[String(book.id)];
    if (saved && saved !== chapter && saved <= book.capitulos) void navigate(chapterHref(book, saved), { replace: true });
  }, [member, chosen, book, chapter, navigate]);

  // Every chapter change starts at the top of the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [chapter]);

  function save(event: FormEvent<HTMLFormElement>, target: number, mark: boolean) {
    setMarked(mark ? target : null);
    if (member) return;
    event.preventDefault();
    saveLocally(book, target);
    if (target !== chapter) void navigate(chapterHref(book, target));
  }

  return (
    <article className="mx-auto max-w-3xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <BackLink to={href("/biblioteca")}>Voltar à Biblioteca</BackLink>
        <Button variant="secondary" aria-expanded={indexOpen} aria-controls="indice-capitulos" onClick={() => setIndexOpen((o) => !o)}>
          {indexOpen ? <X className="size-4" aria-hidden="true" /> : <List className="size-4" aria-hidden="true" />}
          {indexOpen ? "Fechar Índice" : "Ver Índice"}
        </Button>
      </div>

      {indexOpen && (
        <nav id="indice-capitulos" aria-label="Índice" className="mb-6 max-h-96 overflow-y-auto rounded-xl border border-line p-3">
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {Array.from({ length: book.capitulos }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <PageLink
                  to={chapterHref(book, n)}
                  onClick={() => setIndexOpen(false)}
                  aria-current={n === chapter ? "page" : undefined}
                  title={book.titulos?.[n - 1]}
                  className={`block rounded-lg border px-2 py-1 text-center text-sm ${n === chapter ? "border-brand-700 bg-brand-700 text-on-accent" : "border-line-strong hover:bg-subtle"}`}
                >
                  {book.divisao === "capítulo" ? "Cap." : unit} {n}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <header className="mb-6 flex gap-4">
        <BookCover titulo={book.titulo} autor={book.autor} categoria={book.categoria} small />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-accent uppercase">{book.categoria}</p>
          <h1 className="text-2xl font-bold">{book.titulo}</h1>
          <p>
            {book.autor} · {yearLabel(book)}
            {book.tituloOriginal && <span className="text-sm text-muted"> · Título original: {book.tituloOriginal}</span>}
          </p>
          <p className="mt-auto text-sm font-medium">
            {unit} {chapter} de {book.capitulos} · {percent}% concluído
          </p>
          <ProgressBar percent={percent} label={`Progresso em ${book.titulo}`} thin className="w-full" />
        </div>
      </header>

      <section aria-labelledby="capitulo-atual" className="mb-6 rounded-xl border border-line bg-raised p-5">
        <h2 id="capitulo-atual" className="mb-3 text-xl font-bold">
          {chapterHeading(book, chapter)}
        </h2>
        <Notice>{freeReadingNotice(book)}</Notice>
      </section>

      {marked !== null && (
        <div className="mb-4">
          <Notice tone="success">Posição marcada: {chapterHeading(book, marked)}.</Notice>
        </div>
      )}

      <div className="flex flex-wrap items-center justify-between gap-2">
        {chapter > 1 ? (
          <PageLink to={chapterHref(book, chapter - 1)} className={buttonClass("secondary")}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            Capítulo Anterior
          </PageLink>
        ) : (
          <Button variant="secondary" disabled>
            <ChevronLeft className="size-4" aria-hidden="true" />
            Capítulo Anterior
          </Button>
        )}
        <Form method="post" onSubmit={(e) => save(e, chapter, true)}>
          <input type="hidden" name="capitulo" value={chapter} />
          <Button type="submit" variant="ghost">
            <BookmarkPlus className="size-4" aria-hidden="true" />
            Marcar Posição
          </Button>
        </Form>
        <Form method="post" onSubmit={(e) => save(e, chapter + 1, false)}>
          <input type="hidden" name="capitulo" value={chapter + 1} />
          <Button type="submit" disabled={chapter >= book.capitulos}>
            Próximo Capítulo
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </Form>
      </div>
    </article>
  );
}
