import { ALL_CATEGORIES, categoriesOf, filterNews } from "#app/areas/news/news.ts";
import { loadNews } from "#app/areas/news/news.content.server.ts";
import { NewsPage } from "#app/areas/news/NewsPage.tsx";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/noticias-desbravadores";

/** /noticias-desbravadores (spec 3 §2.12); ?categoria= filters (links, so it works without JavaScript). */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/noticias-desbravadores")) }];

export function loader({ request }: Route.LoaderArgs) {
  const news = loadNews();
  const categories = categoriesOf(news);
  const asked = new URL(request.url).searchParams.get("categoria");
  const selected = asked && categories.includes(asked) ? asked : ALL_CATEGORIES;
  return { items: filterNews(news, selected), categories, selected };
}

export default function NoticiasDesbravadores({ loaderData }: Route.ComponentProps) {
  return <NewsPage items={loaderData.items} categories={loaderData.categories} selected={loaderData.selected} />;
}
