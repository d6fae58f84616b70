import { ExternalLink, Newspaper } from "lucide-react";
import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { NewsMeta } from "./NewsMeta.tsx";
import type { NewsItem } from "./news.ts";

/** Colour bands standing in for photographs, by category. */
const BANDS: Record<string, string> = {
  Eventos: "from-amber-600 to-red-700",
  Materiais: "from-sky-700 to-indigo-700",
  Histórias: "from-emerald-700 to-teal-700",
  Artigos: "from-purple-700 to-fuchsia-700",
};

const readMoreClass = "mt-auto inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300";

/**
 * The grid of news cards: the church's own open their page (/noticias/:id), the Pathfinders'
 * their source in a new tab.
 */
export function NewsCards({ items, busy = false }: { items: readonly NewsItem[]; busy?: boolean }) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${busy ? "opacity-50" : ""}`} aria-busy={busy}>
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
                <PageLink to={href("/noticias/:id", { id: item.id })} className={readMoreClass}>
                  Leia Mais <span className="sr-only">: {item.titulo}</span>
                </PageLink>
              ) : (
                item.link && (
                  <a href={item.link} target="_blank" rel="noopener noreferrer" className={readMoreClass}>
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
  );
}
