import { data } from "react-router";
import { Card } from "#app/components/ui/Card.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { dateTimeFormat } from "#app/platform/site/intl-formats.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { recordAdminRead } from "#app/areas/accounts/admin-reads.store.server.ts";
import { listInbox } from "#app/areas/community/community.store.server.ts";
import { FEEDBACK_KIND_LABELS, VISITOR_MESSAGE_KEEP_DAYS, type FeedbackKind } from "#app/areas/community/fields.ts";
import { Stars } from "#app/areas/community/Stars.tsx";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/admin.mensagens";

/** /admin/mensagens: only for accounts holding the admin role; each read is recorded (who, what, when) and shown at /admin/acessos. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Mensagens recebidas") }, { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args);
  const app = getApp(args.context);
  await recordAdminRead(app.db, admin, "Mensagens de contato e feedbacks (/admin/mensagens)", new Date());
  return data(await listInbox(app.db), { headers: ADMIN_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const when = (iso: string) =>
  dateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" }).format(new Date(iso));

function Sender({ name, email, phone, member }: { name: string; email: string; phone?: string | null; member: boolean }) {
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300">
      {email ? (
        <>
          <span className="font-semibold text-gray-900 dark:text-gray-100">{name}</span> ·{" "}
          <a href={`mailto:${email}`} className="underline">
            {email}
          </a>
        </>
      ) : (
        "Nome e e-mail apagados"
      )}
      {phone && <> · {phone}</>} · {member ? "membro" : "visitante"}
    </p>
  );
}

/** What visitors and members sent, newest first (read-only). */
export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { messages, feedback } = loaderData;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Mensagens recebidas" subtitle="Mensagens de contato e feedbacks, dos mais novos para os mais antigos." />
      <section aria-labelledby="contato" className="mb-10">
        <h2 id="contato" className="mb-3 text-xl font-bold">
          Contato ({messages.length})
        </h2>
        <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">
          As mensagens de visitantes, com nome, e-mail e telefone, são apagadas {VISITOR_MESSAGE_KEEP_DAYS} dias depois de chegarem; dos feedbacks de
          visitantes ficam só o tipo, as estrelas e o texto.
        </p>
        {messages.length === 0 ? (
          <p className="text-gray-700 dark:text-gray-300">Nenhuma mensagem ainda.</p>
        ) : (
          <ul className="grid gap-3">
            {messages.map((m) => (
              <li key={m.id}>
                <Card>
                  <Sender name={m.name} email={m.email} phone={m.phone} member={m.member} />
                  <p className="mt-2 whitespace-pre-line">{m.message}</p>
                  <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">
                    <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
                  </p>
                </Card>
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
          <p className="text-gray-700 dark:text-gray-300">Nenhum feedback ainda.</p>
        ) : (
          <ul className="grid gap-3">
            {feedback.map((f) => (
              <li key={f.id}>
                <Card>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Sender name={f.name} email={f.email} member={f.member} />
                    <span className="flex items-center gap-2 text-sm">
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold dark:bg-gray-700">
                        {FEEDBACK_KIND_LABELS[f.kind as FeedbackKind] ?? f.kind}
                      </span>
                      <Stars lit={f.rating} label={`${f.rating} de 5 estrelas`} size="size-4" />
                    </span>
                  </div>
                  <p className="mt-2 whitespace-pre-line">{f.message}</p>
                  <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">
                    <time dateTime={f.createdAt}>{when(f.createdAt)}</time>
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
