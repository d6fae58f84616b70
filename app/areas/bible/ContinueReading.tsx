import { BookOpen, ChevronRight } from "lucide-react";
import { href } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { useStoredValue } from "#app/platform/site/use-stored-value.ts";
import { findBook } from "./books.ts";
import { HISTORY_KEY, parseHistory } from "./local-reading.ts";

/**
 * 'Continuar lendo' on the home: the chapter read last, a link back to it. `last` is a member's
 * (null: nothing read yet); undefined for a visitor, whose reading history is in this browser.
 */
export function ContinueReading({ last }: { last: { book: string; chapter: number } | null | undefined }) {
  const stored = useStoredValue(HISTORY_KEY);
  const visitorLast = last === undefined ? parseHistory(stored)[0] : undefined;
  const place = last ?? (visitorLast ? { book: visitorLast.livro, chapter: visitorLast.capitulo } : null);
  const book = place && findBook(place.book);
  if (!place || !book) return null;
  return (
    <Card className="flex items-center gap-3 p-3">
      <BookOpen className="size-6 shrink-0 text-accent" aria-hidden="true" />
      <h2 className="text-sm font-semibold text-muted">Continuar lendo</h2>
      <PageLink
        to={href("/biblia/:livro/:capitulo", { livro: book.id, capitulo: String(place.chapter) })}
        className="ml-auto inline-flex min-w-0 items-center gap-1 font-bold text-accent underline-offset-2 hover:underline"
      >
        <span className="truncate">
          {book.nome} {place.chapter}
        </span>
        <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
      </PageLink>
    </Card>
  );
}
