import { data } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { AdminPage } from "#app/components/ui/AdminPage.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { dateTimeFormat } from "#app/platform/site/intl-formats.ts";
import { CHURCH_TIME_ZONE } from "#app/platform/site/time-zone.ts";
import { actingChurchView } from "#app/areas/accounts/acting-church.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { listAdminReads } from "#app/areas/accounts/admin-reads.store.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/admin.acessos";

/** /admin/acessos: who among the admins read the church's personal data, what and when (most recent first). */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Acessos") }, { name: "robots", content: "noindex" }];

const SHOWN = 500;

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args, "office");
  const { church } = admin;
  const reads = await listAdminReads(getApp(args.context).db, church, SHOWN);
  return data({ acting: actingChurchView(admin), reads }, { headers: ADMIN_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const when = (iso: string) => dateTimeFormat("pt-BR", { timeZone: CHURCH_TIME_ZONE, dateStyle: "short", timeStyle: "medium" }).format(new Date(iso));

export default function AdminReads({ loaderData }: Route.ComponentProps) {
  const { reads } = loaderData;
  return (
    <AdminPage
      acting={loaderData.acting}
      width="4xl"
      title="Acessos"
      subtitle={`Cada leitura de dados pessoais por quem administra o portal, das mais novas para as mais antigas (até ${SHOWN}).`}
    >
      {reads.length === 0 ? (
        <p className="text-muted">Nenhum acesso registrado ainda.</p>
      ) : (
        <Card>
          <ul className="divide-y divide-line">
            {reads.map((r, i) => (
              <li key={i} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
                <time dateTime={r.readAt} className="text-sm text-muted">
                  {when(r.readAt)}
                </time>
                <p className="break-words">
                  <span className="font-semibold">{r.email}</span> leu {r.what}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </AdminPage>
  );
}
