import { pledgesCsv } from "#app/areas/donation/giving-report.ts";
import { getApp } from "#app/platform/http/context.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { givingReport } from "#app/areas/donation/giving-report.server.ts";
import type { Route } from "./+types/admin.doacoes.csv";

/** /admin/doacoes.csv?projeto=…&mes=AAAA-MM: the pledges of /admin/doacoes as a spreadsheet. Admins only; each download is recorded. */
export async function loader(args: Route.LoaderArgs) {
  const { user, church } = await requireAdmin(args, "treasury");
  const report = await givingReport(
    getApp(args.context).db,
    church,
    user,
    new URL(args.request.url).searchParams,
    "Doações, planilha CSV (/admin/doacoes.csv)",
    new Date(),
  );
  const name = ["doacoes", report.filter.month, report.filter.project]
    .filter(Boolean)
    .join("-")
    .replace(/[^a-z0-9-]/gi, "");
  return new Response(pledgesCsv(report.pledges, report.projectName), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.csv"`,
    },
  });
}
