import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { ChurchRef } from "#db/transaction.ts";
import { recordAdminRead } from "#app/areas/accounts/admin-reads.store.server.ts";
import { GENERAL_FUND, GENERAL_FUND_LABEL, PLEDGES_SHOWN, pledgeFilter, totalsByProject } from "./giving-report.ts";
import { listPledges } from "./pledges.store.server.ts";
import { listProjectRecords } from "./projects.store.server.ts";

/**
 * The treasurer's report (/admin/doacoes and its CSV), of the church an admin the route has let
 * in acts for (requireAdmin there): the pledges of the filter in the address, each read recorded for
 * /admin/acessos (who gave what is personal data).
 */
export async function givingReport(
  db: Kysely<Database>,
  church: ChurchRef,
  admin: { id: string; email: string },
  address: URLSearchParams,
  what: string,
  now: Date,
) {
  const projects = await listProjectRecords(db, church);
  const filter = pledgeFilter(
    address,
    projects.map((p) => p.id),
  );
  const pledges = await listPledges(db, church, filter, PLEDGES_SHOWN);
  await recordAdminRead(db, church, admin, what, now);
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
