import { pino } from "pino";
import type { AccountMail } from "#app/areas/accounts/mail-context.server.ts";
import type { MailMessage } from "#app/platform/mail/mail-message.ts";

/** A mailer for storage tests that keeps what it is given, so a test can read the link an e-mail carries. */
export function keptMail(): AccountMail & { sent: MailMessage[]; lastToken(): string } {
  const sent: MailMessage[] = [];
  return {
    sent,
    siteUrl: "http://lampada.test",
    logger: pino({ level: "silent" }),
    mailer: { send: async (m) => void sent.push(m) },
    lastToken: () => /token=([A-Za-z0-9_-]{43})/.exec(sent.at(-1)!.text)![1]!,
  };
}
