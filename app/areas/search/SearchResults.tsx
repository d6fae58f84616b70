import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { OrderChoice } from "#app/areas/bible/OrderChoice.tsx";
import { ORDER_PARAM, type VerseOrder } from "#app/areas/bible/search.ts";
import type { TextVersion } from "#app/areas/bible/versions.ts";
import { Marked } from "./Marked.tsx";
import { resultCount, SEARCH_KINDS, type FoundGroup, type SearchKind } from "./one-search.ts";

const linkClass = "font-semibold text-accent underline break-words";

/** /busca's address for a query, in a version, of one kind or of all, the Bible's verses in an order. */
export function searchHref(query: string, version: TextVersion, kind: SearchKind | null = null, order: VerseOrder = "relevance"): string {
  const params = new URLSearchParams({ q: query, versao: version });
  if (kind) params.set("tipo", kind);
  if (order !== "relevance") params.set("ordem", ORDER_PARAM[order]);
  return `${href("/busca")}?${params}`;
}

/** The results page: the kinds found with their counts, then each kind's group, matched words marked. */
export function SearchResults({
  query,
  version,
  kind,
  order,
  groups,
}: {
  query: string;
  version: TextVersion;
  kind: SearchKind | null;
  order: VerseOrder;
  groups: FoundGroup[];
}) {
  const total = groups.reduce((sum, g) => sum + g.count, 0);
  if (total === 0)
    return (
      <p role="status" className="py-8 text-center text-lg text-muted">
        Nada encontrado para “{query}”. Tente outras palavras ou uma referência, como jo 3 16.
      </p>
    );
  return (
    <>
      {/* On a phone the count is read out but not shown (the chips below show it), so the first result stays on the first screen. */}
      <p role="status" className="sr-only font-medium text-muted sm:not-sr-only sm:mb-3 sm:block">
        {kind ? `${resultCount(total)} em ${SEARCH_KINDS[kind]}` : resultCount(total)} para “{query}”
      </p>
      {/* One line on a phone (it scrolls sideways by itself), so the first result stays on the first screen. */}
      <nav aria-label="Resultados por tipo" className="mb-4 flex gap-2 overflow-x-auto pb-1 sm:mb-6 sm:flex-wrap sm:overflow-visible">
        {kind && (
          <PageLink to={searchHref(query, version)} className="rounded-full border border-line-strong px-3 py-1 text-sm">
            Todos os tipos
          </PageLink>
        )}
        {!kind &&
          groups.map((g) => (
            <a
              key={g.kind}
              href={`#resultados-${g.kind}`}
              className="shrink-0 rounded-full border border-line-strong px-3 py-1 text-sm whitespace-nowrap"
            >
              {g.label} <span className="font-bold">{g.count}</span>
            </a>
          ))}
      </nav>
      <div className="space-y-8">
        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`resultados-${group.kind}`} data-testid={`grupo-${group.kind}`}>
            <h2 id={`resultados-${group.kind}`} className="mb-3 scroll-mt-20 text-xl font-bold">
              {group.label} <span className="text-base font-medium text-muted">({resultCount(group.count)})</span>
            </h2>
            {group.kind === "biblia" && group.count > 1 && (
              <OrderChoice order={order} hrefFor={(sorted) => searchHref(query, version, kind, sorted)} />
            )}
            <ol className="space-y-3">
              {group.items.map((item) => (
                <li key={item.href} className="min-w-0 rounded-lg border border-line p-3">
                  <PageLink to={item.href} className={linkClass}>
                    <Marked pieces={item.title} />
                  </PageLink>
                  {item.context && <p className="text-sm break-words text-muted">{item.context}</p>}
                  {item.text && (
                    <p className="mt-1 break-words">
                      <Marked pieces={item.text} />
                    </p>
                  )}
                </li>
              ))}
            </ol>
            {group.count > group.items.length && (
              <p className="mt-3">
                <PageLink
                  to={
                    group.kind === "biblia" && kind === "biblia"
                      ? `${href("/biblia/busca")}?${new URLSearchParams({ q: query, versao: version, ...(order === "bible" ? { ordem: ORDER_PARAM.bible } : {}) })}`
                      : searchHref(query, version, group.kind, order)
                  }
                  className={linkClass}
                >
                  {group.kind === "biblia" && kind === "biblia"
                    ? "Continuar na busca da Bíblia"
                    : `Ver todos os ${resultCount(group.count)} em ${SEARCH_KINDS[group.kind]}`}
                </PageLink>
              </p>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
