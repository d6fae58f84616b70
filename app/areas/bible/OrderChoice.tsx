import { PageLink } from "#app/components/ui/PageLink.tsx";
import type { VerseOrder } from "./search.ts";

const LABELS: Record<VerseOrder, string> = { relevance: "relevância", bible: "ordem bíblica" };

/** 'Ordenar: relevância | ordem bíblica' above a list of verses found: the order shown is the current one. */
export function OrderChoice({ order, hrefFor }: { order: VerseOrder; hrefFor: (order: VerseOrder) => string }) {
  return (
    <nav aria-label="Ordenar versículos" className="mb-3 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold">Ordenar:</span>
      {(Object.keys(LABELS) as VerseOrder[]).map((choice) =>
        choice === order ? (
          <span key={choice} aria-current="true" className="rounded-full bg-accent px-3 py-1 font-semibold text-surface">
            {LABELS[choice]}
          </span>
        ) : (
          <PageLink key={choice} to={hrefFor(choice)} replace className="rounded-full border border-line-strong px-3 py-1 text-accent underline">
            {LABELS[choice]}
          </PageLink>
        ),
      )}
    </nav>
  );
}
