import { data, href, redirect } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { loadNews } from "#app/areas/news/news.content.server.ts";
import { NewsArticle } from "#app/areas/news/NewsArticle.tsx";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { listPublishedNews } from "#app/areas/church-content/church-content.store.server.ts";
import type { Route } from "./+types/noticias-desbravadores.$id";
import { renderMarkdown } from "#app/platform/content/markdown.server.ts";

/**
 * /noticias-desbravadores/:id: one of the Pathfinders' news. The church's own news lived here
 * before they had /noticias (decision 0047): their old addresses lead there for good.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: documentTitle(loaderData ? `${loaderData.titulo} — Notícias` : "Notícia") }];

export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const item = loadNews().find((n) => n.id === params.id);
  if (item) return { ...item, corpoBlocks: renderMarkdown(item.corpo ?? "") };
  if ((await listPublishedNews(getApp(context).db, await churchOfVisit(args))).some((n) => n.id === params.id))
    throw redirect(href("/noticias/:id", { id: params.id }), 301);
  throw data(null, { status: 404 });
}

export default function PathfinderNewsItemPage({ loaderData: item }: Route.ComponentProps) {
  return <NewsArticle item={item} back={{ to: href("/noticias-desbravadores"), label: "Notícias dos Desbravadores" }} />;
}
