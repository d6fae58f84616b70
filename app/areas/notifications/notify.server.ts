import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { composeEmail } from "#app/areas/accounts/emails.ts";
import type { AccountMail } from "#app/areas/accounts/mail-context.server.ts";
import { NOTIFICATION_KINDS } from "./notifications.ts";
import { addNotifications, mailRecipients, type NewNotice } from "./notifications.store.server.ts";

/**
 * Tells members something happened: a notice in their 'Avisos' and, unless they turned that kind
 * off, an e-mail to a confirmed address. The e-mail is not waited for and never fails the action
 * that caused it (the mailer logs a failure); the link is the portal's own address (PUBLIC_URL).
 */
export async function notify(db: Kysely<Database>, mail: AccountMail, userIds: readonly string[], notice: NewNotice, now: Date): Promise<void> {
  const to = [...new Set(userIds)];
  if (to.length === 0) return;
  await addNotifications(db, to, notice, now);
  const url = `${mail.siteUrl}${notice.link}`;
  for (const member of await mailRecipients(db, to, notice.kind))
    void mail.mailer.send(
      composeEmail({
        to: member.email,
        name: member.name,
        subject: NOTIFICATION_KINDS[notice.kind].subject,
        lines: [notice.text],
        action: { label: "Abrir no Lâmpada", url },
        footer: "Você recebe este e-mail pelas suas escolhas em Meu Perfil › Configurações › Avisos por e-mail, onde pode desligá-lo.",
      }),
    );
}
