import { data, href, redirect } from "react-router";
import { FilterLinks } from "#app/components/ui/FilterLinks.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { AdminPage } from "#app/components/ui/AdminPage.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { withFlash } from "#app/platform/site/flash.ts";
import { actingChurchView } from "#app/areas/accounts/acting-church.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { recordAdminRead } from "#app/areas/accounts/admin-reads.store.server.ts";
import { inboxCounts, listInbox, setInboxStatus } from "#app/areas/community/community.store.server.ts";
import { FEEDBACK_KIND_LABELS, VISITOR_MESSAGE_KEEP_DAYS, type FeedbackKind } from "#app/areas/community/fields.ts";
import { inboxStatusForm } from "#app/areas/community/forms.ts";
import {
  filterStatus,
  INBOX_FILTER_LABELS,
  INBOX_FILTERS,
  INBOX_MESSAGES,
  inboxFilter,
  inboxHref,
  type InboxFilter,
} from "#app/areas/community/inbox.ts";
import { InboxCard } from "#app/areas/community/InboxCard.tsx";
import { Stars } from "#app/areas/community/Stars.tsx";
import type { Route } from "./+types/admin.mensagens";

/**
 * /admin/mensagens: what came through /contato and /feedback, by state (?estado=, new ones by
 * default), with replies by e-mail or WhatsApp and the buttons that mark a message answered or
 * archived (decision 0047). The office of the church acted for only (its own inbox); each read is recorded (who, what, when) and shown at
 * /admin/acessos.
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Mensagens recebidas") }, { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args, "office");
  const { user, church } = admin;
  const db = getApp(args.context).db;
  const filter = inboxFilter(new URL(args.request.url).searchParams.get("estado"));
  await recordAdminRead(db, church, user, `Mensagens de contato e feedbacks (/admin/mensagens, ${INBOX_FILTER_LABELS[filter]})`, new Date());
  const [inbox, counts] = [await listInbox(db, church, filterStatus(filter)), await inboxCounts(db, church)];
  return data({ acting: actingChurchView(admin), ...inbox, counts, filter }, { headers: ADMIN_HEADERS });
}

/** Puts one message or feedback in a state, then back to the filter it was shown under. */
export async function action(args: Route.ActionArgs) {
  const { church } = await requireAdmin(args, "office");
  const form = await parseForm(args.request, inboxStatusForm);
  if (!form.ok) return invalidForm(form);
  const { tipo, id, estado, filtro } = form.data;
  if (!(await setInboxStatus(getApp(args.context).db, church, tipo, id, estado))) return formError(INBOX_MESSAGES.gone, 404);
  return redirect(withFlash(inboxHref(href("/admin/mensagens"), filtro), `mensagem-${estado}`));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const filterLabel = (filter: InboxFilter, counts: Record<string, number>) =>
  filter === "todas"
    ? `${INBOX_FILTER_LABELS.todas} (${Object.values(counts).reduce((a, b) => a + b, 0)})`
    : `${INBOX_FILTER_LABELS[filter]} (${counts[filter] ?? 0})`;

export default function AdminMessages({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { messages, feedback, counts, filter } = loaderData;
  const labels = INBOX_FILTERS.map((f) => [f, filterLabel(f, counts)] as const);
  return (
    <AdminPage
      acting={loaderData.acting}
      width="4xl"
      title="Mensagens recebidas"
      subtitle="Mensagens de contato e feedbacks, dos mais novos para os mais antigos."
    >
      <section aria-labelledby="guardado" className="mb-6 rounded-xl border border-line p-4 text-sm text-muted">
        <h2 id="guardado" className="mb-1 font-bold text-fg">
          O que fica guardado e por quanto tempo
        </h2>
        <p>
          As mensagens de contato de visitantes (nome, e-mail, telefone e texto) são apagadas {VISITOR_MESSAGE_KEEP_DAYS} dias depois de chegarem; dos
          feedbacks de visitantes, depois de {VISITOR_MESSAGE_KEEP_DAYS} dias, ficam só o tipo, as estrelas e o texto, sem nome nem e-mail. O que
          membros enviam fica enquanto a conta existir e sai com ela. Marcar como respondida ou arquivar não apaga nada. Cada abertura desta página
          fica registrada em{" "}
          <PageLink to={href("/admin/acessos")} className="font-semibold underline">
            Acessos
          </PageLink>
          .
        </p>
      </section>
      {answer?.formError && (
        <div className="mb-4">
          <Notice tone="error">{answer.formError}</Notice>
        </div>
      )}
      {answer?.errors && Object.keys(answer.errors).length > 0 && (
        <div className="mb-4">
          <Notice tone="error">{Object.values(answer.errors).join(" ")}</Notice>
        </div>
      )}
      <FilterLinks
        label="Estado"
        options={labels.map(([, label]) => label)}
        current={filterLabel(filter, counts)}
        hrefOf={(label) => inboxHref(href("/admin/mensagens"), labels.find(([, l]) => l === label)![0])}
        className="mb-6"
      />
      <section aria-labelledby="contato" className="mb-10">
        <h2 id="contato" className="mb-3 text-xl font-bold">
          Contato ({messages.length})
        </h2>
        {messages.length === 0 ? (
          <p className="text-muted">Nenhuma mensagem {filter === "todas" ? "ainda" : "neste filtro"}.</p>
        ) : (
          <ul className="grid gap-3">
            {messages.map((m) => (
              <li key={m.id}>
                <InboxCard entry={{ ...m, kind: "contato" }} filter={filter} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="feedbacks">
        <h2 id="feedbacks" className="mb-3 text-xl font-bold">
          Feedbacks ({feedback.length})
        </h2>
        {feedback.length === 0 ? (
          <p className="text-muted">Nenhum feedback {filter === "todas" ? "ainda" : "neste filtro"}.</p>
        ) : (
          <ul className="grid gap-3">
            {feedback.map((f) => (
              <li key={f.id}>
                <InboxCard entry={{ ...f, kind: "feedback" }} filter={filter}>
                  <span className="rounded-full bg-accent-soft px-2 py-0.5 font-semibold">
                    {FEEDBACK_KIND_LABELS[f.kind as FeedbackKind] ?? f.kind}
                  </span>
                  <Stars lit={f.rating} label={`${f.rating} de 5 estrelas`} size="size-4" />
                </InboxCard>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}
