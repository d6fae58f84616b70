import { data, href, redirect } from "react-router";
import { z } from "zod";
import { AdminPage } from "#app/components/ui/AdminPage.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { withFlash } from "#app/platform/site/flash.ts";
import { actingChurchView } from "#app/areas/accounts/acting-church.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { pledgeFilterQuery, PLEDGES_SHOWN } from "#app/areas/donation/giving-report.ts";
import { GivingTotals } from "#app/areas/donation/GivingTotals.tsx";
import { PledgeCard } from "#app/areas/donation/PledgeCard.tsx";
import { PledgeFilterForm } from "#app/areas/donation/PledgeFilterForm.tsx";
import { givingReport } from "#app/areas/donation/giving-report.server.ts";
import { markPledge } from "#app/areas/donation/pledges.store.server.ts";
import type { Route } from "./+types/admin.doacoes";

/**
 * /admin/doacoes: the pledges by project and month with their PIX reference, for the treasurer
 * to match each transfer and mark it received (or not); totals per project; the same list as a
 * spreadsheet. Admins only; each read is recorded for /admin/acessos.
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Doações") }, { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args, "treasury");
  const { user, church } = admin;
  const { filter, pledges, totals, projects, projectName } = await givingReport(
    getApp(args.context).db,
    church,
    user,
    new URL(args.request.url).searchParams,
    "Doações (/admin/doacoes)",
    new Date(),
  );
  return data(
    { acting: actingChurchView(admin), filter, projects, totals, pledges: pledges.map((p) => ({ ...p, project: projectName(p.projectId) })) },
    { headers: ADMIN_HEADERS },
  );
}

const GONE = "Esta doação não existe mais. Recarregue a página.";
const markForm = z.object({
  intent: z.enum(["recebido", "nao-recebido"], "Ação desconhecida. Use os botões da página."),
  id: z.string(GONE).min(1, GONE).max(100, GONE),
});

export async function action(args: Route.ActionArgs) {
  const { user, church } = await requireAdmin(args, "treasury");
  const form = await parseForm(args.request, markForm);
  if (!form.ok) return invalidForm(form);
  const received = form.data.intent === "recebido" ? { by: user.email, at: new Date() } : null;
  if (!(await markPledge(getApp(args.context).db, church, form.data.id, received))) return formError(GONE, 404);
  // Back to the same list (its filter), with the notice.
  const back = new URL(args.request.url);
  return redirect(withFlash(`${href("/admin/doacoes")}${back.search}`, "item-salvo"));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminGiving({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { filter, projects, totals, pledges } = loaderData;
  const search = pledgeFilterQuery(filter);
  const filtered = filter.reference !== null || filter.status !== null;
  return (
    <AdminPage
      acting={loaderData.acting}
      width="5xl"
      title="Doações"
      subtitle="Cada doação com a referência que vai no código Pix: confira no extrato do banco e marque o que foi recebido."
    >
      {answer?.formError && (
        <div className="mb-4">
          <Notice tone="error">{answer.formError}</Notice>
        </div>
      )}
      <PledgeFilterForm filter={filter} projects={projects} search={search} />
      <GivingTotals totals={totals} />

      <h2 className="mb-3 text-xl font-bold">
        Doações ({pledges.length}
        {pledges.length === PLEDGES_SHOWN ? ", as mais recentes" : ""})
      </h2>
      {pledges.length === 0 && (
        <p className="text-muted">
          {filter.reference !== null ? `Nenhuma doação com a referência ${filter.reference} neste filtro.` : "Nenhuma doação neste filtro."}{" "}
          {filtered && (
            <a href={href("/admin/doacoes")} className="font-semibold underline">
              Ver todas
            </a>
          )}
        </p>
      )}
      <ul className="grid gap-3">
        {pledges.map((p) => (
          <li key={p.id}>
            <PledgeCard p={p} search={search} />
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
