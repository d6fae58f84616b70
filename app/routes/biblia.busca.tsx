import { data, href, redirect } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { books, findBook } from "#app/areas/bible/books.ts";
import { highlight, ORDER_PARAM, parseSearchParams, SEARCH_PAGE_SIZE, SEARCH_TOO_LONG, type VerseOrder } from "#app/areas/bible/search.ts";
import { OrderChoice } from "#app/areas/bible/OrderChoice.tsx";
import { searchVerses } from "#app/areas/bible/search.store.server.ts";
import { SearchBox } from "#app/areas/bible/SearchBox.tsx";
import { Marked } from "#app/areas/search/Marked.tsx";
import { verseQueryOf } from "#app/areas/search/search.server.ts";
import { countStoredBooks } from "#app/areas/bible/text.store.server.ts";
import { parseTypedReference, typedReferenceHref } from "#app/areas/bible/typed-reference.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { hitAll } from "#app/platform/limits/limiter.store.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { tooManyRequests } from "#app/platform/limits/too-many-requests.server.ts";
import type { Route } from "./+types/biblia.busca";
import { count } from "#app/platform/site/count.ts";

/**
 * /biblia/busca?q=…&versao=…&pagina=…&ordem=…: full-text search over the verses this
 * installation holds, best first (or in Bible order with ordem=biblica); a query that is a
 * reference ("Jo 3:16") opens the passage instead, and one that names a chapter that does not
 * exist is searched as words with a note saying why.
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/biblia/busca")) }];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, shownQuery, tooLong, version, page, order } = parseSearchParams(new URL(request.url).searchParams);
  const base = {
    query: shownQuery,
    version,
    page,
    order,
    note: null as string | null,
    total: 0,
    terms: [] as string[],
    rows: [] as Array<{ book: string; chapter: number; verse: number; text: string }>,
  };
  const { db, engine, clientAddress } = getApp(context);
  const storedBooks = await countStoredBooks(db, version);
  if (tooLong) return data({ ...base, storedBooks, error: SEARCH_TOO_LONG }, { status: 400 });
  const typed = parseTypedReference(query);
  if (typed?.ok) throw redirect(typedReferenceHref(typed.reference, version));
  const note = typed ? typed.message : null;
  const asked = verseQueryOf(query, order);
  if (asked.clauses.length) {
    const now = new Date();
    const until = await hitAll(db, [[LIMITS.searchPerAddress, clientAddress]], now);
    if (until !== null) return tooManyRequests({ until, now }, "requests", (error) => ({ ...base, storedBooks, error }));
  }
  const found = await searchVerses(db, engine, version, asked, page, request.signal);
  return { ...base, ...found, note, terms: asked.words, storedBooks, error: null };
}

export default function BibleSearch({ loaderData }: Route.ComponentProps) {
  const { query, version, page, order, note, total, rows, terms, storedBooks, error } = loaderData;
  const pages = Math.ceil(total / SEARCH_PAGE_SIZE);
  const pageUrl = (n: number, sorted: VerseOrder = order) => {
    const params = new URLSearchParams({ q: query, versao: version, pagina: String(n) });
    if (sorted !== "relevance") params.set("ordem", ORDER_PARAM[sorted]);
    return `${href("/biblia/busca")}?${params}`;
  };
  return (
    <>
      <PageHeader
        title="Buscar na Bíblia"
        subtitle="Busque por palavras, sem diferenciar acentos nem maiúsculas, ou abra uma passagem pela referência, como Jo 3:16."
      />
      <div className="mb-4">
        <SearchBox query={query} version={version} />
      </div>
      <p className="mb-4 text-sm text-muted">
        {storedBooks === books.length
          ? `A busca cobre a Bíblia inteira na ${version.toUpperCase()}: ${books.length} livros.`
          : `A busca cobre o texto guardado neste portal até agora: ${storedBooks} de ${books.length} livros da ${version.toUpperCase()}.`}
      </p>
      {error && <Notice tone="error">{error}</Notice>}
      {note && (
        <div className="mb-4">
          <Notice>{note} Buscamos as palavras.</Notice>
        </div>
      )}
      {!error && terms.length > 0 && total === 0 && <Notice>Nenhum versículo encontrado</Notice>}
      {total > 0 && (
        <section aria-labelledby="resultados">
          <h2 id="resultados" className="mb-3 text-xl font-bold">
            {count(total, "versículo encontrado", "versículos encontrados")}
          </h2>
          <OrderChoice order={order} hrefFor={(sorted) => pageUrl(1, sorted)} />
          <ol className="space-y-3" data-testid="resultados">
            {rows.map((row) => {
              const book = findBook(row.book)!;
              const reference = `${book.abrev} ${row.chapter}:${row.verse}`;
              return (
                <li key={`${row.book}-${row.chapter}-${row.verse}`} className="rounded-lg border border-line p-3">
                  <PageLink
                    to={`${href("/biblia/:livro/:capitulo", { livro: row.book, capitulo: String(row.chapter) })}?versao=${version.toUpperCase()}#v${row.verse}`}
                    className="font-semibold text-accent underline"
                  >
                    {reference} ({version.toUpperCase()})
                  </PageLink>
                  <p className="mt-1">
                    <Marked pieces={highlight(row.text, terms)} />
                  </p>
                </li>
              );
            })}
          </ol>
          {pages > 1 && (
            <nav aria-label="Páginas de resultados" className="mt-6 flex items-center justify-between gap-2">
              {page > 1 ? (
                <PageLink to={pageUrl(page - 1)} className={buttonClass("secondary")}>
                  Anterior
                </PageLink>
              ) : (
                <span />
              )}
              <span className="text-sm">
                Página {page} de {pages}
              </span>
              {page < pages ? (
                <PageLink to={pageUrl(page + 1)} className={buttonClass("secondary")}>
                  Próxima
                </PageLink>
              ) : (
                <span />
              )}
            </nav>
          )}
        </section>
      )}
    </>
  );
}
