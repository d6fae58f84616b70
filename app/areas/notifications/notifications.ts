import { z } from "zod";

/**
 * The member's notices ('Avisos') and the e-mails that go with them: a join request (to the
 * club's director or the group's leader), an item approved or returned (to the Pathfinder with an
 * account) and a new message on a group's wall (to the group). Pure: shared by server and page.
 */

export const NOTIFICATION_KINDS = {
  pedido: { label: "Pedidos para entrar no clube e novos membros no grupo", subject: "Novo pedido no Lâmpada" },
  aprovacao: { label: "Itens aprovados no clube", subject: "Item aprovado no clube" },
  devolucao: { label: "Itens devolvidos no clube", subject: "Item devolvido no clube" },
  mural: { label: "Novas mensagens no mural dos seus grupos", subject: "Nova mensagem no seu grupo" },
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_LIST = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** The notices list keeps the newest ones. */
export const NOTIFICATIONS_SHOWN = 50;

/** The settings form's checkbox for one kind: 'email-{kind}', sent as '1' when the e-mail stays on. */
export const mailField = (kind: NotificationKind) => `email-${kind}`;

/** The settings form: a checkbox per kind (a box left unticked is not sent: that e-mail turned off). */
export const notificationMailForm = z
  .strictObject(Object.fromEntries(NOTIFICATION_KIND_LIST.map((k) => [mailField(k), z.literal("1", "Valor inválido.").optional()])), {
    error: "Campo desconhecido. Use o formulário da página.",
  })
  .transform((fields) => NOTIFICATION_KIND_LIST.filter((k) => fields[mailField(k)] !== "1"));
