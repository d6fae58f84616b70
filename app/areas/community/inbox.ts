/**
 * The church's inbox at /admin/mensagens (decision 0047): the states a contact message or a
 * feedback goes through, the filters, and the reply links with a greeting in Portuguese. Pure
 * and free of the validation library, so the page can use it.
 */

/** A message is 'nova' until an admin marks it answered or archives it; either can be undone. */
export const INBOX_STATUSES = ["nova", "respondida", "arquivada"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = { nova: "Nova", respondida: "Respondida", arquivada: "Arquivada" };

/** What a message's buttons set it to, in the words of the button. */
export const INBOX_ACTIONS: Record<InboxStatus, string> = {
  nova: "Marcar como nova",
  respondida: "Marcar como respondida",
  arquivada: "Arquivar",
};

/** The page's filters (`?estado=`): one state, or all; new messages first. */
export const INBOX_FILTERS = ["nova", "respondida", "arquivada", "todas"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];
export const INBOX_FILTER_LABELS: Record<InboxFilter, string> = { nova: "Novas", respondida: "Respondidas", arquivada: "Arquivadas", todas: "Todas" };
export const DEFAULT_INBOX_FILTER: InboxFilter = "nova";

/** The filter an address asks for; anything else is the default. */
export function inboxFilter(asked: string | null): InboxFilter {
  return INBOX_FILTERS.find((f) => f === asked) ?? DEFAULT_INBOX_FILTER;
}

/** The state a filter lists, or null for every state. */
export function filterStatus(filter: InboxFilter): InboxStatus | null {
  return filter === "todas" ? null : filter;
}

/** A contact message (from /contato) or a feedback (from /feedback). */
export const INBOX_KINDS = ["contato", "feedback"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The state form's refusals. */
export const INBOX_MESSAGES = {
  gone: "Esta mensagem não existe mais. Recarregue a página.",
  badStatus: "Escolha o estado: nova, respondida ou arquivada.",
  badKind: "Ação desconhecida. Use os botões da página.",
  badFilter: "Filtro desconhecido. Use os filtros da página.",
} as const;

/** The page's address with a filter (the default one needs none). */
export function inboxHref(page: string, filter: InboxFilter): string {
  return filter === DEFAULT_INBOX_FILTER ? page : `${page}?estado=${filter}`;
}

/** The greeting a reply starts with, by the sender's first name. */
export function replyGreeting(name: string, kind: InboxKind): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  const hello = first ? `Olá, ${first}!` : "Olá!";
  return `${hello} ${kind === "contato" ? "Recebemos sua mensagem" : "Recebemos seu feedback"} pelo portal Lâmpada. `;
}

/** A reply by e-mail: the sender's address, a subject and the greeting, for the admin's mail program. */
export function replyMailto(email: string, name: string, kind: InboxKind): string {
  const subject = kind === "contato" ? "Sua mensagem pelo portal Lâmpada" : "Seu feedback pelo portal Lâmpada";
  // The address is encoded but its @, so nothing in it can add a header (?cc=…) to the link.
  const to = encodeURIComponent(email).replace("%40", "@");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(replyGreeting(name, kind))}`;
}

/**
 * The number wa.me takes (country code and number, digits only) from a phone as typed at
 * /contato: '+' and a country code kept as they are; a Brazilian number with its area code (10
 * or 11 digits, a leading trunk 0 dropped) gets 55; anything shorter names no one for sure: null.
 */
export function whatsAppNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return digits.length >= 8 && digits.length <= 15 ? digits : null;
  const national = digits.replace(/^0/, "");
  if (national.length === 10 || national.length === 11) return `55${national}`;
  if ((national.length === 12 || national.length === 13) && national.startsWith("55")) return national;
  return null;
}

/** A reply on WhatsApp with the greeting typed in, or null when the phone gives no number. */
export function replyWhatsApp(phone: string | null, name: string): string | null {
  const number = phone ? whatsAppNumber(phone) : null;
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(replyGreeting(name, "contato"))}` : null;
}
