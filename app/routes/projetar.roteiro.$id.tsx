import { data, href } from "react-router";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { bibleTextDeps } from "#app/areas/bible/reader-request.server.ts";
import { DEFAULT_READER_VERSION } from "#app/areas/bible/versions.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { churchSettings } from "#app/areas/church-settings/church-settings.server.ts";
import { orderDeck } from "#app/areas/projection/decks.server.ts";
import { orderId } from "#app/areas/projection/order-forms.ts";
import { ORDER_NOT_FOUND } from "#app/areas/projection/order-pages.server.ts";
import { findVisibleServiceOrder, visibleOrderRevision } from "#app/areas/projection/service-orders.store.server.ts";
import { Projector } from "#app/areas/projection/Projector.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/projetar.roteiro.$id";

/** The projection fills the screen: no top bar, footer or bottom navigation. */
export const handle = { bare: true };

const EMPTY_ORDER = "Este roteiro ainda não tem itens: a tela mostra o nome da igreja.";

/**
 * /projetar/roteiro/{id}: a service order on the screen, item after item (its owner's, or a
 * shared one), with its revision, which the open projection watches (decision 0055).
 */
export async function loader(args: Route.LoaderArgs) {
  if (!orderId.safeParse(args.params.id).success) throw data({ error: ORDER_NOT_FOUND }, { status: 404 });
  const viewer = await optionalMember(args);
  const deps = bibleTextDeps(args.context);
  const visit = await churchOfVisit(args);
  // The revision is read first: an edit in between makes the page load once more, never miss one.
  const revision = await visibleOrderRevision(deps.db, visit, args.params.id, viewer?.id ?? null);
  const order = await findVisibleServiceOrder(deps.db, visit, args.params.id, viewer?.id ?? null);
  if (!order || revision === null) throw data({ error: ORDER_NOT_FOUND }, { status: 404 });
  const [slides, church] = await Promise.all([orderDeck(deps, visit, order.items), churchSettings(getApp(args.context), visit)]);
  const passage = order.items.find((item) => item.kind === "passage");
  return {
    title: order.title,
    slides: slides.length ? slides : [{ corner: "", label: "Roteiro vazio", text: church.name ?? order.title, title: true }],
    notice: slides.length ? undefined : EMPTY_ORDER,
    leaveTo: href("/roteiros/:id", { id: order.id }),
    order: {
      id: order.id,
      revision,
      version: passage?.version ?? DEFAULT_READER_VERSION,
      opening: { church: church.name, startsAt: order.startsAt },
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: documentTitle(`Projetar: ${loaderData.title}`) }] : []);

export default function ProjectServiceOrder({ loaderData: { title, slides, notice, leaveTo, order } }: Route.ComponentProps) {
  return <Projector slides={slides} heading={`Projeção do roteiro ${title}`} leaveTo={leaveTo} notice={notice} order={order} />;
}
