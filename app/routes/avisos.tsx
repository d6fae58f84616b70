import { data, href, redirect } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { requestTimeZone } from "#app/platform/http/cookies.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { withReturnPath } from "#app/areas/accounts/return-path.ts";
import { shortMoment } from "#app/platform/site/intl-formats.ts";
import { markNotificationsSeen, notificationsOf } from "#app/areas/notifications/notifications.store.server.ts";
import type { Route } from "./+types/avisos";

/** /avisos: the member's notices, newest first; opening the list marks them seen. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/avisos")) }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader(args: Route.LoaderArgs) {
  const user = await optionalMember(args);
  if (!user) throw redirect(withReturnPath(href("/login"), href("/avisos")));
  const { db } = getApp(args.context);
  const timeZone = await requestTimeZone(args.request);
  const notices = await notificationsOf(db, user.id);
  await markNotificationsSeen(db, user.id, new Date());
  return data(
    { notices: notices.map((n) => ({ id: n.id, text: n.text, link: n.link, when: shortMoment(n.createdAt, timeZone), isNew: !n.seen })) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function NoticesPage({ loaderData }: Route.ComponentProps) {
  const { notices } = loaderData;
  return (
    <section className="mx-auto grid max-w-2xl grid-cols-1 gap-4 wrap-anywhere">
      <PageHeader title="Avisos" subtitle="Pedidos, aprovações, devoluções e mensagens dos seus grupos." />
      <p className="text-sm">
        <PageLink to={`${href("/perfil")}?tab=settings`} className="font-semibold underline">
          Escolher o que chega por e-mail
        </PageLink>
      </p>
      {notices.length === 0 ? (
        <p className="text-muted">Nenhum aviso por enquanto.</p>
      ) : (
        <ul aria-label="Seus avisos" className="grid gap-2">
          {notices.map((n) => (
            <li key={n.id}>
              <Card className={n.isNew ? "border-brand-600" : ""}>
                <p>
                  {n.isNew && <strong className="mr-2 rounded bg-brand-700 px-1.5 py-0.5 text-xs text-on-accent">Novo</strong>}
                  <PageLink to={n.link} className="font-semibold underline">
                    {n.text}
                  </PageLink>
                </p>
                <p className="mt-1 text-sm text-muted">{n.when}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
