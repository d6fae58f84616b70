import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { TitledSection } from "#app/components/ui/TitledSection.tsx";
import { Markdown } from "#app/platform/content/Markdown.tsx";
import { BookCover } from "#app/areas/library/BookCover.tsx";
import { loadBooks } from "#app/areas/library/library.content.server.ts";
import { loadEllenWhiteBiography } from "#app/areas/library/ellen-white.content.server.ts";
import { EGW_AUTHOR, partsCount, yearLabel } from "#app/areas/library/library.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/ellen-white";
import { renderMarkdown } from "#app/platform/content/markdown.server.ts";

export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/ellen-white")) }];

export function loader() {
  return {
    biography: { ...loadEllenWhiteBiography(), blocks: renderMarkdown(loadEllenWhiteBiography().body) },
    books: loadBooks()
      .filter((b) => b.autor === EGW_AUTHOR)
      .map(({ titulos: _titulos, ...book }) => book),
  };
}

const TITLE = "mb-3 text-2xl font-bold";

/** The author's page: an original biography, a timeline and her books in the library. */
export default function EllenWhite({ loaderData: { biography, books } }: Route.ComponentProps) {
  return (
    <article>
      <PageHeader title={biography.titulo} subtitle={biography.subtitulo} />
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <TitledSection id="biografia" title="Biografia" titleClassName={TITLE}>
          <Markdown blocks={biography.blocks} />
        </TitledSection>
        <TitledSection id="linha-do-tempo" title="Linha do tempo" titleClassName={TITLE}>
          <ol className="border-l-2 border-brand-600 pl-4" data-testid="linha-do-tempo">
            {biography.linhaDoTempo.map((item) => (
              <li key={`${item.ano}-${item.evento}`} className="mb-4">
                <p className="font-bold text-accent">{item.ano}</p>
                <p className="text-sm">{item.evento}</p>
              </li>
            ))}
          </ol>
        </TitledSection>
      </div>
      <TitledSection id="livros-da-autora" title="Livros dela na Biblioteca" className="mt-10" titleClassName="mb-4 text-2xl font-bold">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {books.map((book) => (
            <li key={book.id}>
              <PageLink
                to={href("/biblioteca/:livro", { livro: String(book.id) })}
                className="flex h-full flex-col items-center gap-2 rounded-xl border border-line bg-raised p-4 text-center hover:border-brand-500"
              >
                <BookCover titulo={book.titulo} autor={book.autor} categoria={book.categoria} small />
                <span className="font-semibold">{book.titulo}</span>
                <span className="text-sm text-muted">
                  {yearLabel(book)} · {partsCount(book)}
                </span>
              </PageLink>
            </li>
          ))}
        </ul>
        <p className="mt-4">
          <PageLink to={href("/biblioteca")} className="font-semibold text-accent underline">
            Ver toda a Biblioteca
          </PageLink>
        </p>
      </TitledSection>
    </article>
  );
}
