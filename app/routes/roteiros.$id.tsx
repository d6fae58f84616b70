import { data, href, redirect } from "react-router";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { bibleTextDeps } from "#app/areas/bible/reader-request.server.ts";
import { orderForms, orderId } from "#app/areas/projection/order-forms.ts";
import { churchHymnal } from "#app/areas/hymnal/hymnal.server.ts";
import { addTypedItem, ORDER_NOT_FOUND, orderView, writeFreeSlide } from "#app/areas/projection/order-pages.server.ts";
import { moveItem, removeItem } from "#app/areas/projection/service-orders.ts";
import {
  changeServiceOrder,
  deleteServiceOrder,
  findVisibleServiceOrder,
  setServiceOrderFields,
  type OrderChange,
} from "#app/areas/projection/service-orders.store.server.ts";
import { ServiceOrderView } from "#app/areas/projection/ServiceOrderView.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { formDone, formError, formOutcome, invalidForm, parseForm, type Where } from "#app/platform/http/forms.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/roteiros.$id";

const notFound = () => data({ error: ORDER_NOT_FOUND }, { status: 404 });

/** /roteiros/{id}: a service order; its owner changes and shares it, anyone with the link of a shared one reads and projects it. */
export async function loader(args: Route.LoaderArgs) {
  if (!orderId.safeParse(args.params.id).success) throw notFound();
  const viewer = await optionalMember(args);
  const db = getApp(args.context).db;
  const church = await churchOfVisit(args);
  const order = await findVisibleServiceOrder(db, church, args.params.id, viewer?.id ?? null);
  if (!order) throw notFound();
  return {
    order: orderView(order, viewer?.id ?? null, await churchHymnal(db, church)),
    link: new URL(href("/roteiros/:id", { id: order.id }), args.request.url).href,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: documentTitle(`Roteiro: ${loaderData.order.title}`) }] : []);

const MESSAGES = {
  adicionar: "Item adicionado.",
  "adicionar-slide": "Slide adicionado.",
  "editar-slide": "Slide alterado.",
  remover: "Item removido.",
  subir: "Item movido para cima.",
  descer: "Item movido para baixo.",
} as const;
const SHARING = ["O link deixou de funcionar para os outros.", "Roteiro compartilhado: quem tiver o link pode abrir e projetar."] as const;
const orderNotFound = () => formError(ORDER_NOT_FOUND, 404);

/** Which of the page's forms answers: its intent, and the item it acted on ('novo' for the new slide's form). */
function whereOf(intent: string | undefined, item: string | undefined): Where {
  if (intent === "adicionar-slide") return { intent, subject: "novo" };
  if (intent === "editar-slide" || intent === "remover" || intent === "subir" || intent === "descer") return { intent, subject: item };
  return { intent };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  if (!orderId.safeParse(args.params.id).success) return orderNotFound();
  const form = await parseForm(args.request, orderForms);
  if (!form.ok) return invalidForm(form, 400, whereOf(form.values.intent, form.values.item));
  const { db } = getApp(args.context);
  const church = await churchOfVisit(args);
  const id = args.params.id;
  const now = new Date();
  const input = form.data;
  const where = whereOf(input.intent, "item" in input ? input.item : undefined);
  let changed: OrderChange;
  switch (input.intent) {
    case "excluir":
      if (!(await deleteServiceOrder(db, church, user.id, id))) return orderNotFound();
      return redirect(href("/roteiros"));
    case "adicionar":
      changed = await addTypedItem(bibleTextDeps(args.context), church, user.id, id, input.item, input.versao, now);
      // The hymn or passage not found is said beside the box, with what was typed.
      if (changed && !changed.ok) return invalidForm({ errors: { item: changed.message }, values: form.values }, 400, where);
      break;
    case "adicionar-slide":
    case "editar-slide": {
      const target = input.intent === "editar-slide" ? input.item : null;
      const written = await writeFreeSlide(
        db,
        church,
        user.id,
        id,
        target,
        { style: input.estilo, title: input.titulo_slide, text: input.texto_slide },
        now,
      );
      if (written && !written.ok)
        return "field" in written
          ? invalidForm({ errors: { [written.field]: written.message }, values: form.values }, 400, where)
          : formError(written.message, 400, form.values, where);
      changed = written;
      break;
    }
    case "remover":
      changed = await changeServiceOrder(db, church, user.id, id, now, (items) => removeItem(items, input.item));
      break;
    case "subir":
    case "descer":
      changed = await changeServiceOrder(db, church, user.id, id, now, (items) => moveItem(items, input.item, input.intent === "subir" ? -1 : 1));
      break;
    case "horario": {
      const startsAt = input.inicio || null;
      if (!(await setServiceOrderFields(db, church, user.id, id, { startsAt }, now))) return orderNotFound();
      return formDone({ message: startsAt ? `O culto começa às ${startsAt}: a abertura mostra a contagem.` : "Horário retirado." }, where);
    }
    case "renomear":
    case "compartilhar": {
      const fields = input.intent === "renomear" ? { title: input.titulo } : { shared: input.compartilhado === "1" };
      if (!(await setServiceOrderFields(db, church, user.id, id, fields, now))) return orderNotFound();
      return formDone({ message: "shared" in fields ? SHARING[fields.shared ? 1 : 0] : "Título alterado." }, where);
    }
  }
  if (!changed) return orderNotFound();
  return formOutcome(changed, MESSAGES[input.intent], where, 400);
}

export default function ServiceOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ServiceOrderView order={loaderData.order} link={loaderData.link} answer={actionData} />;
}
