import { data, href } from "react-router";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { findHymn } from "#app/areas/hymnal/hymnal.server.ts";
import { getApp } from "#app/platform/http/context.ts";
import { NO_LYRICS } from "#app/areas/hymnal/hymns.ts";
import { Projector } from "#app/areas/projection/Projector.tsx";
import { hymnSlides } from "#app/areas/projection/slides.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/projetar.hino.$numero";

/** The projection fills the screen: no top bar, footer or bottom navigation. */
export const handle = { bare: true };

/** /projetar/hino/{numero}: a hymn on the screen, its title then stanza by stanza. */
export async function loader(args: Route.LoaderArgs) {
  const hymn = await findHymn(getApp(args.context).db, await churchOfVisit(args), args.params.numero);
  if (!hymn) throw data(null, { status: 404 });
  return { numero: hymn.numero, titulo: hymn.titulo, slides: hymnSlides(hymn), hasLyrics: Boolean(hymn.letra) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: documentTitle(`Projetar: Hino ${loaderData.numero} · ${loaderData.titulo}`) }] : [];

export default function ProjectHymn({ loaderData: { numero, titulo, slides, hasLyrics } }: Route.ComponentProps) {
  return (
    <Projector
      slides={slides}
      heading={`Projeção do hino ${numero}: ${titulo}`}
      leaveTo={href("/hinario/:numero", { numero: String(numero) })}
      notice={hasLyrics ? undefined : `${NO_LYRICS} Projetados: o número e o título, e “Acompanhe pelo hinário”.`}
    />
  );
}
