import { Form, href, redirect } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { isoDate } from "#app/platform/site/calendar.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { findReadingPlan, planSummaries } from "#app/areas/reading-plans/reading-plans.content.server.ts";
import { createGroup, listMemberGroups } from "#app/areas/small-groups/small-groups.store.server.ts";
import { NotificationsBadge } from "#app/areas/notifications/NotificationsBadge.tsx";
import { unseenNotifications } from "#app/areas/notifications/notifications.store.server.ts";
import { GROUP_LIMITS, GROUP_MESSAGES, newGroupForm } from "#app/areas/small-groups/small-groups.ts";
import type { Route } from "./+types/grupos";
import { useLoginPath } from "#app/areas/accounts/use-login-path.ts";
import { count } from "#app/platform/site/count.ts";

/** /grupos: the member's small groups and the form that creates one; a visitor is asked to log in. */
export async function loader(args: Route.LoaderArgs) {
  const user = await optionalMember(args);
  if (!user) return { member: false as const };
  const plans = planSummaries().map((p) => ({ id: p.id, titulo: p.titulo }));
  const titles = Object.fromEntries(plans.map((p) => [p.id, p.titulo]));
  const groups = (await listMemberGroups(getApp(args.context).db, await churchOfVisit(args), user.id)).map((g) => ({
    ...g,
    plan: titles[g.planId] ?? "",
  }));
  const unseen = await unseenNotifications(getApp(args.context).db, user.id);
  return { member: true as const, groups, plans, today: isoDate(await requestToday(args.request)), unseen };
}

export const meta: Route.MetaFunction = () => [
  { title: documentTitle(pageTitle("/grupos")) },
  { name: "description", content: "Leia um plano da Bíblia junto com seu pequeno grupo." },
];

export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const form = await parseForm(args.request, newGroupForm);
  if (!form.ok) return invalidForm(form);
  const plan = findReadingPlan(form.data.plano);
  if (!plan) return invalidForm({ errors: { plano: "Escolha um plano de leitura." }, values: form.values });
  const input = { name: form.data.nome, description: form.data.descricao, planId: plan.id, startDay: form.data.inicio };
  const id = await createGroup(getApp(args.context).db, await churchOfVisit(args), user.id, input, new Date());
  if (!id) return invalidForm({ errors: { nome: GROUP_MESSAGES.tooManyGroups }, values: form.values }, 409);
  return redirect(href("/grupos/:grupo", { grupo: id }));
}

export default function Groups({ loaderData: page, actionData }: Route.ComponentProps) {
  const loginPath = useLoginPath();
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  return (
    <div className="mx-auto max-w-3xl [overflow-wrap:anywhere]">
      <PageHeader
        title="Pequenos Grupos"
        subtitle="Leiam juntos um plano da Bíblia: cada um vê o dia do grupo, quem já leu, o resumo da semana e um mural de mensagens."
      />
      {!page.member ? (
        <Card>
          <p className="mb-3">Entre na sua conta para criar um grupo ou participar de um pelo link de convite.</p>
          <ButtonLink to={loginPath}>Entrar</ButtonLink>
        </Card>
      ) : (
        <>
          <p className="mb-4">
            <NotificationsBadge unseen={page.unseen} />
          </p>
          <section aria-labelledby="meus-grupos" className="mb-8">
            <h2 id="meus-grupos" className="mb-3 text-xl font-bold">
              Meus grupos
            </h2>
            {page.groups.length === 0 ? (
              <p>Você ainda não participa de nenhum grupo. Crie um abaixo ou peça o link de convite a quem lidera o seu.</p>
            ) : (
              <ul className="grid gap-3">
                {page.groups.map((g) => (
                  <li key={g.id}>
                    <Card>
                      <PageLink to={href("/grupos/:grupo", { grupo: g.id })} className="text-lg font-bold text-accent underline">
                        {g.name}
                      </PageLink>
                      <p className="text-sm text-muted">
                        {g.plan} · {count(g.members, "pessoa", "pessoas")}
                        {g.role === "leader" ? " · você lidera" : ""}
                      </p>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="criar-grupo">
            <h2 id="criar-grupo" className="mb-3 text-xl font-bold">
              Criar um grupo
            </h2>
            <Card>
              <Form method="post" className="grid gap-4">
                <FormField label="Nome do grupo" name="nome" required maxLength={GROUP_LIMITS.name} defaultValue={values.nome} error={errors.nome} />
                <FormField
                  label="Descrição (opcional)"
                  name="descricao"
                  multiline
                  rows={3}
                  maxLength={GROUP_LIMITS.description}
                  defaultValue={values.descricao}
                  error={errors.descricao}
                />
                <SelectField label="Plano de leitura" name="plano" defaultValue={values.plano} error={errors.plano}>
                  {page.plans.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.titulo}
                    </option>
                  ))}
                </SelectField>
                <FormField
                  label="Início do plano"
                  name="inicio"
                  type="date"
                  required
                  defaultValue={values.inicio ?? page.today}
                  error={errors.inicio}
                />
                {errors.intent && <Notice tone="error">{errors.intent}</Notice>}
                <div>
                  <Button type="submit">Criar grupo</Button>
                </div>
              </Form>
            </Card>
          </section>
        </>
      )}
    </div>
  );
}
