import { PageLink } from "#app/components/ui/PageLink.tsx";
import { citedVerses, type CitationGroup } from "./citations.ts";

/**
 * 'Nesta passagem', below a chapter's text: the hymns, dictionary entries, lessons, studies and
 * devotionals that cite it, by kind, each with the verses it cites. Nothing when nothing cites it.
 */
export function PassageCitations({ groups }: { groups: readonly CitationGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="nesta-passagem" className="mt-10 border-t border-line pt-6">
      <h2 id="nesta-passagem" className="text-2xl font-bold">
        Nesta passagem
      </h2>
      <p className="mt-1 text-muted">O que o portal tem sobre este capítulo.</p>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`nesta-passagem-${group.kind}`}>
            <h3 id={`nesta-passagem-${group.kind}`} className="mb-2 text-lg font-semibold">
              {group.label} <span className="font-normal text-muted">({group.citations.length})</span>
            </h3>
            <ul className="space-y-2">
              {group.citations.map((citation) => (
                <li key={citation.url} className="wrap-anywhere">
                  <PageLink to={citation.url} className="font-medium text-accent underline">
                    {citation.title}
                  </PageLink>
                  <span className="text-sm text-muted"> · {citedVerses(citation.verses)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
