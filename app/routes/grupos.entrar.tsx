import { data, Form, href, redirect } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { formError, parseForm } from "#app/platform/http/forms.server.ts";
import { refuseTooManyPosts } from "#app/platform/limits/limited-form.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { findGroup, groupOfInvite, joinByInvite } from "#app/areas/small-groups/small-groups.store.server.ts";
import { tellLeaderOfMember } from "#app/areas/small-groups/group-notices.server.ts";
import { SIGN_UP_PATH } from "#app/areas/accounts/auth-mode.ts";
import { safeReturnPath, withReturnPath } from "#app/areas/accounts/return-path.ts";
import { GROUP_MESSAGES, joinForm, meetingLine } from "#app/areas/small-groups/small-groups.ts";
import type { Route } from "./+types/grupos.entrar";

const INVITE_GONE = "Este convite não é válido ou expirou. Peça a quem lidera o grupo um link novo.";

const JOIN_REFUSALS = {
  unknown: [INVITE_GONE, 404],
  full: [GROUP_MESSAGES.full, 409],
  "too-many": [GROUP_MESSAGES.tooManyGroups, 409],
} as const;

/**
 * /grupos/entrar?token=…: the page an invite link opens. It names the group, its leader and
 * when it meets to anyone holding the link, before they log in (the token is the secret, as for
 * joining); a member joins with one button (POST), a visitor logs in or signs up first.
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const token = url.searchParams.get("token") ?? "";
  const user = await optionalMember(args);
  const group = await groupOfInvite(getApp(args.context).db, await churchOfVisit(args), token, new Date());
  const page = {
    member: user !== null,
    token: user ? token : "",
    group: group ? { name: group.name, description: group.description, leader: group.leader, meeting: meetingLine(group.meeting) } : null,
    // A visitor logs in or signs up and comes back here (a local path only).
    back: user ? null : safeReturnPath(url.pathname + url.search),
  };
  // Without a link there is nothing to refuse: the page says where an invitation comes from.
  return group || token === "" ? { ...page, noLink: token === "" } : data({ ...page, noLink: false }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/grupos/entrar")) }, { name: "robots", content: "noindex" }];

/** Joining, counted per member by the one limiter (a guessed token costs a try like a real one). */
export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const refused = await refuseTooManyPosts(args.context, LIMITS.groupJoinsPerMember, user.id);
  if (refused) return refused;
  const form = await parseForm(args.request, joinForm);
  if (!form.ok) return formError(INVITE_GONE, 400);
  const now = new Date();
  const { db } = getApp(args.context);
  const church = await churchOfVisit(args);
  const joined = await joinByInvite(db, church, form.data.token, user.id, now);
  if (joined.status === "joined") {
    const group = await findGroup(db, church, joined.groupId);
    if (group) await tellLeaderOfMember(args, church, group, user.name, now);
  }
  if (joined.status === "joined" || joined.status === "already") return redirect(href("/grupos/:grupo", { grupo: joined.groupId }));
  const [message, status] = JOIN_REFUSALS[joined.status];
  return formError(message, status);
}

/** The group as the invitation shows it: name, description, leader, when it meets. */
function InvitedGroup({ group }: { group: NonNullable<Route.ComponentProps["loaderData"]["group"]> }) {
  return (
    <>
      <h2 className="text-xl font-bold">{group.name}</h2>
      {group.description && <p className="mt-1 text-muted">{group.description}</p>}
      {group.leader && <p className="mt-2">Quem lidera: {group.leader}</p>}
      {group.meeting && <p className="mt-1">Encontro: {group.meeting}</p>}
    </>
  );
}

export default function JoinGroup({ loaderData: page, actionData }: Route.ComponentProps) {
  const error = actionData?.formError;
  return (
    <div className="mx-auto max-w-xl [overflow-wrap:anywhere]">
      <PageHeader title="Convite para um grupo" />
      {error && (
        <div className="mb-4">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
      {!page.group && page.noLink ? (
        <Notice tone="info">Para entrar num pequeno grupo, abra o link de convite que quem lidera o grupo enviou para você.</Notice>
      ) : !page.group ? (
        <Notice tone="error">{INVITE_GONE}</Notice>
      ) : !page.member ? (
        <Card>
          <InvitedGroup group={page.group} />
          <p className="mt-3 mb-3">Para participar do grupo, entre na sua conta ou crie uma. Depois você volta direto para este convite.</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={withReturnPath(href("/login"), page.back)}>Entrar</ButtonLink>
            <ButtonLink to={withReturnPath(SIGN_UP_PATH, page.back)} variant="secondary">
              Criar conta
            </ButtonLink>
          </div>
        </Card>
      ) : (
        <Card>
          <InvitedGroup group={page.group} />
          <p className="mt-3">Ao participar, o grupo vê seu nome e, se você quiser, quando você lê o dia do plano.</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="token" value={page.token} />
            <Button type="submit">Participar do grupo</Button>
          </Form>
        </Card>
      )}
    </div>
  );
}
