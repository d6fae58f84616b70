import { bibleTextDeps } from "#app/areas/bible/reader-request.server.ts";
import { parseReaderVersion } from "#app/areas/bible/versions.ts";
import { offScriptDeck } from "#app/areas/projection/decks.server.ts";
import { ORDER_LIMITS } from "#app/areas/projection/service-orders.ts";
import type { Route } from "./+types/projetar.avulso";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";

/**
 * /projetar/avulso.json?q=37 or ?q=Jo 3:16&versao=NVI: the slides of a hymn or a passage typed
 * during a show, projected at once outside the order (decision 0055); a refusal has its reason.
 */
export async function loader(args: Route.LoaderArgs) {
  const query = new URL(args.request.url).searchParams;
  const typed = query.get("q") ?? "";
  const headers = { "Cache-Control": "private, no-store" };
  if (typed.length > ORDER_LIMITS.typed)
    return Response.json({ error: `Digite no máximo ${ORDER_LIMITS.typed} caracteres.` }, { status: 400, headers });
  const deck = await offScriptDeck(bibleTextDeps(args.context), await churchOfVisit(args), typed, parseReaderVersion(query.get("versao")));
  if (!deck.ok) return Response.json({ error: deck.message }, { status: deck.status, headers });
  return Response.json({ label: deck.label, slides: deck.slides }, { headers });
}
