import { z } from "zod";

/**
 * The member's notices ('Avisos') and the e-mails that go with them: a join request (to the
 * club's director or the group's leader), an item approved or returned (to the Pathfinder with an
 * account) and a new message on a group's wall (to the group). Pure: shared by server and page.
 */

export const NOTICE_KINDS = {
  pedido: { label: "Pedidos para entrar no clube e novos membros no grupo", subject: "Novo pedido no Lâmpada" },
  aprovacao: { label: "Itens aprovados no clube", subject: "Item aprovado no clube" },
  devolucao: { label: "Itens devolvidos no clube", subject: "Item devolvido no clube" },
  mural: { label: "Novas mensagens no mural dos seus grupos", subject: "Nova mensagem no seu grupo" },
} as const;
export type NoticeKind = keyof typeof NOTICE_KINDS;
export const NOTICE_KIND_LIST = Object.keys(NOTICE_KINDS) as NoticeKind[];

/** The notices list keeps the newest ones. */
export const NOTICES_SHOWN = 50;

/** The settings form's checkbox for one kind: 'email-{kind}', sent as '1' when the e-mail stays on. */
export const mailField = (kind: NoticeKind) => `email-${kind}`;

/** The settings form: a checkbox per kind (a box left unticked is not sent: that e-mail turned off). */
export const noticeMailForm = z
  .strictObject(Object.fromEntries(NOTICE_KIND_LIST.map((k) => [mailField(k), z.literal("1", "Valor inválido.").optional()])), {
    error: "Campo desconhecido. Use o formulário da página.",
  })
  .transform((fields) => NOTICE_KIND_LIST.filter((k) => fields[mailField(k)] !== "1"));
