import { Film, Info, PlayCircle, Radio, Search } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Form, href } from "react-router";
import { FilterLinks } from "#app/components/ui/FilterLinks.tsx";
import { VIDEO_DURATION_LABEL, VIDEO_LIVE_LABEL, VIDEO_THUMBNAIL } from "#app/components/ui/cover-colours.ts";
import { inputClass } from "#app/components/ui/FormField.tsx";
import { ALL_VIDEOS, EMPTY_CATALOGUE, filterVideos, VIDEO_FILTERS, type VideoItem } from "./videos.ts";
import { count } from "#app/platform/site/count.ts";

/** The player dialog (Radix Dialog and the embed) loads when a video is first opened. */
const VideoPlayer = lazy(() => import("./VideoPlayer.tsx"));

/** The pages that show a catalogue: Feliz7 Play's and the church's videos. */
type CataloguePage = "/feliz7play" | "/videos";

function filterHref(page: CataloguePage, category: string, query: string): string {
  const params = new URLSearchParams();
  if (category !== ALL_VIDEOS) params.set("categoria", category);
  if (query) params.set("q", query);
  const search = params.toString();
  return search ? `${href(page)}?${search}` : href(page);
}

/**
 * The catalogue of /feliz7play and /videos: search, categories, the grid, the empty state
 * and the player. Give it a key of the URL's category and query, so a new address starts afresh.
 */
export function VideoCatalogue({
  page,
  items,
  initialQuery,
  category,
}: {
  page: CataloguePage;
  items: VideoItem[];
  initialQuery: string;
  category: string;
}) {
  const [query, setQuery] = useState(initialQuery);
  const [playing, setPlaying] = useState<VideoItem | null>(null);
  const shown = filterVideos(items, query, category);
  return (
    <>
      <Form method="get" role="search" className="mb-4 flex gap-2">
        {category !== ALL_VIDEOS && <input type="hidden" name="categoria" value={category} />}
        <label htmlFor="busca-videos" className="sr-only">
          Buscar vídeos
        </label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
          <input
            id="busca-videos"
            name="q"
            type="search"
            maxLength={100}
            placeholder="Buscar por título ou descrição"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            className={`${inputClass} pl-10`}
          />
        </div>
      </Form>
      <FilterLinks label="Categorias" options={VIDEO_FILTERS} current={category} hrefOf={(c) => filterHref(page, c, query)} className="mb-6" />

      <p role="status" className="sr-only">
        {count(shown.length, "conteúdo", "conteúdos")}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong p-10 text-center text-lg text-muted">{EMPTY_CATALOGUE}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((video) => (
            <li key={video.id}>
              <button
                type="button"
                onClick={() => setPlaying(video)}
                className="flex h-full w-full flex-col overflow-hidden rounded-xl border border-line bg-raised text-left shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className={`relative flex h-32 w-full items-center justify-center bg-linear-to-br ${VIDEO_THUMBNAIL}`}>
                  {/* A play button only where the card plays; the others open the description and the link to the video site. */}
                  {video.videoUrl ? (
                    <PlayCircle className="size-12 text-on-accent/90" aria-hidden="true" />
                  ) : (
                    <Film className="size-10 text-on-accent/70" aria-hidden="true" />
                  )}
                  {video.isLive && (
                    <span className={`absolute top-2 left-2 flex items-center gap-1 rounded px-2 py-0.5 text-xs font-bold ${VIDEO_LIVE_LABEL}`}>
                      <Radio className="size-3" aria-hidden="true" /> AO VIVO
                    </span>
                  )}
                  {video.duracao && (
                    <span className={`absolute right-2 bottom-2 rounded px-2 py-0.5 text-xs ${VIDEO_DURATION_LABEL}`}>{video.duracao}</span>
                  )}
                </span>
                <span className="flex flex-1 flex-col gap-1 p-4">
                  <span className="text-xs font-semibold text-accent uppercase">{[video.categoria, video.tipo].filter(Boolean).join(" · ")}</span>
                  <span className="text-lg font-bold break-words">{video.titulo}</span>
                  <span className="text-sm break-words text-muted">{video.descricao}</span>
                  <span className="mt-auto flex items-center gap-1 pt-2 text-sm font-semibold text-accent">
                    {video.videoUrl ? (
                      <>
                        <PlayCircle className="size-4" aria-hidden="true" /> Assistir
                      </>
                    ) : (
                      <>
                        <Info className="size-4" aria-hidden="true" /> Ver detalhes
                      </>
                    )}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {playing && (
        <Suspense fallback={null}>
          <VideoPlayer video={playing} onClose={() => setPlaying(null)} />
        </Suspense>
      )}
    </>
  );
}
