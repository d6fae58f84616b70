import { getApp } from "#app/platform/http/context.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { isoDate } from "#app/platform/site/calendar.ts";
import { requireClubRole } from "#app/areas/clubs/guards.server.ts";
import { yearBounds } from "#app/areas/clubs/meetings.ts";
import { PRIVATE } from "#app/areas/clubs/page-access.server.ts";
import { attendanceCsv } from "#app/areas/clubs/reports.ts";
import { marksBetween, meetingsBetween, reportPeople } from "#app/areas/clubs/reports.store.server.ts";
import type { Route } from "./+types/clube.reunioes.csv";

/** /clube/reunioes.csv?ano=N: the year's attendance, one line per meeting and person called, with the unit. Leaders only. */
export async function loader(args: Route.LoaderArgs) {
  const { me, church } = await requireClubRole(args, "lead");
  const { db } = getApp(args.context);
  const current = Number(isoDate(await requestToday(args.request)).slice(0, 4));
  const asked = Number(new URL(args.request.url).searchParams.get("ano"));
  const year = Number.isInteger(asked) && asked >= current - 10 && asked <= current ? asked : current;
  const { from, to } = yearBounds(year);
  const { people, units } = await reportPeople(db, church, me.clubId, new Date());
  const body = attendanceCsv(
    await meetingsBetween(db, church, me.clubId, from, to),
    await marksBetween(db, church, me.clubId, from, to),
    people,
    units,
  );
  return new Response(body, {
    headers: {
      ...PRIVATE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="clube-frequencia-${year}.csv"`,
    },
  });
}
