import { href } from "react-router";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { NothingPublished } from "#app/areas/editorial/NothingPublished.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { catalogueQuery } from "#app/areas/videos/videos.ts";
import { VideoCatalogue } from "#app/areas/videos/VideoCatalogue.tsx";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { listPublishedVideos } from "#app/areas/church-content/church-content.store.server.ts";
import type { Route } from "./+types/videos";

/**
 * /videos: the church's own videos (YouTube or Vimeo), as its admins publish them at
 * /admin/videos, played in the privacy-enhanced players (decision 0047); ?categoria= and ?q=
 * filter without JavaScript too. Until the first is published the page says so.
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/videos")) }];

export async function loader(args: Route.LoaderArgs) {
  return { items: await listPublishedVideos(getApp(args.context).db, await churchOfVisit(args)), ...catalogueQuery(args.request.url) };
}

export default function ChurchVideos({ loaderData }: Route.ComponentProps) {
  const { items, category, query } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Vídeos da Igreja" subtitle="Cultos, transmissões ao vivo e mensagens da nossa igreja." />
      {items.length === 0 ? (
        <NothingPublished to={href("/feliz7play")} label="Feliz7 Play">
          A igreja ainda não publicou vídeos. Enquanto isso, veja as produções do
        </NothingPublished>
      ) : (
        <VideoCatalogue key={`${category}|${query}`} page="/videos" items={items} initialQuery={query} category={category} />
      )}
    </div>
  );
}
