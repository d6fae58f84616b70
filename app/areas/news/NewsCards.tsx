import { ExternalLink, Newspaper } from "lucide-react";
import { href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { NewsMeta } from "./NewsMeta.tsx";
import type { NewsItem } from "./news.ts";
import { NEWS_BANDS } from "#app/components/ui/cover-colours.ts";

/** Colour bands standing in for photographs, by category. */
const BANDS = NEWS_BANDS;

const readMoreClass = "mt-auto inline-flex items-center gap-1 font-semibold text-accent hover:underline";

/**
 * The grid of news cards: the church's own open their page (/noticias/:id), the Pathfinders'
 * their source in a new tab.
 */
export function NewsCards({ items, busy = false }: { items: readonly NewsItem[]; busy?: boolean }) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${busy ? "opacity-50" : ""}`} aria-busy={busy}>
      {items.map((item) => (
        <li key={item.id}>
          <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-raised shadow-sm">
            <div className={`flex h-20 items-center justify-center bg-linear-to-r ${BANDS[item.categoria] ?? BANDS.Artigos}`}>
              <Newspaper className="size-8 text-on-accent/90" aria-hidden="true" />
            </div>
            <div className="flex flex-1 flex-col gap-2 p-4">
              <NewsMeta item={item} />
              <h2 className="text-lg font-bold break-words">{item.titulo}</h2>
              <p className="break-words text-fg">{item.resumo}</p>
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
