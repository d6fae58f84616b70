import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { ChurchFinder } from "#app/areas/churches/ChurchFinder.tsx";
import { CHURCH_QUERY_MAX } from "#app/areas/churches/church-search.ts";
import { listChurches } from "#app/areas/churches/churches.store.server.ts";
import type { Route } from "./+types/igrejas";

/**
 * /igrejas: the deployment's churches, found by name or city (?q= without JavaScript too) and,
 * once the visitor shares where they are, the nearest first. Each leads to its own page.
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/igrejas")) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, CHURCH_QUERY_MAX);
  return { churches: await listChurches(getApp(context).db), query };
}

export default function Churches({ loaderData }: Route.ComponentProps) {
  const { churches, query } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Igrejas" subtitle="Encontre uma igreja pelo nome ou pela cidade e veja seus cultos, notícias e grupos." />
      <ChurchFinder key={query} churches={churches} initialQuery={query} />
    </div>
  );
}
