import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { loadDevotionalBooks } from "#app/areas/devotional-books/devotional-books.content.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/devocionais-ellen";

export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/devocionais-ellen")) }];

export function loader() {
  return { books: loadDevotionalBooks().map(({ dias: _days, ...book }) => book) };
}

/** /devocionais-ellen: the 13 devotional books. */
export default function DevotionalBooksPage({ loaderData: { books } }: Route.ComponentProps) {
  return (
    <section>
      <PageHeader
        title="Livros Devocionais"
        subtitle={`${books.length} livros de meditações para o ano todo; cada livro recomeça quando as suas meditações chegam ao fim.`}
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {books.map((book) => (
          <li key={book.id}>
            <PageLink
              to={href("/devocionais-ellen/:livro", { livro: book.id })}
              className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Card className="h-full overflow-hidden p-0 hover:border-brand-600">
                <div className={`flex h-24 items-center justify-center bg-gradient-to-br text-5xl ${book.cor}`} aria-hidden="true">
                  {book.imagem}
                </div>
                <div className="p-4">
                  <h2 className="text-lg font-bold">{book.titulo}</h2>
                  <p className="mt-1 text-sm text-muted">{book.descricao}</p>
                </div>
              </Card>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
