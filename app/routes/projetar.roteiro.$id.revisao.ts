import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { orderId } from "#app/areas/projection/order-forms.ts";
import { ORDER_NOT_FOUND } from "#app/areas/projection/order-pages.server.ts";
import { visibleOrderRevision } from "#app/areas/projection/service-orders.store.server.ts";
import { getApp } from "#app/platform/http/context.ts";
import type { Route } from "./+types/projetar.roteiro.$id.revisao";

/**
 * /projetar/roteiro/{id}/revisao.json: the order's revision, which an open projection asks for
 * every second to learn it changed (decision 0055). Its ETag is the revision: an unchanged order
 * answers 304 with no body.
 */
export async function loader(args: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-cache" };
  if (!orderId.safeParse(args.params.id).success) return Response.json({ error: ORDER_NOT_FOUND }, { status: 404, headers });
  const viewer = await optionalMember(args);
  const revision = await visibleOrderRevision(getApp(args.context).db, await churchOfVisit(args), args.params.id, viewer?.id ?? null);
  if (revision === null) return Response.json({ error: ORDER_NOT_FOUND }, { status: 404, headers });
  const etag = `"r${revision}"`;
  if (args.request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers: { ...headers, ETag: etag } });
  return Response.json({ revision }, { headers: { ...headers, ETag: etag } });
}
