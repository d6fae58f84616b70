import { numberFormat } from "#app/platform/site/intl-formats.ts";
/**
 * The contact and feedback forms' fields: limits and messages, free of the
 * validation library so the pages can show them without loading it.
 */
export { EMAIL_MAX, NAME_MAX } from "#app/areas/accounts/fields.ts";
export const PHONE_MAX = 30;
export const MESSAGE_MAX = 2000;
/** A visitor's contact message (name, e-mail, phone) is deleted this many days after it came. */
export const VISITOR_MESSAGE_KEEP_DAYS = 180;

/** How long 'Mensagem Enviada!' and the feedback thank-you stay before the form clears. */
export const CONFIRMATION_MS = 3000;

export const FEEDBACK_KINDS = ["sugestao", "bug", "elogio"] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

export const FEEDBACK_KIND_LABELS: Record<FeedbackKind, string> = {
  sugestao: "Sugestão",
  bug: "Problema (bug)",
  elogio: "Elogio",
};

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 5;

export const COMMUNITY_MESSAGES = {
  contactSent: "Mensagem Enviada!",
  feedbackSent: "Obrigado pelo seu feedback!",
  emptyMessage: "Escreva sua mensagem.",
  badKind: "Escolha o tipo: sugestão, bug ou elogio.",
  badRating: `Escolha de ${RATING_MIN} a ${RATING_MAX} estrelas.`,
  badPhone: "Informe um telefone só com números, espaços, parênteses, + ou -.",
} as const;

/** The average rating shown with one decimal (4,5), or null before the first feedback. */
export function averageRating(total: number, count: number): number | null {
  return count > 0 ? Math.round((total / count) * 10) / 10 : null;
}

/** How many of the five stars are lit for an average: rounded to the nearest whole star. */
export function litStars(average: number | null): number {
  return average === null ? 0 : Math.min(RATING_MAX, Math.max(0, Math.round(average)));
}

/** 4.5 → "4,5" (pt-BR). */
export function formatRating(average: number): string {
  return numberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** The mail link the contact page offers after sending, pre-filled with what was typed. */
export function contactMailto(to: string, input: { nome: string; email: string; telefone?: string | null; mensagem: string }): string {
  const body = [`Nome: ${input.nome}`, `Email: ${input.email}`, input.telefone ? `Telefone: ${input.telefone}` : null, "", input.mensagem]
    .filter((line) => line !== null)
    .join("\n");
  return `mailto:${to}?subject=${encodeURIComponent(`Contato pelo Lâmpada — ${input.nome}`)}&body=${encodeURIComponent(body)}`;
}

/** The WhatsApp link with the preset greeting. */
const WHATSAPP_GREETING = "Olá! Vim pelo portal Lâmpada e gostaria de conversar.";

export function whatsAppContactUrl(number: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(WHATSAPP_GREETING)}`;
}

/** 5511987654321 → "+55 (11) 98765-4321"; other lengths as "+<digits>". */
export function formatPhone(number: string): string {
  const match = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(number);
  return match ? `+55 (${match[1]}) ${match[2]}-${match[3]}` : `+${number}`;
}
