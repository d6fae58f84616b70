import { href, type RouterContextProvider } from "react-router";
import type { MailMessage } from "#app/platform/mail/mail-message.ts";
import { getApp } from "#app/platform/http/context.ts";
import { accountMail } from "#app/areas/accounts/mail-context.server.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { churchSettings } from "./church-settings.server.ts";

/**
 * Tells the church of the visit (the one the message was kept for) a message came in: to its contact e-mail, when it has one and the admins keep
 * 'Avisar por e-mail' on (decision 0056). Read fresh, so a switched-off alert stops at once. The
 * message is handed to the mailer after the answer is sent: a slow mail server never delays
 * the visitor, and the mailer logs a failure instead of failing the request.
 */
export async function mailTheChurch(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  compose: (to: string, inboxUrl: string) => MailMessage,
): Promise<void> {
  const app = getApp(args.context);
  const settings = await churchSettings(app, await churchOfVisit(args), { fresh: true });
  if (!settings.email || !settings.notifyMessages) return;
  const mail = accountMail(args);
  void mail.mailer.send(compose(settings.email, `${mail.siteUrl}${href("/admin/mensagens")}`));
}
