import { BookOpen, Calendar, Clock, Play } from "lucide-react";
import { Form, href } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { completedDayCounts } from "#app/areas/reading-plans/plan-progress.store.server.ts";
import { parsePlanProgress, planPercent, PLAN_PROGRESS_KEY } from "#app/areas/reading-plans/plans.ts";
import { planSummaries } from "#app/areas/reading-plans/reading-plans.content.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { useStoredValue } from "#app/platform/site/use-stored-value.ts";
import type { Route } from "./+types/planos";
import { count } from "#app/platform/site/count.ts";

export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/planos")) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await optionalMember({ request, context });
  return { plans: planSummaries(), member: user !== null, counts: user ? await completedDayCounts(getApp(context).db, user.id) : {} };
}

const chip = "rounded-full px-3 py-1 text-xs font-semibold";

/** /planos: one card per reading plan. */
export default function PlansPage({ loaderData: { plans, member, counts } }: Route.ComponentProps) {
  const stored = useStoredValue(PLAN_PROGRESS_KEY);
  const visitor = parsePlanProgress(stored);
  return (
    <section>
      <PageHeader title="Planos de Leitura" subtitle="Escolha um plano, leia a cada dia e marque o que já concluiu." />
      <p className="mb-4">
        <PageLink to={href("/grupos")} className="font-semibold underline">
          Ler com outras pessoas: Pequenos Grupos
        </PageLink>
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {plans.map((plan) => {
          const done = member ? (counts[plan.id] ?? 0) : (visitor[plan.id]?.length ?? 0);
          return (
            <li key={plan.id}>
              <Card className="flex h-full flex-col gap-3">
                <div className="flex flex-wrap gap-2">
                  <span className={`${chip} bg-accent-soft text-fg`}>{plan.categoria}</span>
                  <span className={`${chip} bg-success-soft text-success`}>{plan.nivel}</span>
                </div>
                <h2 className="text-lg font-bold">{plan.titulo}</h2>
                <p className="text-sm text-muted">{plan.descricao}</p>
                <ul className="space-y-1 text-sm text-muted">
                  <li className="flex items-center gap-2">
                    <Calendar className="size-4" aria-hidden="true" /> {plan.duracao}
                  </li>
                  <li className="flex items-center gap-2">
                    <Clock className="size-4" aria-hidden="true" /> {plan.tempoMedioDiario} por dia
                  </li>
                  <li className="flex items-center gap-2">
                    <BookOpen className="size-4" aria-hidden="true" /> {count(plan.licoes, "leitura", "leituras")}
                  </li>
                </ul>
                {done > 0 && (
                  <p className="text-sm font-medium">
                    {done} de {plan.licoes} dias concluídos ({planPercent(done, plan.licoes)}%)
                  </p>
                )}
                {member ? (
                  // A member's 'Começar' starts the plan (the home shows it at once) and opens its first unfinished day.
                  <Form method="post" action={href("/planos/:plano", { plano: plan.id })} className="mt-auto">
                    <input type="hidden" name="acao" value="comecar" />
                    <Button type="submit" aria-label={`${done > 0 ? "Continuar" : "Começar"} o plano ${plan.titulo}`}>
                      <Play className="size-4" aria-hidden="true" />
                      {done > 0 ? "Continuar" : "Começar"}
                    </Button>
                  </Form>
                ) : (
                  <ButtonLink to={href("/planos/:plano", { plano: plan.id })} className="mt-auto" aria-label={`Começar o plano ${plan.titulo}`}>
                    <Play className="size-4" aria-hidden="true" />
                    {done > 0 ? "Continuar" : "Começar"}
                  </ButtonLink>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
