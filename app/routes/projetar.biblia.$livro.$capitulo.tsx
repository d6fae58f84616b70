import { data, href } from "react-router";
import { readerRequest } from "#app/areas/bible/reader-request.server.ts";
import { DEFAULT_READER_VERSION } from "#app/areas/bible/versions.ts";
import { passageDeck } from "#app/areas/projection/decks.server.ts";
import { Projector } from "#app/areas/projection/Projector.tsx";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/projetar.biblia.$livro.$capitulo";

/** The projection fills the screen: no top bar, footer or bottom navigation. */
export const handle = { bare: true };

/** /projetar/biblia/{livro}/{capitulo}?versiculos=16-18&versao=NVI: a passage on the screen, verse by verse. */
export async function loader(args: Route.LoaderArgs) {
  const { book, chapter, version, deps } = readerRequest(args);
  const deck = await passageDeck(deps, version, book, chapter, new URL(args.request.url).searchParams.get("versiculos"));
  if (!deck.ok) throw data({ error: deck.message }, { status: deck.status, headers: { "Cache-Control": "no-store" } });
  const reader = href("/biblia/:livro/:capitulo", { livro: book.id, capitulo: String(chapter) });
  return { slides: deck.slides, reference: deck.reference, leaveTo: version === DEFAULT_READER_VERSION ? reader : `${reader}?versao=${version}` };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: documentTitle(`Projetar: ${loaderData.reference}`) }] : []);

export default function ProjectPassage({ loaderData: { slides, reference, leaveTo } }: Route.ComponentProps) {
  return <Projector slides={slides} heading={`Projeção de ${reference}`} leaveTo={leaveTo} />;
}
