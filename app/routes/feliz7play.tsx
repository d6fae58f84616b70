import { ALL_VIDEOS, VIDEO_FILTERS } from "#app/areas/videos/videos.ts";
import { loadVideos } from "#app/areas/videos/videos.content.server.ts";
import { VideosPage } from "#app/areas/videos/VideosPage.tsx";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/feliz7play";

/** /feliz7play (spec 3 §2.13); ?categoria= and ?q= make the filter work without JavaScript too. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/feliz7play")) }];

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const asked = params.get("categoria");
  return {
    items: loadVideos(),
    category: VIDEO_FILTERS.find((c) => c === asked) ?? ALL_VIDEOS,
    query: (params.get("q") ?? "").slice(0, 100),
  };
}

export default function Feliz7Play({ loaderData }: Route.ComponentProps) {
  const { items, category, query } = loaderData;
  return <VideosPage key={`${category}|${query}`} items={items} initialQuery={query} category={category} />;
}
