import { ExternalLink } from "lucide-react";
import { data, href } from "react-router";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { Markdown } from "#app/platform/content/Markdown.tsx";
import { documentTitle } from "#app/platform/site/pages.ts";
import { loadNews } from "#app/areas/news/news.content.server.ts";
import { NewsMeta } from "#app/areas/news/NewsMeta.tsx";
import { listPublishedNews } from "#app/areas/church-content/church-content.store.server.ts";
import { publishedOrExamples } from "#app/areas/editorial/examples.ts";
import type { Route } from "./+types/noticias-desbravadores.$id";

/** /noticias-desbravadores/:id: one news item of those the news page shows, with its text. */
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: documentTitle(loaderData ? `${loaderData.titulo} — Notícias` : "Notícia") }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { items } = publishedOrExamples(await listPublishedNews(getApp(context).db), loadNews);
  const item = items.find((n) => n.id === params.id);
  if (!item) throw data(null, { status: 404 });
  return item;
}

export default function NewsItemPage({ loaderData: item }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl">
      <BackLink to={href("/noticias-desbravadores")} className="mb-4">
        Notícias
      </BackLink>
      <Card className="p-4 sm:p-8">
        <NewsMeta item={item} />
        <h1 className="mt-3 text-3xl font-bold break-words">{item.titulo}</h1>
        <p className="mt-3 text-lg break-words text-gray-800 dark:text-gray-200">{item.resumo}</p>
        {item.corpo && <Markdown source={item.corpo} className="mt-6 space-y-4 leading-relaxed break-words" />}
        {item.link && (
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {item.corpo ? "Fonte" : "Leia Mais"} <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">(abre em nova aba)</span>
          </a>
        )}
      </Card>
    </article>
  );
}
