import { data } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { isAdmin } from "#app/areas/community/admin.ts";
import { listInbox } from "#app/areas/community/community.store.server.ts";
import { InboxPage } from "#app/areas/community/InboxPage.tsx";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/admin.mensagens";

/** /admin/mensagens: open only to members listed in ADMIN_EMAILS; anyone else gets the 404 page. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Mensagens recebidas") }, { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  const user = await optionalMember(args);
  const app = getApp(args.context);
  if (!user || !isAdmin(user.email, app.config.ADMIN_EMAILS)) throw data(null, { status: 404 });
  return data(await listInbox(app.db), { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  return <InboxPage messages={loaderData.messages} feedback={loaderData.feedback} />;
}
