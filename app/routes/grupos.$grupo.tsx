import { data } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { requestTimeZone, requestToday } from "#app/platform/http/cookies.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { requireGroupRole } from "#app/areas/small-groups/guards.server.ts";
import { groupAction } from "#app/areas/small-groups/group-actions.server.ts";
import { groupPageData } from "#app/areas/small-groups/group-page.server.ts";
import { GroupDetail } from "#app/areas/small-groups/GroupDetail.tsx";
import { GROUP_MESSAGES } from "#app/areas/small-groups/small-groups.ts";
import type { Route } from "./+types/grupos.$grupo";

/** /grupos/:grupo: a small group's page, for its members only (404 for anyone else). ?dia=N shows another plan day. */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireGroupRole(args, args.params.grupo);
  const requested = Number(new URL(args.request.url).searchParams.get("dia"));
  const page = await groupPageData(
    getApp(args.context).db,
    access,
    await requestToday(args.request),
    Number.isInteger(requested) ? requested : null,
    await requestTimeZone(args.request),
  );
  if (!page) throw data({ error: GROUP_MESSAGES.notFound }, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData: page }) => [
  { title: documentTitle(page ? `${page.group.name} — Pequenos Grupos` : "Pequenos Grupos") },
  { name: "robots", content: "noindex" },
];

export const action = (args: Route.ActionArgs) => groupAction(args);

export default function GroupRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <GroupDetail page={loaderData} answer={actionData} />;
}
