import { ChevronLeft, ChevronRight, Presentation } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { data, href } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { bibleTextDeps } from "#app/areas/bible/reader-request.server.ts";
import { hymnVerse } from "#app/areas/hymnal/hymn-verse.server.ts";
import { HymnLyrics } from "#app/areas/hymnal/HymnLyrics.tsx";
import { HymnVerse } from "#app/areas/hymnal/HymnVerse.tsx";
import { churchHymnal } from "#app/areas/hymnal/hymnal.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { hymnSubtitle, NO_LYRICS } from "#app/areas/hymnal/hymns.ts";
import { getApp } from "#app/platform/http/context.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/hinario.$numero";

export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const { hymns, byNumber } = await churchHymnal(getApp(context).db, await churchOfVisit(args));
  const hymn = /^\d{1,4}$/.test(params.numero) ? byNumber.get(Number(params.numero)) : undefined;
  if (!hymn) throw data(null, { status: 404 });
  const index = hymns.indexOf(hymn);
  const verse = await hymnVerse(bibleTextDeps(context), hymn);
  const page = { hymn, previous: hymns[index - 1] ?? null, next: hymns[index + 1] ?? null, verse };
  // A verse whose text could not be had now must not be kept by the visitors' render cache.
  return data(page, verse && !verse.passage ? { headers: { "Cache-Control": "no-store" } } : undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData: page }) => {
  if (!page) return [];
  const title = documentTitle(`Hino ${page.hymn.numero}: ${page.hymn.titulo}`);
  const description = page.hymn.letra ? page.hymn.letra.trim().split("\n")[0]! : `${hymnSubtitle(page.hymn)} — ${NO_LYRICS}`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "article" },
  ];
};

const navLink = "inline-flex items-center gap-1 font-semibold text-accent underline";

/** A hymn's own shareable page (beyond the spec), linked from the lyrics dialog. */
export default function HymnPage({ loaderData: { hymn, previous, next, verse } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-2xl">
      <p className="mb-4">
        <PageLink to={href("/hinario")} className={navLink}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Voltar ao Hinário
        </PageLink>
      </p>
      <PageHeader title={`${hymn.numero}. ${hymn.titulo}`} subtitle={hymnSubtitle(hymn)}>
        <PageLink to={href("/projetar/hino/:numero", { numero: String(hymn.numero) })} className={buttonClass("secondary", "mt-4")}>
          <Presentation className="size-5" aria-hidden="true" />
          Projetar
        </PageLink>
      </PageHeader>
      <HymnVerse verse={verse} />
      <HymnLyrics hymn={hymn} />
      <nav aria-label="Outros hinos" className="mt-10 flex justify-between gap-4 border-t border-line pt-4">
        {previous ? (
          <PageLink to={href("/hinario/:numero", { numero: String(previous.numero) })} className={navLink}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            {previous.numero}. {previous.titulo}
          </PageLink>
        ) : (
          <span />
        )}
        {next && (
          <PageLink to={href("/hinario/:numero", { numero: String(next.numero) })} className={navLink}>
            {next.numero}. {next.titulo}
            <ChevronRight className="size-4" aria-hidden="true" />
          </PageLink>
        )}
      </nav>
    </article>
  );
}
