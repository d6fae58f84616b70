import { CheckCircle2, Circle, Download } from "lucide-react";
import { data, Form, href, redirect } from "react-router";
import { z } from "zod";
import { AdminPage } from "#app/components/ui/AdminPage.tsx";
import { Button, buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { inputClass } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { withFlash } from "#app/platform/site/flash.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { formatAmount, METHOD_LABELS } from "#app/areas/donation/donation.ts";
import { churchTime, pledgeFilterQuery, PLEDGES_SHOWN } from "#app/areas/donation/giving-report.ts";
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
  const admin = await requireAdmin(args);
  const { filter, pledges, totals, projects, projectName } = await givingReport(
    getApp(args.context).db,
    admin,
    new URL(args.request.url).searchParams,
    "Doações (/admin/doacoes)",
    new Date(),
  );
  return data(
    {
      filter,
      projects,
      totals,
      pledges: pledges.map((p) => ({ ...p, project: projectName(p.projectId) })),
    },
    { headers: ADMIN_HEADERS },
  );
}

const GONE = "Esta doação não existe mais. Recarregue a página.";
const markForm = z.object({
  intent: z.enum(["recebido", "nao-recebido"], "Ação desconhecida. Use os botões da página."),
  id: z.string(GONE).min(1, GONE).max(100, GONE),
});

export async function action(args: Route.ActionArgs) {
  const admin = await requireAdmin(args);
  const form = await parseForm(args.request, markForm);
  if (!form.ok) return invalidForm(form);
  const received = form.data.intent === "recebido" ? { by: admin.email, at: new Date() } : null;
  if (!(await markPledge(getApp(args.context).db, form.data.id, received))) return formError(GONE, 404);
  // Back to the same list (its filter), with the notice.
  const back = new URL(args.request.url);
  return redirect(withFlash(`${href("/admin/doacoes")}${back.search}`, "item-salvo"));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const money = (cents: number) => `R$ ${formatAmount(cents / 100)}`;

export default function AdminGiving({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { filter, projects, totals, pledges } = loaderData;
  const search = pledgeFilterQuery(filter);
  const filtered = filter.reference !== null || filter.status !== null;
  return (
    <AdminPage
      width="5xl"
      title="Doações"
      subtitle="Cada doação com a referência que vai no código Pix: confira no extrato do banco e marque o que foi recebido."
    >
      {answer?.formError && (
        <div className="mb-4">
          <Notice tone="error">{answer.formError}</Notice>
        </div>
      )}
      <Card className="mb-6 p-4">
        <Form method="get" className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto]">
          <SelectField label="Projeto" name="projeto" defaultValue={filter.project ?? ""}>
            <option value="">Todos</option>
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.titulo}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-1">
            <label htmlFor="campo-mes" className="font-medium">
              Mês
            </label>
            <input id="campo-mes" name="mes" type="month" placeholder="AAAA-MM" defaultValue={filter.month ?? ""} className={inputClass} />
          </div>
          <div className="grid gap-1">
            <label htmlFor="campo-referencia" className="font-medium">
              Referência
            </label>
            <input
              id="campo-referencia"
              name="referencia"
              type="search"
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
              placeholder="Como no extrato"
              defaultValue={filter.reference ?? ""}
              className={`${inputClass} font-mono uppercase`}
            />
          </div>
          <SelectField label="Situação" name="situacao" defaultValue={filter.status ?? ""}>
            <option value="">Todas</option>
            <option value="recebidas">Recebidas</option>
            <option value="nao-recebidas">Não recebidas</option>
          </SelectField>
          <Button type="submit">Filtrar</Button>
        </Form>
        <a href={`${href("/admin/doacoes.csv")}${search}`} download className={buttonClass("secondary", "mt-4 w-fit")}>
          <Download className="size-4" aria-hidden="true" /> Baixar planilha (CSV)
        </a>
      </Card>

      <h2 className="mb-3 text-xl font-bold">Totais por projeto</h2>
      {totals.length === 0 ? (
        <p className="mb-6 text-muted">Nenhuma doação neste filtro.</p>
      ) : (
        <div className="mb-6 overflow-x-auto">
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-line-strong">
                <th scope="col" className="py-2 pr-3">
                  Projeto
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Doações
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Prometido
                </th>
                <th scope="col" className="py-2 text-right">
                  Recebido
                </th>
              </tr>
            </thead>
            <tbody>
              {totals.map((t) => (
                <tr key={t.projectId ?? "geral"} className="border-b border-line">
                  <th scope="row" className="py-2 pr-3 font-medium break-words">
                    {t.name}
                  </th>
                  <td className="py-2 pr-3 text-right">{t.count}</td>
                  <td className="py-2 pr-3 text-right whitespace-nowrap">{money(t.pledgedCents)}</td>
                  <td className="py-2 text-right whitespace-nowrap">{money(t.receivedCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

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
            <Card className="grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
              <div className="min-w-0">
                <p className="flex flex-wrap items-baseline gap-x-3">
                  <span className="font-mono text-lg font-bold tracking-wider">{p.reference ?? "—"}</span>
                  <span className="text-lg font-semibold">{money(p.amountCents)}</span>
                  <span className="text-sm text-muted">{METHOD_LABELS[p.method] ?? p.method}</span>
                </p>
                <p className="text-sm break-words text-muted">
                  {churchTime(p.createdAt)} · {p.project} · {p.memberName ?? "visitante"}
                </p>
                <p className="mt-1 flex items-center gap-1 text-sm font-semibold">
                  {p.receivedAt ? (
                    <>
                      <CheckCircle2 className="size-4 text-success" aria-hidden="true" /> Recebido
                      <span className="font-normal text-muted">
                        {" "}
                        em {churchTime(p.receivedAt)}
                        {p.receivedBy ? ` por ${p.receivedBy}` : ""}
                      </span>
                    </>
                  ) : (
                    <>
                      <Circle className="size-4 text-muted" aria-hidden="true" /> Não recebido
                    </>
                  )}
                </p>
              </div>
              <Form method="post" action={`${href("/admin/doacoes")}${search}`} preventScrollReset>
                <input type="hidden" name="id" value={p.id} />
                {p.receivedAt ? (
                  <Button
                    type="submit"
                    name="intent"
                    value="nao-recebido"
                    variant="secondary"
                    aria-label={`Marcar não recebido: ${p.reference ?? "doação"}`}
                  >
                    Marcar não recebido
                  </Button>
                ) : (
                  <Button type="submit" name="intent" value="recebido" aria-label={`Marcar recebido: ${p.reference ?? "doação"}`}>
                    Marcar recebido
                  </Button>
                )}
              </Form>
            </Card>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
