import { parseTypedPassages } from "#app/areas/bible/typed-reference.ts";
import { parseEverythingParams, typedPassageLinks, type Suggestions } from "#app/areas/search/one-search.ts";
import { searchEverything } from "#app/areas/search/search.server.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { getApp } from "#app/platform/http/context.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { hitAll } from "#app/platform/limits/limiter.store.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { refusalParts } from "#app/platform/limits/too-many-requests.server.ts";
import type { Route } from "./+types/busca.sugestoes";

/** Results of each kind a suggestion list shows. */
const PER_GROUP = 3;

const answer = (body: Suggestions, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "private, no-store", ...headers } });

/**
 * /busca/sugestoes?q=…&versao=…: what the search box suggests as a person types (JSON): the
 * passages a reference (or a list of them) opens, or the first results of each kind.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, version, problem } = parseEverythingParams(new URL(request.url).searchParams);
  if (problem) return answer({ groups: [], message: problem });
  const typed = parseTypedPassages(query);
  if (typed?.ok) return answer({ groups: [], passages: typedPassageLinks(typed, version) });
  if (query.trim() === "") return answer({ groups: [] });
  const { db, engine, clientAddress } = getApp(context);
  const now = new Date();
  const until = await hitAll(db, [[LIMITS.suggestPerAddress, clientAddress]], now);
  if (until !== null) {
    const { message, headers } = refusalParts({ until, now }, "requests");
    return answer({ groups: [], message }, 429, headers);
  }
  const groups = await searchEverything(
    db,
    engine,
    {
      query,
      version,
      kind: null,
      perGroup: PER_GROUP,
      today: await requestToday(request),
      memberId: (await optionalMember({ request, context }))?.id ?? null,
      church: await churchOfVisit({ request, context }),
    },
    request.signal,
  );
  // A chapter that does not exist ("Jd 30") is told above the words found.
  return answer(typed ? { groups, message: typed.message } : { groups });
}
