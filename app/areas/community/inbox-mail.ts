import type { MailMessage } from "#app/platform/mail/mail-message.ts";
import { composeEmail } from "#app/areas/accounts/emails.ts";
import { FEEDBACK_KIND_LABELS, type FeedbackKind } from "./fields.ts";
import { plural } from "#app/platform/site/count.ts";

/**
 * The e-mail that tells the church a contact message or feedback came in: who sent it, what
 * they wrote, a link to /admin/mensagens, and a Reply-To of the sender, so answering the e-mail
 * writes to them. Pure: the caller gives the church's address and the inbox's link.
 */
export type InboxArrival =
  | { kind: "contato"; nome: string; email: string; telefone: string | null; mensagem: string }
  | { kind: "feedback"; nome: string; email: string; tipo: FeedbackKind; avaliacao: number; mensagem: string };

export function inboxArrivalEmail(to: string, arrival: InboxArrival, inboxUrl: string): MailMessage {
  const contact = arrival.kind === "contato";
  const details = contact
    ? [`De: ${arrival.nome} <${arrival.email}>`, ...(arrival.telefone ? [`Telefone: ${arrival.telefone}`] : [])]
    : [
        `De: ${arrival.nome} <${arrival.email}>`,
        `Tipo: ${FEEDBACK_KIND_LABELS[arrival.tipo]} · Avaliação: ${arrival.avaliacao} de 5 ${plural(arrival.avaliacao, "estrela", "estrelas")}`,
      ];
  const message = composeEmail({
    to,
    name: null,
    subject: contact ? `Nova mensagem de contato: ${arrival.nome}` : `Novo feedback: ${arrival.nome}`,
    lines: [
      contact ? "Chegou uma mensagem pelo formulário de contato do portal." : "Chegou um feedback pelo portal.",
      ...details,
      ...arrival.mensagem.split("\n"),
    ],
    action: { label: "Ver em Mensagens", url: inboxUrl },
    footer: `Responda a este e-mail para escrever a ${arrival.nome}. Para não receber estes avisos, desmarque a opção em Dados da igreja.`,
  });
  return { ...message, replyTo: arrival.email };
}
