import { getApp } from "#app/platform/http/context.ts";
import { classCsv, itemsCsv } from "#app/areas/clubs/clubs.ts";
import { classDashboard, classDetail } from "#app/areas/clubs/dashboard.server.ts";
import { requireClubRole } from "#app/areas/clubs/guards.server.ts";
import { PRIVATE } from "#app/areas/clubs/page-access.server.ts";
import type { Route } from "./+types/clube.painel.csv";

/**
 * /clube/painel.csv?classe=N: the secretary's (and director's) spreadsheet of a class, one line
 * per person enrolled in it; with `detalhe=1`, one line per person and item.
 */
export async function loader(args: Route.LoaderArgs) {
  const { me, church } = await requireClubRole(args, "keepRoster");
  const search = new URL(args.request.url).searchParams;
  const { db } = getApp(args.context);
  const now = new Date();
  const board = await classDashboard(db, church, me, Number(search.get("classe")), now);
  const detailed = search.get("detalhe") === "1";
  const body = detailed
    ? itemsCsv(await classDetail(db, church, me.clubId, board.current.id, now))
    : classCsv(board.current.titulo, board.rows, (id) => board.units.find((u) => u.id === id)?.name ?? "");
  return new Response(body, {
    headers: {
      ...PRIVATE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="clube-classe-${board.current.id}${detailed ? "-itens" : ""}.csv"`,
    },
  });
}
