import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "#app/platform/config/config.ts";
import type { MailMessage } from "./mail-message.ts";
import { senderHeaders } from "./mail-sender.ts";

/**
 * The one mailer: nodemailer over SMTP_URL; without it (the embedded default) each message
 * is built the same way and written to the log and, as an .eml file, to MAIL_OUTBOX_DIR, so
 * `npm run dev` shows its links. Sending never fails the request that asked for it: an
 * error is logged and the member can ask again.
 */
export interface Mailer {
  /** Resolves when the message is handed over (or the failure logged); never rejects. */
  send(message: MailMessage): Promise<void>;
}

const LINK = /https?:\/\/\S+/g;

function createMailer(config: Config, logger: Logger): Mailer {
  const smtp: Transporter | null = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const outbox: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const outboxDir = resolve(config.MAIL_OUTBOX_DIR);
  return {
    async send(message) {
      const mail = { ...senderHeaders(config.MAIL_FROM), ...message };
      try {
        if (smtp) {
          await smtp.sendMail(mail);
          logger.info({ to: message.to, subject: message.subject }, "e-mail sent");
          return;
        }
        const built = (await outbox.sendMail(mail)) as { message: Buffer };
        await mkdir(outboxDir, { recursive: true });
        const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
        await writeFile(file, built.message);
        const links = message.text.match(LINK) ?? [];
        logger.info(
          { to: message.to, subject: message.subject, links, file },
          `e-mail not sent (no SMTP_URL), kept in ${file}${links.length ? `; its link: ${links.join(" ")}` : ""}`,
        );
      } catch (error) {
        logger.error({ err: error, to: message.to, subject: message.subject }, "e-mail could not be sent");
      }
    },
  };
}

const mailers = new WeakMap<Config, Mailer>();

/** The process's mailer for this configuration (one SMTP connection pool per configuration). */
export function mailerFor(config: Config, logger: Logger): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = createMailer(config, logger);
    mailers.set(config, mailer);
  }
  return mailer;
}
