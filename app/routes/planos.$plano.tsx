import { data, redirect } from "react-router";
import { z } from "zod";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { clientWriteIdField } from "#app/platform/offline-writes/client-write-id.ts";
import { writeOnce } from "#app/platform/offline-writes/client-writes.store.server.ts";
import { PlanDetail } from "#app/areas/reading-plans/PlanDetail.tsx";
import { celebrationMessages } from "#app/areas/gamification/celebrations.ts";
import { dayHref, firstUnfinishedDay } from "#app/areas/reading-plans/plan-day.ts";
import { completedPlanDays, setPlanDayDone, startPlan } from "#app/areas/reading-plans/plan-progress.store.server.ts";
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

const planForm = z.preprocess(
  // A day's tick sent before 'Começar' existed (an offline queue) names no `acao`.
  (fields) => ({ acao: "dia", ...(fields as object) }),
  z.discriminatedUnion("acao", [
    z.object({ acao: z.literal("comecar") }),
    z.object({
      acao: z.literal("dia"),
      dia: z.coerce.number("Dia inválido.").int("Dia inválido.").min(1, "Dia inválido.").max(366, "Dia inválido."),
      concluido: z.enum(["0", "1"], "Informe se o dia foi concluído."),
      ...clientWriteIdField,
    }),
  ]),
);

/**
 * A member starts the plan ('Começar', acao=comecar: it becomes the home's plan and the reader
 * opens its first unfinished day) or marks a day completed (concluido=1, paying its points once)
 * or not (0); a write sent again (same `clientWriteId`) changes nothing and pays nothing.
 */
export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const plan = findReadingPlan(args.params.plano);
  if (!plan) return formError("Plano não encontrado.", 404);
  const form = await parseForm(args.request, planForm);
  if (!form.ok) return form.errors.clientWriteId ? invalidForm(form) : formError("Dia inválido.", 400);
  const { db } = getApp(args.context);
  const now = new Date();
  if (form.data.acao === "comecar") {
    await startPlan(db, user.id, plan.id, now);
    return redirect(dayHref(plan, firstUnfinishedDay(plan, await completedPlanDays(db, user.id, plan.id)) ?? 1));
  }
  const { dia, concluido, clientWriteId } = form.data;
  if (dia > plan.licoes) return formError("Dia inválido.", 400);
  const written = await writeOnce(db, user.id, clientWriteId, now, (trx) => setPlanDayDone(trx, user.id, plan.id, dia, concluido === "1", now));
  const outcome = written.repeat ? null : written.value;
  return formDone({ points: outcome?.points ?? 0, celebrations: outcome ? celebrationMessages(outcome) : [] });
}

export default function PlanPage({ loaderData: { plan, member, completed } }: Route.ComponentProps) {
  return <PlanDetail key={plan.id} plan={plan} member={member} completed={completed} />;
}
