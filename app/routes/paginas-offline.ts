import { churchHymnal } from "#app/areas/hymnal/hymnal.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { todaysLessons } from "#app/areas/sabbath-school/sabbath-school.server.ts";
import { offlineCopies } from "#app/composition/offline-copies.server.ts";
import { getApp } from "#app/platform/http/context.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import type { Route } from "./+types/paginas-offline";

/** The pages the service worker keeps before they are opened (decision 0017): the same list for everyone of one day and church. */
export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const { db } = getApp(context);
  const today = await requestToday(request);
  const { hymns } = await churchHymnal(db, await churchOfVisit(args));
  return Response.json(offlineCopies(today, hymns, await todaysLessons(db, today)), { headers: { "Cache-Control": "public, max-age=3600" } });
}
