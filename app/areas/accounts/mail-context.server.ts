import type { RouterContextProvider } from "react-router";
import type { Logger } from "pino";
import type { Config } from "#app/platform/config/config.ts";
import { getApp } from "#app/platform/http/context.ts";
import { mailerFor, type Mailer } from "#app/platform/mail/mailer.server.ts";

/** What sending an account e-mail needs: the mailer, and the site's address its links start with. */
export interface AccountMail {
  mailer: Mailer;
  /** For work done after the answer (its errors have no request to fail). */
  logger: Logger;
  /** PUBLIC_URL's origin: the Host of a request never chooses where a link points (decision 0041). */
  siteUrl: string;
}

/** The route's context: the request is not read, its Host never chooses a link's address. */
export function accountMail({ context }: { context: Readonly<RouterContextProvider> }): AccountMail {
  const app = getApp(context);
  return { mailer: mailerFor(app.config, app.logger), logger: app.logger, siteUrl: siteUrl(app.config) };
}

/**
 * The origin every absolute link starts with: PUBLIC_URL, which production requires and
 * `npm run dev` sets; without it no link is made rather than one from the request.
 */
function siteUrl(config: Config): string {
  if (!config.PUBLIC_URL) throw new Error("PUBLIC_URL não configurada: os links do portal só usam o endereço público configurado");
  return new URL(config.PUBLIC_URL).origin;
}

/** An absolute link to one of the portal's pages (its query kept), carrying a one-time token. */
export function tokenLink(mail: AccountMail, path: string, token: string): string {
  return `${mail.siteUrl}${path}${path.includes("?") ? "&" : "?"}token=${token}`;
}
