import { data, href } from "react-router";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { bibleTextDeps } from "#app/areas/bible/reader-request.server.ts";
import { orderDeck } from "#app/areas/projection/decks.server.ts";
import { orderId } from "#app/areas/projection/order-forms.ts";
import { ORDER_NOT_FOUND } from "#app/areas/projection/order-pages.server.ts";
import { findVisibleServiceOrder } from "#app/areas/projection/service-orders.store.server.ts";
import { Projector } from "#app/areas/projection/Projector.tsx";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/projetar.roteiro.$id";

/** The projection fills the screen: no top bar, footer or bottom navigation. */
export const handle = { bare: true };

/** /projetar/roteiro/{id}: a service order on the screen, item after item (its owner's, or a shared one). */
export async function loader(args: Route.LoaderArgs) {
  if (!orderId.safeParse(args.params.id).success) throw data({ error: ORDER_NOT_FOUND }, { status: 404 });
  const viewer = await optionalMember(args);
  const deps = bibleTextDeps(args.context);
  const order = await findVisibleServiceOrder(deps.db, args.params.id, viewer?.id ?? null);
  if (!order) throw data({ error: ORDER_NOT_FOUND }, { status: 404 });
  const slides = await orderDeck(deps, order.items);
  return {
    title: order.title,
    slides: slides.length ? slides : [{ corner: order.title, label: "Roteiro vazio", text: "Este roteiro ainda não tem itens." }],
    leaveTo: href("/roteiros/:id", { id: order.id }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: documentTitle(`Projetar: ${loaderData.title}`) }] : []);

export default function ProjectServiceOrder({ loaderData: { title, slides, leaveTo } }: Route.ComponentProps) {
  return <Projector slides={slides} heading={`Projeção do roteiro ${title}`} leaveTo={leaveTo} />;
}
