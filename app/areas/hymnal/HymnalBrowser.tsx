import { PageLink } from "#app/components/ui/PageLink.tsx";
import { lazy, Suspense, useState } from "react";
import { href, useSearchParams } from "react-router";
import { CatalogueSearch } from "#app/components/ui/CatalogueSearch.tsx";
import { ALL_CATEGORIES, EXAMPLE_LABEL, filterHymns, hymnFilterFromParams, usedCategories, type HymnCard } from "./hymns.ts";
import { chipClass } from "#app/components/ui/chip.ts";
import { count } from "#app/platform/site/count.ts";

/** The lyrics dialog (Radix and the lyrics) loads when a card is first pointed at, focused or opened. */
const loadHymnDialog = () => import("./HymnDialog.tsx");
const HymnDialog = lazy(loadHymnDialog);
let dialogRequested = false;
function preloadHymnDialog() {
  if (dialogRequested) return;
  dialogRequested = true;
  // Only a head start: opening the dialog asks for it again and shows any failure.
  loadHymnDialog().catch(() => {});
}

function filterParams(query: string, category: string): URLSearchParams {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (category !== ALL_CATEGORIES) params.set("categoria", category);
  return params;
}

function filterHref(query: string, category: string): string {
  const params = filterParams(query, category);
  return params.size ? `/hinario?${params}` : "/hinario";
}

/**
 * The hymnal list: search and category chips are a GET form and links (they work before
 * JavaScript); after hydration the list filters as the visitor types and a card opens
 * the lyrics dialog instead of the hymn's page (its code loads on first use).
 */
export function HymnalBrowser({ hymns }: { hymns: HymnCard[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = hymnFilterFromParams(searchParams);
  const [query, setQuery] = useState(filter.query);
  const [open, setOpen] = useState<HymnCard | null>(null);
  const shown = filterHymns(hymns, { query, category: filter.category });

  function changeQuery(value: string) {
    setQuery(value);
    setSearchParams(filterParams(value, filter.category), { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <CatalogueSearch
        id="busca-hino"
        label="Buscar hino"
        placeholder="Buscar por número ou título..."
        query={query}
        onQuery={changeQuery}
        category={filter.category === ALL_CATEGORIES ? null : filter.category}
      />

      {/* On a phone one row that scrolls sideways (each chip a link, reached by Tab too), from sm the chips wrap. */}
      <nav aria-label="Categorias" className="mb-6 flex snap-x gap-2 overflow-x-auto pb-2 sm:flex-wrap sm:overflow-visible sm:pb-0">
        {[ALL_CATEGORIES, ...usedCategories(hymns)].map((category) => (
          <PageLink
            key={category}
            to={filterHref(query, category)}
            replace
            preventScrollReset
            aria-current={category === filter.category ? "page" : undefined}
            className={`shrink-0 snap-start whitespace-nowrap ${chipClass(category === filter.category)}`}
          >
            {category}
          </PageLink>
        ))}
      </nav>

      <p className="sr-only" role="status">
        {count(shown.length, "hino", "hinos")}
      </p>
      {shown.length === 0 ? (
        <p className="py-12 text-center text-lg text-muted">Nenhum hino encontrado</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" onPointerOver={preloadHymnDialog} onFocus={preloadHymnDialog}>
          {shown.map((hymn) => (
            <li key={hymn.numero}>
              <PageLink
                to={href("/hinario/:numero", { numero: String(hymn.numero) })}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  setOpen(hymn);
                }}
                className="flex h-full items-center gap-4 rounded-xl border border-line bg-raised p-4 shadow-sm hover:border-brand-500"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-tint text-lg font-bold text-accent">
                  {hymn.numero}
                </span>
                <span className="min-w-0 font-semibold">
                  {hymn.titulo}
                  <small className="block text-sm font-normal text-muted">
                    {[hymn.categoria, hymn.importado ? "Hinário da igreja" : EXAMPLE_LABEL, hymn.comLetra ? "com letra" : "sem letra"]
                      .filter(Boolean)
                      .join(" · ")}
                  </small>
                </span>
              </PageLink>
            </li>
          ))}
        </ul>
      )}

      {open && (
        <Suspense fallback={null}>
          <HymnDialog hymn={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
