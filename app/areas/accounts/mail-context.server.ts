import type { RouterContextProvider } from "react-router";
import type { Logger } from "pino";
import { getApp } from "#app/platform/http/context.ts";
import { mailerFor, type Mailer } from "#app/platform/mail/mailer.server.ts";

/** What sending an account e-mail needs: the mailer, and the site's address its links start with. */
export interface AccountMail {
  mailer: Mailer;
  /** For work done after the answer (its errors have no request to fail). */
  logger: Logger;
  /** PUBLIC_URL when set (the Host of a request never chooses where a link points), else the request's own origin. */
  siteUrl: string;
}

export function accountMail({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }): AccountMail {
  const app = getApp(context);
  return {
    mailer: mailerFor(app.config, app.logger),
    logger: app.logger,
    siteUrl: (app.config.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, ""),
  };
}

/** An absolute link to one of the portal's pages, carrying a one-time token. */
export function tokenLink(mail: AccountMail, path: string, token: string): string {
  return `${mail.siteUrl}${path}?token=${token}`;
}
