import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { LinkTabs } from "#app/components/ui/Tabs.tsx";
import { books, type Book, type Testament } from "./books.ts";
import { count } from "#app/platform/site/count.ts";

const TABS: Array<{ testament: Testament; label: string }> = [
  { testament: "at", label: "Antigo Testamento" },
  { testament: "nt", label: "Novo Testamento" },
];

/** The two testament tabs with their book cards. */
export function BookPicker({ testament }: { testament: Testament }) {
  const shown = books.filter((b) => b.testamento === testament);
  return (
    <section aria-labelledby="livros-titulo">
      <h2 id="livros-titulo" className="sr-only">
        Livros
      </h2>
      <LinkTabs
        label="Testamentos"
        value={testament}
        tabs={TABS.map((tab) => ({ value: tab.testament, label: tab.label, to: tab.testament === "at" ? "/biblia" : "/biblia?testamento=nt" }))}
      />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="livros">
        {shown.map((book) => (
          <li key={book.id}>
            <PageLink
              to={`${href("/biblia")}?livro=${book.id}#${CHAPTERS_ID}`}
              className="block h-full rounded-xl border border-line bg-raised p-3 shadow-sm hover:border-brand-600"
            >
              <span className="block font-semibold">{book.nome}</span>
              <span className="text-sm text-muted">{count(book.capitulos, "capítulo", "capítulos")}</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where a picked book's link lands: the grid, scrolled into view, not the top of the page. */
const CHAPTERS_ID = "capitulos";

/**
 * The chapter grid (5, 8 or 10 columns by width) and 'Voltar aos Livros'; room below it on
 * phones, so the last row is never under the bottom navigation.
 */
export function ChapterGrid({ book }: { book: Book }) {
  return (
    <section id={CHAPTERS_ID} aria-labelledby="capitulos-titulo" className="scroll-mt-20 pb-20 md:pb-0">
      <PageLink to={book.testamento === "at" ? "/biblia" : "/biblia?testamento=nt"} className={buttonClass("secondary", "mb-4")}>
        Voltar aos Livros
      </PageLink>
      <h2 id="capitulos-titulo" className="mb-3 text-2xl font-bold">
        {book.nome}
      </h2>
      <ol className="grid grid-cols-5 gap-2 sm:grid-cols-8 lg:grid-cols-10" aria-label={`Capítulos de ${book.nome}`}>
        {Array.from({ length: book.capitulos }, (_, i) => i + 1).map((chapter) => (
          <li key={chapter}>
            <PageLink
              to={href("/biblia/:livro/:capitulo", { livro: book.id, capitulo: String(chapter) })}
              aria-label={`${book.nome} ${chapter}`}
              className="flex h-11 items-center justify-center rounded-lg border border-line bg-raised font-semibold hover:border-brand-600 hover:bg-accent-soft"
            >
              {chapter}
            </PageLink>
          </li>
        ))}
      </ol>
    </section>
  );
}
