import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { AdminPage } from "#app/components/ui/AdminPage.tsx";
import { AnswerNotice } from "#app/components/ui/AnswerNotice.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { ConfirmForm } from "#app/components/ui/ConfirmForm.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { actingChurchView } from "#app/areas/accounts/acting-church.ts";
import { grantableBy, ROLE_LABELS, ROLES, type Role } from "#app/areas/accounts/church-roles.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { grantRole, revokeHeldRole, rolesHeldOver, rolesOverChurch, scopeIdFor } from "#app/areas/accounts/roles.store.server.ts";
import { emailField } from "#app/areas/accounts/validation.ts";
import type { Route } from "./+types/admin.pessoas";

/** /admin/pessoas: who holds which role over the church, and the roles below one's own to grant (decision 0065). */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Pessoas e papéis") }, { name: "robots", content: "noindex" }];

const SCOPE_WORDS = { church: "nesta igreja", district: "no distrito", conference: "em toda a associação" } as const;

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args, "office");
  const db = getApp(args.context).db;
  const roles = await rolesOverChurch(db, admin.church);
  const grantable = grantableBy(await rolesHeldOver(db, admin.user.id, admin.church));
  return data(
    {
      acting: actingChurchView(admin),
      church: admin.church.name,
      me: admin.user.id,
      roles: roles.map((r) => ({ ...r, revocable: grantable.includes(r.role) && r.userId !== admin.user.id })),
      grantable,
    },
    { headers: ADMIN_HEADERS },
  );
}

const GRANT_MESSAGES = {
  granted: (email: string) => `Papel concedido a ${email}.`,
  already: (email: string) => `${email} já tem este papel.`,
  "no-account": () => "Não há conta com este e-mail. Peça que a pessoa se cadastre primeiro.",
  unconfirmed: () => "Esta conta ainda não confirmou o e-mail: peça que use o link enviado a ela.",
  "password-before-proof": () =>
    "Esta conta tem uma senha criada antes de o e-mail ser confirmado. Peça que crie uma nova senha em 'Esqueci minha senha' e tente de novo.",
} as const;

const peopleForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("conceder"), email: emailField, papel: z.enum(ROLES, "Escolha um papel da lista.") }),
  z.object({ intent: z.literal("retirar"), papel: z.string().min(1).max(80) }),
]);

export async function action(args: Route.ActionArgs) {
  const admin = await requireAdmin(args, "office");
  const db = getApp(args.context).db;
  const form = await parseForm(args.request, peopleForm);
  if (!form.ok) return invalidForm(form);
  const grantable: readonly Role[] = grantableBy(await rolesHeldOver(db, admin.user.id, admin.church));
  if (form.data.intent === "conceder") {
    const { email, papel } = form.data;
    if (!grantable.includes(papel)) return formError("Você não pode conceder este papel.", 403, form.values, { intent: "conceder" });
    const grant = { email, role: papel, scopeId: await scopeIdFor(db, papel, admin.church), grantedBy: admin.user.id };
    const outcome = await grantRole(db, grant, new Date());
    const message = GRANT_MESSAGES[outcome](email);
    return outcome === "granted" || outcome === "already"
      ? formDone({ message }, { intent: "conceder" })
      : formError(message, 409, form.values, { intent: "conceder" });
  }
  const held = (await rolesOverChurch(db, admin.church)).find((r) => r.id === form.data.papel);
  if (held?.userId === admin.user.id) return formError("Você não pode retirar o seu próprio papel.", 403, undefined, { intent: "retirar" });
  if (!(await revokeHeldRole(db, admin.church, form.data.papel, grantable)))
    return formError("Este papel não existe mais ou você não pode retirá-lo.", 404, undefined, { intent: "retirar" });
  return formDone({ message: `Papel retirado de ${held?.email ?? "a pessoa"}.` }, { intent: "retirar" });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminPeople({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { roles, grantable, acting, church } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPage
      width="4xl"
      title="Pessoas e papéis"
      subtitle={`Quem cuida de ${church}: a secretaria, a tesouraria, a comunicação, o pastor do distrito e a equipe da associação.`}
      acting={acting}
    >
      {grantable.length > 0 && (
        <Card className="mb-6">
          <h2 className="mb-3 text-xl font-bold">Conceder um papel</h2>
          <AnswerNotice answer={answer} intent="conceder" />
          <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
            <input type="hidden" name="intent" value="conceder" />
            <FormField
              label="E-mail da pessoa"
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              defaultValue={answer?.intent === "conceder" && !answer.ok ? answer.values?.email : undefined}
              error={answer?.intent === "conceder" ? answer.errors?.email : undefined}
            />
            <SelectField label="Papel" name="papel" error={answer?.intent === "conceder" ? answer.errors?.papel : undefined}>
              {grantable.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </SelectField>
            <Button type="submit" disabled={busy}>
              Conceder
            </Button>
          </Form>
          <p className="mt-2 text-sm text-muted">
            A pessoa precisa ter conta no portal com o e-mail confirmado. A concessão fica registrada com o seu nome.
          </p>
        </Card>
      )}
      <h2 className="mb-3 text-xl font-bold">Papéis ({roles.length})</h2>
      <AnswerNotice answer={answer} intent="retirar" />
      {roles.length === 0 ? (
        <p className="text-muted">Ninguém tem papel nesta igreja ainda.</p>
      ) : (
        <Card>
          <ul className="divide-y divide-line">
            {roles.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 grow">
                  <p className="font-semibold break-words">
                    {r.name} <span className="font-normal text-muted">({r.email})</span>
                  </p>
                  <p className="text-sm text-muted">
                    {ROLE_LABELS[r.role]} {SCOPE_WORDS[r.scope]} ·{" "}
                    {r.grantedBy ? `concedido por ${r.grantedBy}` : "concedido pelo comando de administração"}
                  </p>
                </div>
                {r.revocable && (
                  <ConfirmForm
                    label="Retirar"
                    question={`Retirar o papel ${ROLE_LABELS[r.role]} de ${r.name}?`}
                    confirm="Sim, retirar"
                    intent="retirar"
                    fields={{ papel: r.id }}
                  />
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </AdminPage>
  );
}
