import { href, redirect } from "react-router";
import { ListOrdered } from "lucide-react";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { newOrderForm } from "#app/areas/projection/order-forms.ts";
import { OneFieldForm } from "#app/areas/projection/OneFieldForm.tsx";
import { ORDER_LIMITS } from "#app/areas/projection/service-orders.ts";
import { createServiceOrder, listServiceOrders } from "#app/areas/projection/service-orders.store.server.ts";
import { getApp } from "#app/platform/http/context.ts";
import { formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/roteiros";
import { useLoginPath } from "#app/areas/accounts/use-login-path.ts";
import { count } from "#app/platform/site/count.ts";

/** /roteiros: the member's service orders ('roteiros do culto') and a form to start one. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/roteiros")) }];

export async function loader(args: Route.LoaderArgs) {
  const user = await optionalMember(args);
  if (!user) return { orders: null };
  const orders = await listServiceOrders(getApp(args.context).db, await churchOfVisit(args), user.id);
  return { orders: orders.map((o) => ({ id: o.id, title: o.title, count: o.items.length, shared: o.shared })) };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const form = await parseForm(args.request, newOrderForm);
  if (!form.ok) {
    // The title's own message beside it; else one for the form, in the same place.
    const message = form.errors.titulo ? undefined : (form.errors.intent ?? "Dê um título ao roteiro.");
    return invalidForm({ errors: form.errors, values: { titulo: form.values.titulo ?? "" } }, 400, undefined, message);
  }
  const id = await createServiceOrder(getApp(args.context).db, await churchOfVisit(args), user.id, form.data.titulo, new Date());
  if (!id) return formError(`Você já tem ${ORDER_LIMITS.orders} roteiros. Exclua algum para criar outro.`, 409, { titulo: form.data.titulo });
  return redirect(href("/roteiros/:id", { id }));
}

export default function ServiceOrders({ loaderData: { orders }, actionData }: Route.ComponentProps) {
  const loginPath = useLoginPath();
  const header = (
    <PageHeader
      title="Roteiros do Culto"
      subtitle="Monte a ordem dos hinos e das leituras, compartilhe o link com a equipe e projete tudo em sequência."
    />
  );
  if (!orders)
    return (
      <section className="mx-auto max-w-xl py-6 text-center">
        {header}
        <p className="text-lg">Entre na sua conta para montar e guardar roteiros do culto.</p>
        <PageLink to={loginPath} className={buttonClass("primary", "mt-6")}>
          Entrar
        </PageLink>
      </section>
    );
  return (
    <section className="mx-auto max-w-2xl">
      {header}
      <OneFieldForm intent="criar" button="Criar roteiro" variant="primary" className="mb-8">
        <FormField
          label="Título do novo roteiro"
          name="titulo"
          required
          maxLength={ORDER_LIMITS.title}
          placeholder="Culto de sábado, 29/11"
          defaultValue={actionData?.values?.titulo}
          error={actionData?.errors?.titulo ?? actionData?.formError}
        />
      </OneFieldForm>
      <h2 className="mb-3 text-xl font-bold">Seus roteiros</h2>
      {orders.length === 0 ? (
        <Notice>Você ainda não tem roteiros. Crie o primeiro acima.</Notice>
      ) : (
        <ul className="grid gap-2">
          {orders.map((order) => (
            <li key={order.id}>
              <PageLink
                to={href("/roteiros/:id", { id: order.id })}
                className="flex items-center gap-3 rounded-lg border border-line-strong p-3 hover:bg-subtle"
              >
                <ListOrdered className="size-5 shrink-0 text-accent" aria-hidden="true" />
                <span className="min-w-0 flex-1 font-semibold wrap-anywhere">{order.title}</span>
                <span className="shrink-0 text-sm text-muted">
                  {count(order.count, "item", "itens")}
                  {order.shared && " · compartilhado"}
                </span>
              </PageLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
