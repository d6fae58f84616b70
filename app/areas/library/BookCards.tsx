import { Bookmark, BookOpen } from "lucide-react";
import { href } from "react-router";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { ProgressBar } from "#app/components/ui/ProgressBar.tsx";
import { useStoredValue } from "#app/platform/site/use-stored-value.ts";
import { BookCover } from "./BookCover.tsx";
import { LOCAL_POSITIONS_KEY, parsePositions, partsCount, progressPercent, yearLabel, type Book, type Positions } from "./library.ts";

export type BookSummary = Omit<Book, "titulos">;

/** A member's positions come from the server; a visitor's from local storage after hydration. */
function usePositions(serverPositions: Positions | null): Positions {
  const stored = useStoredValue(LOCAL_POSITIONS_KEY);
  return serverPositions ?? parsePositions(stored);
}

/** The grid of book cards. */
export function BookCards({ books, positions: serverPositions }: { books: BookSummary[]; positions: Positions | null }) {
  const positions = usePositions(serverPositions);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="livros">
      {books.map((book) => {
        const saved = positions[String(book.id)];
        const percent = saved ? progressPercent(saved, book.capitulos) : 0;
        return (
          <li key={book.id} className="flex gap-4 rounded-xl border border-line bg-raised p-4 shadow-sm">
            <BookCover titulo={book.titulo} autor={book.autor} categoria={book.categoria} small />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="text-xs font-semibold tracking-wide text-accent uppercase">{book.categoria}</p>
              <h2 className="text-lg leading-tight font-bold">{book.titulo}</h2>
              <p className="text-sm">
                {book.autor} · {yearLabel(book)}
              </p>
              <p className="text-sm text-muted">{book.descricao}</p>
              <p className="flex items-center gap-1 text-sm text-muted">
                <BookOpen className="size-4" aria-hidden="true" />
                {partsCount(book)}
              </p>
              {saved && (
                <>
                  <p className="flex items-center gap-1 text-sm font-medium text-accent" data-testid="marcador">
                    <Bookmark className="size-4" aria-hidden="true" />
                    Marcado: {saved} de {book.capitulos} ({percent}%)
                  </p>
                  <ProgressBar percent={percent} label={`Progresso em ${book.titulo}`} thin className="w-full" />
                </>
              )}
              <ButtonLink
                to={href("/biblioteca/:livro", { livro: String(book.id) })}
                className="mt-auto self-start"
                aria-label={`${saved ? "Continuar Lendo" : "Começar a Ler"} ${book.titulo}`}
              >
                {saved ? "Continuar Lendo" : "Começar a Ler"}
              </ButtonLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
