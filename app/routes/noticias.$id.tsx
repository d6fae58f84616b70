import { data, href } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { NewsArticle } from "#app/areas/news/NewsArticle.tsx";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { listPublishedNews } from "#app/areas/church-content/church-content.store.server.ts";
import type { Route } from "./+types/noticias.$id";
import { renderMarkdown } from "#app/platform/content/markdown.server.ts";

/** /noticias/:id: one of the church's published news, with its text (a hidden or deleted one is a 404). */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: documentTitle(loaderData ? `${loaderData.titulo} — Notícias da Igreja` : "Notícia") },
];

export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const item = (await listPublishedNews(getApp(context).db, await churchOfVisit(args))).find((n) => n.id === params.id);
  if (!item) throw data(null, { status: 404 });
  return { ...item, corpoBlocks: renderMarkdown(item.corpo ?? "") };
}

export default function ChurchNewsItemPage({ loaderData: item }: Route.ComponentProps) {
  return <NewsArticle item={item} back={{ to: href("/noticias"), label: "Notícias da Igreja" }} />;
}
