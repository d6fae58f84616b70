import { getApp } from "#app/platform/http/context.ts";
import { classCsv, itemsCsv, reviewDate } from "#app/areas/clubs/clubs.ts";
import { classDashboard } from "#app/areas/clubs/dashboard.server.ts";
import { requireClubRole } from "#app/areas/clubs/guards.server.ts";
import { PRIVATE } from "#app/areas/clubs/page-access.server.ts";
import type { Route } from "./+types/clube.painel.csv";

/**
 * /clube/painel.csv?classe=N: the secretary's (and director's) spreadsheet of a class, one line
 * per person enrolled in it; with `detalhe=1`, one line per person and item.
 */
export async function loader(args: Route.LoaderArgs) {
  const { me } = await requireClubRole(args, "keepRoster");
  const search = new URL(args.request.url).searchParams;
  const board = await classDashboard(getApp(args.context).db, me, Number(search.get("classe")), new Date());
  const unitName = (id: string | null) => board.units.find((u) => u.id === id)?.name ?? "";
  const detailed = search.get("detalhe") === "1";
  const body = detailed
    ? itemsCsv(
        board.detail().map(({ person, review, itemName }) => ({
          name: person.name,
          birthYear: person.birthYear,
          unit: unitName(person.unitId),
          className: board.current.titulo,
          item: itemName,
          status: review.status,
          reviewer: review.reviewerName,
          date: review.reviewedAt ? reviewDate(review.reviewedAt) : null,
          note: review.note,
        })),
      )
    : classCsv(board.current.titulo, board.rows, unitName);
  return new Response(body, {
    headers: {
      ...PRIVATE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="clube-classe-${board.current.id}${detailed ? "-itens" : ""}.csv"`,
    },
  });
}
