import { data } from "react-router";
import { passageReference } from "#app/areas/bible/passage.ts";
import { loadPassage } from "#app/areas/bible/passage.server.ts";
import { readerRequest } from "#app/areas/bible/reader-request.server.ts";
import type { Route } from "./+types/biblia.$livro.$capitulo.passagem";

/**
 * /biblia/{livro}/{capitulo}/passagem.json?versiculos=16-18&versao=NVI: a passage's text as JSON
 * for the reference popovers (ACF unless ?versao= says otherwise; the answer names the version shown).
 */
export async function loader(args: Route.LoaderArgs) {
  const { book, chapter, version, deps } = readerRequest(args);
  const reference = passageReference(book, chapter, new URL(args.request.url).searchParams.get("versiculos"));
  if (!reference) return data({ error: "Versículos inválidos: use, por exemplo, ?versiculos=16 ou ?versiculos=16-18." }, { status: 400 });
  const passage = await loadPassage(deps, version, reference);
  if (!passage)
    return data({ error: "Não foi possível carregar o texto agora. Tente novamente." }, { status: 503, headers: { "Cache-Control": "no-store" } });
  if (passage.verses.length === 0) return data({ error: "Versículo não encontrado." }, { status: 404 });
  // The text of a version does not change; another version's, shown while the source is down, is asked again.
  const cache = passage.version === version ? "public, max-age=86400" : "no-store";
  return data(passage, { headers: { "Cache-Control": cache } });
}
