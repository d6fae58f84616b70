import { SESSION_COOKIE } from "#app/areas/accounts/session.store.server.ts";
import { encodeCookieValue } from "#app/platform/site/cookie-value.ts";

/** The session cookie's value as the server writes it (React Router's cookie format). */
export const sessionCookieValue = (token: string) => encodeCookieValue(token);

/** `name=value` for a Cookie header carrying a session token. */
export const sessionCookiePair = (token: string) => `${SESSION_COOKIE}=${sessionCookieValue(token)}`;
