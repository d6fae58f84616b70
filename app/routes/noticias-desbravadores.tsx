import { Globe2, RefreshCw } from "lucide-react";
import { OutsideLink } from "#app/components/ui/OutsideLink.tsx";
import { useEffect, useRef, useState } from "react";
import { Form, href, useRevalidator } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FilterLinks } from "#app/components/ui/FilterLinks.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { NewsCards } from "#app/areas/news/NewsCards.tsx";
import { ALL_CATEGORIES, categoriesOf, filterNews, NEWS_REFRESH_MS, newsCategoryHref, selectedCategory } from "#app/areas/news/news.ts";
import { loadNews } from "#app/areas/news/news.content.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/noticias-desbravadores";

/**
 * /noticias-desbravadores: the Pathfinder movement's news (content/news), each opening its
 * source; ?categoria= filters (links, so it works without JavaScript). The church's own news
 * are at /noticias (decision 0047).
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/noticias-desbravadores")) }];

export function loader({ request }: Route.LoaderArgs) {
  const news = loadNews();
  const categories = categoriesOf(news);
  const selected = selectedCategory(new URL(request.url).searchParams.get("categoria"), categories);
  return { items: filterNews(news, selected), categories, selected };
}

const OFFICIAL_SITE = "https://www.adventistas.org/pt/desbravadores/";

const ABOUT = [
  ["1,5 milhão", "de participantes"],
  ["160+", "países"],
  ["75+", "anos de história"],
] as const;

/** Category filter, refresh, cards, the about card. */
export default function NoticiasDesbravadores({ loaderData }: Route.ComponentProps) {
  const { items, categories, selected } = loaderData;
  const revalidator = useRevalidator();
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function refresh() {
    setLoading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void revalidator.revalidate().finally(() => setLoading(false));
    }, NEWS_REFRESH_MS);
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Notícias dos Desbravadores" subtitle="Eventos, histórias e materiais do movimento, com o link para a fonte original.">
        <p className="mt-2 text-muted">
          As notícias da sua igreja estão em{" "}
          <PageLink to={href("/noticias")} className="font-semibold text-accent underline">
            Notícias da Igreja
          </PageLink>
          .
        </p>
      </PageHeader>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <FilterLinks
          label="Categorias"
          options={categories}
          current={selected}
          hrefOf={(category) => newsCategoryHref(href("/noticias-desbravadores"), category)}
        />
        <Form
          method="get"
          onSubmit={(e) => {
            e.preventDefault();
            refresh();
          }}
        >
          {selected !== ALL_CATEGORIES && <input type="hidden" name="categoria" value={selected} />}
          <button type="submit" className={buttonClass("secondary", "text-sm")} disabled={loading} aria-busy={loading}>
            <RefreshCw className={`size-4 ${loading ? "animate-spin" : ""}`} aria-hidden="true" />
            {loading ? "Atualizando..." : "Atualizar"}
          </button>
        </Form>
      </div>

      <p role="status" className="sr-only">
        {loading ? "Atualizando notícias..." : ""}
      </p>
      <NewsCards items={items} busy={loading} />
      <Card className="mt-8 p-6">
        <h2 className="flex items-center gap-2 text-2xl font-bold">
          <Globe2 className="size-6 text-accent" aria-hidden="true" /> Sobre o movimento
        </h2>
        <p className="mt-2 text-fg">
          O Clube de Desbravadores é um programa oficial da Igreja Adventista do Sétimo Dia desde 1950, para meninos e meninas de 10 a 15 anos, que
          une atividades ao ar livre, serviço à comunidade e amizade com Deus.
        </p>
        <ul className="mt-4 grid grid-cols-3 gap-4 text-center">
          {ABOUT.map(([figure, label]) => (
            <li key={label}>
              <span className="block text-2xl font-bold text-accent">{figure}</span>
              <span className="text-sm text-muted">{label}</span>
            </li>
          ))}
        </ul>
        <OutsideLink href={OFFICIAL_SITE} className="mt-4 inline-flex items-center gap-1 font-semibold text-accent hover:underline">
          Site oficial dos Desbravadores
        </OutsideLink>
      </Card>
    </div>
  );
}
