import { Search } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { useEffect, useRef } from "react";
import { Form, href, useSubmit } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { DefinitionText } from "#app/areas/dictionary/DefinitionText.tsx";
import { dictionaryFilterFromParams, entryAnchor, entryLetter, filterEntries, LETTERS, resultCount } from "#app/areas/dictionary/dictionary.ts";
import { loadDictionary } from "#app/areas/dictionary/dictionary.content.server.ts";
import { foldForSearch } from "#app/platform/site/search-text.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/dicionario";

/** Each letter's page has its own title (in the browser's history and the offline page's list). */
export const meta: Route.MetaFunction = ({ loaderData: page }) => [
  {
    title: documentTitle(
      page?.searching
        ? `${pageTitle("/dicionario")} — busca: ${page.filter.query}`
        : `${pageTitle("/dicionario")} — letra ${page?.filter.letter ?? "A"}`,
    ),
  },
];

/** Filters on the server so a phone receives only the entries it shows. */
export function loader({ request }: Route.LoaderArgs) {
  const filter = dictionaryFilterFromParams(new URL(request.url).searchParams);
  const entries = loadDictionary();
  const lettersWithEntries = new Set(entries.map(entryLetter));
  return {
    filter,
    searching: foldForSearch(filter.query) !== "",
    entries: filterEntries(entries, filter),
    letters: LETTERS.map((letter) => ({ letter, available: lettersWithEntries.has(letter) })),
  };
}

const SEARCH_DELAY_MS = 250;

export default function Dicionario({ loaderData: { filter, searching, entries, letters } }: Route.ComponentProps) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <section>
      <PageHeader title="Dicionário Bíblico" subtitle="Palavras, nomes e lugares da Bíblia, com as referências para ler no contexto." />
      <Form method="get" role="search" className="mb-4 flex gap-2">
        <label htmlFor="busca-palavra" className="sr-only">
          Buscar palavra
        </label>
        <input
          id="busca-palavra"
          type="search"
          name="q"
          defaultValue={filter.query}
          placeholder="Buscar palavra ou definição..."
          onChange={(e) => {
            const form = e.currentTarget.form;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), SEARCH_DELAY_MS);
          }}
          className="w-full rounded-lg border border-line-strong bg-raised px-4 py-2"
        />
        <input type="hidden" name="letra" value={filter.letter} />
        <Button type="submit" variant="secondary" aria-label="Buscar">
          <Search className="size-5" aria-hidden="true" />
        </Button>
      </Form>

      {!searching && (
        <nav aria-label="Letras" className="mb-4 flex flex-wrap gap-1">
          {letters.map(({ letter, available }) =>
            available ? (
              <PageLink
                key={letter}
                to={`${href("/dicionario")}?letra=${letter}`}
                preventScrollReset
                aria-current={letter === filter.letter ? "page" : undefined}
                className={`flex size-10 items-center justify-center rounded-lg font-bold ${
                  letter === filter.letter ? "bg-brand-700 text-on-accent" : "bg-subtle text-fg hover:bg-accent-soft"
                }`}
              >
                {letter}
              </PageLink>
            ) : (
              <span key={letter} aria-hidden="true" className="flex size-10 items-center justify-center rounded-lg text-muted">
                {letter}
              </span>
            ),
          )}
        </nav>
      )}

      <p role="status" className="mb-4 font-medium text-muted">
        {resultCount(entries.length)}
      </p>
      {entries.length === 0 ? (
        <p className="py-12 text-center text-lg text-muted">Nenhuma palavra encontrada</p>
      ) : (
        <dl className="space-y-3">
          {entries.map((entry) => (
            <div
              key={entry.palavra}
              id={entryAnchor(entry)}
              className="scroll-mt-24 rounded-xl border border-line bg-raised p-4 shadow-sm target:border-brand-500 target:ring-2 target:ring-brand-500"
            >
              <dt className="text-lg font-bold text-fg">{entry.palavra}</dt>
              <dd className="mt-1 leading-relaxed">
                <DefinitionText text={entry.definicao} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
