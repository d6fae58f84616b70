import { data } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { isoDate } from "#app/platform/site/calendar.ts";
import { NOT_IN_CLUB, requireClubRole } from "#app/areas/clubs/guards.server.ts";
import { PRIVATE } from "#app/areas/clubs/page-access.server.ts";
import { monthlyReportCsv, reportMonth } from "#app/areas/clubs/reports.ts";
import { monthlyReportOf } from "#app/areas/clubs/reports.store.server.ts";
import type { Route } from "./+types/clube.relatorio.csv";

/** /clube/relatorio.csv?mes=yyyy-mm: the monthly report for the conference as a spreadsheet. Leaders only. */
export async function loader(args: Route.LoaderArgs) {
  const { me, church } = await requireClubRole(args, "lead");
  const { db } = getApp(args.context);
  const month = reportMonth(new URL(args.request.url).searchParams.get("mes"), isoDate(await requestToday(args.request)));
  const report = await monthlyReportOf(db, church, me.clubId, month, new Date());
  // The club went away since the guard found it.
  if (!report) throw data({ error: NOT_IN_CLUB }, { status: 403 });
  return new Response(monthlyReportCsv(report.club, report), {
    headers: {
      ...PRIVATE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="clube-relatorio-${month}.csv"`,
    },
  });
}
