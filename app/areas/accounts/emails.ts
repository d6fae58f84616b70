import type { MailMessage } from "#app/platform/mail/mail-message.ts";

/**
 * The account e-mails, in Portuguese, as HTML and plain text: short and kind, one link at
 * most, and a line for whoever did not ask for it. Pure: the caller gives the link.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

interface Parts {
  to: string;
  subject: string;
  /** Null greets without a name (to an address whose account's name a stranger may have typed). */
  name: string | null;
  lines: string[];
  action?: { label: string; url: string };
  footer: string;
}

export function composeEmail({ to, subject, name, lines, action, footer }: Parts): MailMessage {
  const greeting = name === null ? "Olá!" : `Olá, ${name}!`;
  const text = [greeting, "", ...lines, ...(action ? ["", `${action.label}: ${action.url}`] : []), "", footer, "", "Lâmpada"].join("\n");
  const paragraphs = lines.map((l) => `<p style="margin:0 0 12px">${escapeHtml(l)}</p>`).join("");
  const button = action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 12px;font-size:13px;color:#4b5563">Se o botão não abrir, copie este endereço no navegador:<br>${escapeHtml(action.url)}</p>`
    : "";
  const html =
    `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#111827;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">` +
    `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>${paragraphs}${button}` +
    `<p style="margin:20px 0 0;font-size:13px;color:#4b5563">${escapeHtml(footer)}</p>` +
    `<p style="margin:12px 0 0;font-size:13px;color:#4b5563">Lâmpada</p></body></html>`;
  return { to, subject, text, html };
}

const NOT_YOU = "Se não foi você, pode ignorar esta mensagem.";

export function confirmSignUpEmail(to: string, name: string, url: string): MailMessage {
  return composeEmail({
    to,
    name,
    subject: "Confirme seu e-mail no Lâmpada",
    lines: ["Que alegria ter você no Lâmpada!", "Para confirmar que este e-mail é seu, use o link abaixo. Ele vale por 48 horas."],
    action: { label: "Confirmar meu e-mail", url },
    footer: NOT_YOU,
  });
}

export function confirmNewEmail(to: string, name: string, url: string): MailMessage {
  return composeEmail({
    to,
    name,
    subject: "Confirme seu novo e-mail no Lâmpada",
    lines: [
      "Você pediu para usar este e-mail na sua conta do Lâmpada.",
      "A troca só vale depois que você confirmar pelo link abaixo. Ele vale por 48 horas.",
    ],
    action: { label: "Confirmar novo e-mail", url },
    footer: NOT_YOU,
  });
}

export function emailChangeNotice(to: string, name: string, newEmail: string): MailMessage {
  return composeEmail({
    to,
    name,
    subject: "Pedido de troca do e-mail da sua conta",
    lines: [
      `Recebemos um pedido para trocar o e-mail da sua conta no Lâmpada para ${newEmail}.`,
      "A troca só acontece quando o novo endereço for confirmado.",
    ],
    footer: "Se não foi você, entre na sua conta, troque sua senha e saia de todos os dispositivos.",
  });
}

export function resetPasswordEmail(to: string, name: string, url: string): MailMessage {
  return composeEmail({
    to,
    name,
    subject: "Redefinir sua senha do Lâmpada",
    lines: ["Recebemos um pedido para redefinir a senha da sua conta.", "O link abaixo vale por 1 hora e pode ser usado uma única vez."],
    action: { label: "Criar nova senha", url },
    footer: `${NOT_YOU} Sua senha continua a mesma.`,
  });
}

export function passwordChangedNotice(to: string, name: string): MailMessage {
  return composeEmail({
    to,
    name,
    subject: "Sua senha do Lâmpada foi alterada",
    lines: ["A senha da sua conta no Lâmpada acabou de ser alterada."],
    footer: "Se não foi você, use 'Esqueci minha senha' na página de entrada para criar outra agora mesmo.",
  });
}

export function signInLinkEmail(to: string, name: string, url: string): MailMessage {
  return composeEmail({
    to,
    name,
    subject: "Seu link de acesso ao Lâmpada",
    lines: [
      "Houve muitas tentativas de senha na sua conta, então a entrada por senha está pausada por enquanto.",
      "Use o link abaixo para entrar. Ele vale por 15 minutos e pode ser usado uma única vez.",
    ],
    action: { label: "Entrar no Lâmpada", url },
    footer: "Se não foi você que tentou entrar, considere trocar sua senha depois de entrar.",
  });
}

/** A sign-up for an address that has an account: the owner is told and gets a sign-in link that claims it. */
export function signUpAgainEmail(to: string, url: string): MailMessage {
  return composeEmail({
    to,
    name: null,
    subject: "Você já tem uma conta no Lâmpada",
    lines: [
      "Alguém, talvez você, tentou criar uma conta no Lâmpada com este e-mail, mas ele já tem uma conta.",
      "Se foi você, entre pelo link abaixo. Ele vale por 15 minutos e pode ser usado uma única vez.",
      "Se a conta foi criada por outra pessoa com o seu e-mail, ela passa a ser só sua quando você entra pelo link: a senha que essa pessoa escolheu deixa de valer, os aparelhos dela saem da conta e você cria a sua senha.",
    ],
    action: { label: "Entrar no Lâmpada", url },
    footer: "Se não foi você, pode ignorar esta mensagem: nada muda na sua conta.",
  });
}

/** A member asked to move their account to an address another account holds: its owner is told, nothing changes. */
export function emailInUseNotice(to: string): MailMessage {
  return composeEmail({
    to,
    name: null,
    subject: "Pedido para usar o seu e-mail em outra conta",
    lines: [
      "Alguém pediu para usar este e-mail em outra conta do Lâmpada.",
      "Como ele já é o e-mail da sua conta, nada foi mudado: sua conta continua como estava.",
    ],
    footer: "Se foi você, entre na sua conta com este e-mail. Se não foi, pode ignorar esta mensagem.",
  });
}
