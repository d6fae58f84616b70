import { href } from "react-router";
import { FilterLinks } from "#app/components/ui/FilterLinks.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { NothingPublished } from "#app/areas/editorial/NothingPublished.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { NewsCards } from "#app/areas/news/NewsCards.tsx";
import { categoriesOf, filterNews, newsCategoryHref, selectedCategory } from "#app/areas/news/news.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { listPublishedNews } from "#app/areas/church-content/church-content.store.server.ts";
import type { Route } from "./+types/noticias";

/**
 * /noticias: the church's own news, as its admins publish them at /admin/noticias (decision
 * 0047); ?categoria= filters. Until the first is published the page says so and points to the
 * Pathfinders' news.
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/noticias")) }];

export async function loader(args: Route.LoaderArgs) {
  const news = await listPublishedNews(getApp(args.context).db, await churchOfVisit(args));
  const categories = categoriesOf(news);
  const selected = selectedCategory(new URL(args.request.url).searchParams.get("categoria"), categories);
  return { items: filterNews(news, selected), categories, selected };
}

export default function ChurchNews({ loaderData }: Route.ComponentProps) {
  const { items, categories, selected } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Notícias da Igreja" subtitle="Avisos, eventos e histórias da nossa igreja, publicados por quem a administra." />
      {items.length === 0 ? (
        <NothingPublished to={href("/noticias-desbravadores")} label="Notícias dos Desbravadores">
          A igreja ainda não publicou notícias. Enquanto isso, veja as
        </NothingPublished>
      ) : (
        <>
          <FilterLinks
            label="Categorias"
            options={categories}
            current={selected}
            hrefOf={(category) => newsCategoryHref(href("/noticias"), category)}
            className="mb-6"
          />
          <NewsCards items={items} />
        </>
      )}
    </div>
  );
}
