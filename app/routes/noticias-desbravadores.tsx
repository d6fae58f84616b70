import { ExternalLink, Globe2, Newspaper, RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, href, useRevalidator } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { ExampleNotice } from "#app/areas/editorial/ExampleNotice.tsx";
import { NewsMeta } from "#app/areas/news/NewsMeta.tsx";
import { listPublishedNews } from "#app/areas/church-content/church-content.store.server.ts";
import { publishedOrExamples } from "#app/areas/editorial/examples.ts";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FilterLinks } from "#app/components/ui/FilterLinks.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { ALL_CATEGORIES, categoriesOf, filterNews, NEWS_REFRESH_MS } from "#app/areas/news/news.ts";
import { loadNews } from "#app/areas/news/news.content.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/noticias-desbravadores";

/**
 * /noticias-desbravadores: the church's published news, or the shipped examples while it has
 * none; ?categoria= filters (links, so it works without JavaScript).
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/noticias-desbravadores")) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { items: news, examples } = publishedOrExamples(await listPublishedNews(getApp(context).db), loadNews);
  const categories = categoriesOf(news);
  const asked = new URL(request.url).searchParams.get("categoria");
  const selected = asked && categories.includes(asked) ? asked : ALL_CATEGORIES;
  return { items: filterNews(news, selected), categories, selected, examples };
}

/** Colour bands standing in for photographs, by category. */
const BANDS: Record<string, string> = {
  Eventos: "from-amber-600 to-red-700",
  Materiais: "from-sky-700 to-indigo-700",
  Histórias: "from-emerald-700 to-teal-700",
  Artigos: "from-purple-700 to-fuchsia-700",
  História: "from-yellow-700 to-amber-800",
};

const OFFICIAL_SITE = "https://www.adventistas.org/pt/desbravadores/";

const ABOUT = [
  ["1,5 milhão", "de participantes"],
  ["160+", "países"],
  ["75+", "anos de história"],
] as const;

function categoryHref(category: string): string {
  return category === ALL_CATEGORIES
    ? href("/noticias-desbravadores")
    : `${href("/noticias-desbravadores")}?categoria=${encodeURIComponent(category)}`;
}

/** Category filter, refresh, cards, the about card. */
export default function NoticiasDesbravadores({ loaderData }: Route.ComponentProps) {
  const { items, categories, selected, examples } = loaderData;
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
      <PageHeader title="Notícias dos Desbravadores" subtitle="Eventos, histórias e materiais do movimento, com o link para a fonte original." />
      {examples && (
        <ExampleNotice>Estas notícias do movimento mostram como a página fica; quando a igreja publicar as suas, elas saem daqui.</ExampleNotice>
      )}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <FilterLinks label="Categorias" options={categories} current={selected} hrefOf={categoryHref} />
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
      <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${loading ? "opacity-50" : ""}`} aria-busy={loading}>
        {items.map((item) => (
          <li key={item.id}>
            <article className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-800">
              <div className={`flex h-20 items-center justify-center bg-linear-to-r ${BANDS[item.categoria] ?? BANDS.Artigos}`}>
                <Newspaper className="size-8 text-white/90" aria-hidden="true" />
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <NewsMeta item={item} />
                <h2 className="text-lg font-bold break-words">{item.titulo}</h2>
                <p className="break-words text-gray-800 dark:text-gray-200">{item.resumo}</p>
                {item.corpo !== null ? (
                  <PageLink
                    to={href("/noticias-desbravadores/:id", { id: item.id })}
                    className="mt-auto inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300"
                  >
                    Leia Mais <span className="sr-only">: {item.titulo}</span>
                  </PageLink>
                ) : (
                  item.link && (
                    <a
                      href={item.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-auto inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300"
                    >
                      Leia Mais <span className="sr-only">: {item.titulo} (abre em nova aba)</span>
                      <ExternalLink className="size-4" aria-hidden="true" />
                    </a>
                  )
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>

      <Card className="mt-8 p-6">
        <h2 className="flex items-center gap-2 text-2xl font-bold">
          <Globe2 className="size-6 text-brand-700 dark:text-brand-300" aria-hidden="true" /> Sobre o movimento
        </h2>
        <p className="mt-2 text-gray-800 dark:text-gray-200">
          O Clube de Desbravadores é um programa oficial da Igreja Adventista do Sétimo Dia desde 1950, para meninos e meninas de 10 a 15 anos, que
          une atividades ao ar livre, serviço à comunidade e amizade com Deus.
        </p>
        <ul className="mt-4 grid grid-cols-3 gap-4 text-center">
          {ABOUT.map(([figure, label]) => (
            <li key={label}>
              <span className="block text-2xl font-bold text-brand-700 dark:text-brand-300">{figure}</span>
              <span className="text-sm text-gray-700 dark:text-gray-300">{label}</span>
            </li>
          ))}
        </ul>
        <a
          href={OFFICIAL_SITE}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          Site oficial dos Desbravadores <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(abre em nova aba)</span>
        </a>
      </Card>
    </div>
  );
}
