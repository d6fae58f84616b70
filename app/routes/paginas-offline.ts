import { offlineCopies } from "#app/composition/offline-copies.server.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import type { Route } from "./+types/paginas-offline";

/** The pages the service worker keeps before they are opened (decision 0017): the same list for everyone of one day. */
export async function loader({ request }: Route.LoaderArgs) {
  return Response.json(offlineCopies(await requestToday(request)), { headers: { "Cache-Control": "public, max-age=3600" } });
}
