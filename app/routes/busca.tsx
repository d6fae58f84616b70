import { data, redirect } from "react-router";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { parseTypedPassages, typedReferenceHref } from "#app/areas/bible/typed-reference.ts";
import { parseEverythingParams, typedPassageLinks, type FoundGroup } from "#app/areas/search/one-search.ts";
import { TypedPassages } from "#app/areas/search/TypedPassages.tsx";
import { searchEverything } from "#app/areas/search/search.server.ts";
import { SearchField } from "#app/areas/search/SearchField.tsx";
import { SearchResults } from "#app/areas/search/SearchResults.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { hitAll } from "#app/platform/limits/limiter.store.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { tooManyRequests } from "#app/platform/limits/too-many-requests.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/busca";

/**
 * /busca?q=…&versao=…&tipo=…: one search over the Bible (the version chosen) and every kind
 * of content (and the member's own notes), grouped by kind with counts; a reference ("jo 3 16")
 * opens the passage, a list of them ("Rm 8:28; 12:1-2") or a name two books share ("Es 4") lists
 * the passages to open.
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/busca")) }];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Results of each kind on the page of every kind; a kind's own page shows up to this many more. */
const PER_GROUP = 5;
const PER_KIND = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, version, kind, order, problem } = parseEverythingParams(new URL(request.url).searchParams);
  const typed = parseTypedPassages(query);
  // A chapter that does not exist ("Jd 30") is told, and the query searched as words.
  const base = { query, version, kind, order, note: typed?.ok === false ? typed.message : null, groups: [] as FoundGroup[], passages: null };
  if (problem) return data({ ...base, error: problem }, { status: 400 });
  if (typed?.ok && typed.kind === "one") throw redirect(typedReferenceHref(typed.references[0]!, version));
  if (typed?.ok) return { ...base, passages: { choice: typed.kind === "choice", links: typedPassageLinks(typed, version) }, error: null };
  if (query.trim() === "") return { ...base, error: null };
  const { db, engine, clientAddress } = getApp(context);
  const member = await optionalMember({ request, context });
  const now = new Date();
  const until = await hitAll(db, [[LIMITS.searchPerAddress, clientAddress]], now);
  if (until !== null) return tooManyRequests({ until, now }, "requests", (error) => ({ ...base, error }));
  const groups = await searchEverything(
    db,
    engine,
    {
      query,
      version,
      kind,
      order,
      perGroup: kind ? PER_KIND : PER_GROUP,
      today: await requestToday(request),
      memberId: member?.id ?? null,
      church: await churchOfVisit({ request, context }),
    },
    request.signal,
  );
  return { ...base, groups, error: null };
}

export default function Busca({ loaderData: { query, version, kind, order, note, groups, passages, error } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Buscar"
        subtitle={
          // With results to show, a phone goes straight to them (the first within the first screen).
          <span className={query.trim() ? "hidden sm:inline" : undefined}>
            Na Bíblia, no hinário, no dicionário, nos estudos, na Escola Sabatina, nos devocionais, na biblioteca, nos cursos e nos Desbravadores. Uma
            referência, como jo 3 16, abre a passagem; várias, separadas por “;”, listam as passagens.
          </span>
        }
      />
      <div className="mb-4 sm:mb-6">
        <SearchField query={query} version={version} />
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      {note && (
        <div className="mb-4">
          <Notice>{note} Buscamos as palavras.</Notice>
        </div>
      )}
      {passages && <TypedPassages choice={passages.choice} links={passages.links} />}
      {!error && !passages && query.trim() !== "" && <SearchResults query={query} version={version} kind={kind} order={order} groups={groups} />}
    </>
  );
}
