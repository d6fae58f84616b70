import { Archive, CheckCheck, Inbox, Mail, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { shortMoment } from "#app/platform/site/intl-formats.ts";
import { CHURCH_TIME_ZONE } from "#app/platform/site/time-zone.ts";
import {
  INBOX_ACTIONS,
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  replyMailto,
  replyWhatsApp,
  type InboxFilter,
  type InboxKind,
  type InboxStatus,
} from "./inbox.ts";

const when = (iso: string) => shortMoment(iso, CHURCH_TIME_ZONE);

const STATUS_LOOK: Record<InboxStatus, string> = {
  nova: "bg-warning-soft text-warning",
  respondida: "bg-success-soft text-success",
  arquivada: "bg-subtle text-fg",
};

const STATUS_ICONS = { nova: Inbox, respondida: CheckCheck, arquivada: Archive } as const;

export interface InboxEntry {
  kind: InboxKind;
  id: string;
  status: InboxStatus;
  name: string;
  email: string;
  phone?: string | null;
  member: boolean;
  message: string;
  createdAt: string;
}

/**
 * One message or feedback in the inbox: who sent it, its state, its text; 'Responder' by e-mail
 * (and on WhatsApp when the phone names a number) with the greeting typed in, and the buttons that
 * change its state. A visitor's feedback whose name and e-mail were forgotten has no reply.
 */
export function InboxCard({ entry, filter, children }: { entry: InboxEntry; filter: InboxFilter; children?: ReactNode }) {
  const whatsApp = entry.email ? replyWhatsApp(entry.phone ?? null, entry.name) : null;
  const who = entry.name || "remetente apagado";
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 text-sm break-words text-muted">
          {entry.email ? (
            <>
              <span className="font-semibold text-fg">{entry.name}</span> · {entry.email}
            </>
          ) : (
            "Nome e e-mail apagados"
          )}
          {entry.phone && <> · {entry.phone}</>} · {entry.member ? "membro" : "visitante"}
        </p>
        <span className="flex flex-wrap items-center gap-2 text-sm">
          {children}
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_LOOK[entry.status]}`}>{INBOX_STATUS_LABELS[entry.status]}</span>
        </span>
      </div>
      <p className="mt-2 break-words whitespace-pre-line">{entry.message}</p>
      <p className="mt-2 text-xs text-muted">
        <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {entry.email && (
          <a href={replyMailto(entry.email, entry.name, entry.kind)} className={buttonClass("primary", "text-sm")}>
            <Mail className="size-4" aria-hidden="true" /> Responder por e-mail <span className="sr-only">a {who}</span>
          </a>
        )}
        {whatsApp && (
          <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "text-sm")}>
            <MessageCircle className="size-4" aria-hidden="true" /> Responder pelo WhatsApp{" "}
            <span className="sr-only">a {who} (abre em nova aba)</span>
          </a>
        )}
        {INBOX_STATUSES.filter((s) => s !== entry.status).map((status) => {
          const Icon = STATUS_ICONS[status];
          return (
            <Form method="post" key={status}>
              <input type="hidden" name="tipo" value={entry.kind} />
              <input type="hidden" name="id" value={entry.id} />
              <input type="hidden" name="filtro" value={filter} />
              <button type="submit" name="estado" value={status} className={buttonClass("ghost", "text-sm")}>
                <Icon className="size-4" aria-hidden="true" /> {INBOX_ACTIONS[status]} <span className="sr-only">: {who}</span>
              </button>
            </Form>
          );
        })}
      </div>
    </Card>
  );
}
