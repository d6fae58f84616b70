import { offlineCopies } from "#app/composition/offline-copies.server.ts";

/** The pages the service worker keeps before they are opened (decision 0017): the same list for everyone. */
export function loader() {
  return Response.json(offlineCopies(), { headers: { "Cache-Control": "public, max-age=3600" } });
}
