import { data } from "react-router";
import { z } from "zod";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { parseForm } from "#app/platform/http/forms.server.ts";
import { clientWriteIdField } from "#app/platform/offline-writes/client-write-id.ts";
import { writeOnce } from "#app/platform/offline-writes/client-writes.store.server.ts";
import { PlanDetail } from "#app/areas/reading-plans/PlanDetail.tsx";
import { completedPlanDays, setPlanDayDone } from "#app/areas/reading-plans/plan-progress.store.server.ts";
import { findReadingPlan } from "#app/areas/reading-plans/reading-plans.content.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/planos.$plano";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const plan = findReadingPlan(params.plano);
  if (!plan) throw data(null, { status: 404 });
  const user = await optionalMember({ request, context });
  return { plan, member: user !== null, completed: user ? await completedPlanDays(getApp(context).db, user.id, plan.id) : [] };
}

export const meta: Route.MetaFunction = ({ loaderData: page }) => (page ? [{ title: documentTitle(`${page.plan.titulo} — Planos de Leitura`) }] : []);

const dayForm = z.object({
  dia: z.coerce.number("Dia inválido.").int("Dia inválido.").min(1, "Dia inválido.").max(366, "Dia inválido."),
  concluido: z.enum(["0", "1"], "Informe se o dia foi concluído."),
  ...clientWriteIdField,
});

/** A member marks a day of the plan completed (concluido=1) or not (0); a write sent again (same `clientWriteId`) changes nothing. */
export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const plan = findReadingPlan(args.params.plano);
  if (!plan) return data({ error: "Plano não encontrado." }, { status: 404 });
  const form = await parseForm(args.request, dayForm);
  if (!form.ok) return data({ error: form.errors.clientWriteId ?? "Dia inválido." }, { status: 400 });
  if (form.data.dia > plan.licoes) return data({ error: "Dia inválido." }, { status: 400 });
  const now = new Date();
  await writeOnce(getApp(args.context).db, user.id, form.data.clientWriteId, now, (trx) =>
    setPlanDayDone(trx, user.id, plan.id, form.data.dia, form.data.concluido === "1", now),
  );
  return { error: undefined };
}

export default function PlanPage({ loaderData: { plan, member, completed } }: Route.ComponentProps) {
  return <PlanDetail key={plan.id} plan={plan} member={member} completed={completed} />;
}
