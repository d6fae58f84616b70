import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 for tests: it speaks the protocol nodemailer speaks to
 * any provider, parses each message with mailparser and keeps it.
 */
export interface ReceivedMail {
  to: string;
  /** The From and Reply-To headers as mailparser reads them ('Name <address>'). */
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpStandIn {
  url: string;
  mails: ReceivedMail[];
  /** Every message received so far for this address. */
  to(address: string): ReceivedMail[];
  stop(): Promise<void>;
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const rcpt of session.envelope.rcptTo)
            mails.push({
              to: rcpt.address,
              from: parsed.from?.text ?? "",
              replyTo: parsed.replyTo?.text ?? "",
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
            });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to: (address) => mails.filter((m) => m.to === address),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link an e-mail carries (the first address of the portal's own). */
export function linkIn(mail: ReceivedMail): string {
  const match = /https?:\/\/\S+token=[A-Za-z0-9_-]{43}/.exec(mail.text);
  if (!match) throw new Error(`no link in the e-mail '${mail.subject}'`);
  return match[0];
}
