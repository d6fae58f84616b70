import { getApp } from "#app/platform/http/context.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { isoDate } from "#app/platform/site/calendar.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { reportMonth } from "#app/areas/clubs/reports.ts";
import { conferenceRollup } from "#app/areas/conference/conference-rollup.server.ts";
import { rollupCsv } from "#app/areas/conference/rollup.ts";
import type { Route } from "./+types/conferencia.csv";

/** /conferencia.csv?mes=yyyy-mm: the conference's roll-up of the month as a spreadsheet. */
export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args, "rollup");
  const month = reportMonth(new URL(args.request.url).searchParams.get("mes"), isoDate(await requestToday(args.request)));
  const { clubs, churches } = await conferenceRollup(getApp(args.context).db, admin, month, new Date());
  return new Response(rollupCsv(month, clubs, churches), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="associacao-clubes-${month}.csv"`,
    },
  });
}
