import type { RouterContextProvider } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { recordAdminRead } from "#app/areas/accounts/admin-reads.store.server.ts";
import { GENERAL_FUND, GENERAL_FUND_LABEL, PLEDGES_SHOWN, pledgeFilter, totalsByProject } from "#app/areas/donation/giving-report.ts";
import { listPledges } from "#app/areas/donation/pledges.store.server.ts";
import { listProjectRecords } from "./church-content.store.server.ts";

/**
 * The treasurer's report (/admin/doacoes and its CSV): the admin check first, then the
 * pledges of the filter in the address, each read recorded for /admin/acessos (who gave what
 * is personal data).
 */
export async function givingReport(args: { request: Request; context: Readonly<RouterContextProvider> }, what: string) {
  const admin = await requireAdmin(args);
  const { db } = getApp(args.context);
  const projects = await listProjectRecords(db);
  const filter = pledgeFilter(
    new URL(args.request.url).searchParams,
    projects.map((p) => p.id),
  );
  const pledges = await listPledges(db, filter, PLEDGES_SHOWN);
  await recordAdminRead(db, admin, what, new Date());
  const names = new Map(projects.map((p) => [p.id, p.titulo]));
  const projectName = (id: string | null) => (id === null ? GENERAL_FUND_LABEL : (names.get(id) ?? "Projeto excluído"));
  return {
    filter,
    pledges,
    totals: totalsByProject(pledges).map((t) => ({ ...t, name: projectName(t.projectId) })),
    projects: [{ id: GENERAL_FUND, titulo: GENERAL_FUND_LABEL }, ...projects.map((p) => ({ id: p.id, titulo: p.titulo }))],
    projectName,
  };
}
