/**
 * Whom the portal's e-mails speak for: the church's name, added to the sender's display name, and
 * its contact e-mail as Reply-To (an answer to a 'nao-responda' message reaches the church). The
 * church's settings set it each time they are read (decision 0046); unset, e-mails go out as
 * MAIL_FROM alone. One church per process, so one value.
 */
export interface MailSender {
  name: string | null;
  replyTo: string | null;
}

let current: MailSender = { name: null, replyTo: null };

export function setMailSender(sender: MailSender): void {
  current = sender;
}

/** The From and Reply-To of every message: 'Lâmpada <x@y>' becomes 'Lâmpada — Igreja Central <x@y>'. */
export function senderHeaders(
  mailFrom: string,
  sender: MailSender = current,
): { from: string | { name: string; address: string }; replyTo?: string } {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  const from = sender.name && named ? { name: named[1] ? `${named[1]} — ${sender.name}` : sender.name, address: named[2]! } : mailFrom;
  return sender.replyTo ? { from, replyTo: sender.replyTo } : { from };
}
