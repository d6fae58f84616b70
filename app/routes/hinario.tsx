import { useMemo } from "react";
import { href, type ShouldRevalidateFunctionArgs } from "react-router";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { HymnalBrowser } from "#app/areas/hymnal/HymnalBrowser.tsx";
import { OfflineHymnal } from "#app/areas/hymnal/OfflineHymnal.tsx";
import { churchHymnal } from "#app/areas/hymnal/hymnal.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { hymnCard } from "#app/areas/hymnal/hymns.ts";
import { getApp } from "#app/platform/http/context.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/hinario";

export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/hinario")) }];

export async function loader(args: Route.LoaderArgs) {
  return { hymns: (await churchHymnal(getApp(args.context).db, await churchOfVisit(args))).hymns.map(hymnCard) };
}

/** The list is the same for every query: searching and filtering need no new data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname && !formMethod ? false : defaultShouldRevalidate;
}

export default function Hinario({ loaderData }: Route.ComponentProps) {
  const addresses = useMemo(() => loaderData.hymns.map((h) => href("/hinario/:numero", { numero: String(h.numero) })), [loaderData.hymns]);
  return (
    <section>
      <PageHeader title="Hinário" subtitle={`${loaderData.hymns.length} hinos para cantar em casa, no culto e nos Desbravadores.`} />
      <OfflineHymnal addresses={addresses} />
      <HymnalBrowser hymns={loaderData.hymns} />
    </section>
  );
}
