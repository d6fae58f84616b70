import { Film } from "lucide-react";
import { OutsideLink } from "#app/components/ui/OutsideLink.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { catalogueQuery, VIDEO_SITE } from "#app/areas/videos/videos.ts";
import { loadVideos } from "#app/areas/videos/videos.content.server.ts";
import { VideoCatalogue } from "#app/areas/videos/VideoCatalogue.tsx";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/feliz7play";

/**
 * /feliz7play: Feliz7 Play's productions (content/videos), opening on its site; ?categoria= and
 * ?q= make the filter work without JavaScript too. The church's own videos are at /videos
 * (decision 0047).
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/feliz7play")) }];

export function loader({ request }: Route.LoaderArgs) {
  return { items: loadVideos(), ...catalogueQuery(request.url) };
}

/** Search, categories, the grid, the empty state, the player (the catalogue), the about card. */
export default function Feliz7Play({ loaderData }: Route.ComponentProps) {
  const { items, category, query } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Feliz7 Play" subtitle="Séries, filmes e programas cristãos da plataforma de vídeos da Igreja Adventista." />
      <VideoCatalogue key={`${category}|${query}`} page="/feliz7play" items={items} initialQuery={query} category={category} />
      <Card className="mt-8 p-6">
        <h2 className="flex items-center gap-2 text-2xl font-bold">
          <Film className="size-6 text-accent" aria-hidden="true" /> Sobre o Feliz7 Play
        </h2>
        <p className="mt-2 text-fg">
          Plataforma gratuita de vídeos da Igreja Adventista na América do Sul, lançada em 7 de julho de 2017, com séries, filmes e documentários
          feitos principalmente para adolescentes e famílias. O nome lembra o sábado, o sétimo dia, como um dia feliz.
        </p>
        <OutsideLink href={VIDEO_SITE} className="mt-4 inline-flex items-center gap-1 font-semibold text-accent hover:underline">
          Visitar o Feliz7 Play
        </OutsideLink>
      </Card>
    </div>
  );
}
