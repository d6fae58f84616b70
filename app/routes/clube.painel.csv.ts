import { getApp } from "#app/platform/http/context.ts";
import { classCsv } from "#app/areas/clubs/clubs.ts";
import { classDashboard } from "#app/areas/clubs/dashboard.server.ts";
import { requireClubRole } from "#app/areas/clubs/guards.server.ts";
import { PRIVATE } from "#app/areas/clubs/page-access.server.ts";
import type { Route } from "./+types/clube.painel.csv";

/** /clube/painel.csv?classe=N: the secretary's (and director's) spreadsheet of a class. */
export async function loader(args: Route.LoaderArgs) {
  const { me } = await requireClubRole(args, "keepRoster");
  const board = await classDashboard(getApp(args.context).db, me.clubId, Number(new URL(args.request.url).searchParams.get("classe")));
  const unitName = (id: string | null) => board.units.find((u) => u.id === id)?.name ?? "";
  return new Response(classCsv(board.current.titulo, board.rows, unitName), {
    headers: {
      ...PRIVATE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="clube-classe-${board.current.id}.csv"`,
    },
  });
}
