import { data, href, redirect } from "react-router";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { readCookie, writeCookie } from "#app/platform/http/cookies.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { secureCookies } from "#app/areas/accounts/session.store.server.ts";
import { ChurchProfile } from "#app/areas/churches/ChurchProfile.tsx";
import { churchPage } from "#app/areas/churches/church-page.store.server.ts";
import { churchBySlug } from "#app/areas/churches/churches.store.server.ts";
import { setHomeChurch } from "#app/areas/churches/home-church.store.server.ts";
import { formError } from "#app/platform/http/forms.server.ts";
import { AnswerNotice } from "#app/components/ui/AnswerNotice.tsx";
import type { Route } from "./+types/igrejas.$slug";

/**
 * /igrejas/{slug}: one church's page (its services, address, channels and what it publishes,
 * read from its own rows), and "Esta é minha igreja": a member's home church, a visitor's
 * chosen one (the `igreja` cookie). An unknown slug is a 404.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: documentTitle(loaderData ? loaderData.church.name : "Igreja") }];

async function churchOf(args: { params: { slug: string }; context: Route.LoaderArgs["context"] }) {
  const church = await churchBySlug(getApp(args.context).db, args.params.slug);
  if (!church) throw data({ error: "Igreja não encontrada." }, { status: 404 });
  return church;
}

export async function loader(args: Route.LoaderArgs) {
  const church = await churchOf(args);
  const member = await optionalMember(args);
  const chosen = member ? member.homeChurchId === church.id : (await readCookie(args.request, "visitChurch")) === church.slug;
  return { church, page: await churchPage(getApp(args.context).db, church), chosen, member: member !== null };
}

export async function action(args: Route.ActionArgs) {
  const church = await churchOf(args);
  const app = getApp(args.context);
  const here = href("/igrejas/:slug", { slug: church.slug });
  if (await optionalMember(args)) {
    const member = await requireWritingMember(args);
    const moved = await setHomeChurch(app.db, member.id, church);
    return moved.ok ? redirect(here) : formError(moved.message, 409);
  }
  const cookie = await writeCookie("visitChurch", church.slug, { secure: secureCookies(args.request, app.config.PUBLIC_URL) });
  return redirect(here, { headers: { "Set-Cookie": cookie } });
}

export default function ChurchPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { church, page, chosen, member } = loaderData;
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to={href("/igrejas")}>Igrejas</BackLink>
      <PageHeader title={church.name} subtitle={church.city ?? undefined} />
      <AnswerNotice answer={answer} />
      <ChurchProfile page={page} city={church.city} chosen={chosen} member={member} />
    </div>
  );
}
