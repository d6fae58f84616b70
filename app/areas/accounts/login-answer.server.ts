import { href, redirect } from "react-router";
import { requestTimeZone } from "#app/platform/http/cookies.server.ts";
import { withFlash, type FlashKey } from "#app/platform/site/flash.ts";
import { withCelebrations } from "#app/areas/gamification/celebrations-url.server.ts";
import { MERGED_PARAM, MERGED_VALUE } from "./after-redirect.ts";
import type { OpenedSession, Requester } from "./auth.store.server.ts";
import { withReturnPath } from "./return-path.ts";
import { readSessionToken, secureCookies, sessionCookie } from "./session.store.server.ts";

/** Who is logging in: the client's address, the browser's zone and device, the session it already has. */
export async function requesterOf(request: Request, address: string): Promise<Requester> {
  return {
    address,
    timeZone: await requestTimeZone(request),
    userAgent: request.headers.get("user-agent"),
    sessionToken: await readSessionToken(request),
  };
}

/** The redirect that follows a login (by password, link or a new password), holding the new session's cookie and any other given. */
export async function loggedInRedirect(
  request: Request,
  publicUrl: string | undefined,
  target: string,
  token: string,
  otherCookies: string[] = [],
): Promise<Response> {
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionCookie(token, secureCookies(request, publicUrl)));
  for (const cookie of otherCookies) headers.append("Set-Cookie", cookie);
  return redirect(target, { headers });
}

/**
 * Where every way in ends (login, confirmation, a new password, a sign-in link): the page the
 * visitor was going to — `back`, already a checked return path — or the home, with the notice and
 * what the login paid, and the flag that clears the merged visitor lists.
 */
export function afterLoginPath(session: Pick<OpenedSession, "earned" | "merged">, back: string | null, notice: FlashKey = "entrou"): string {
  return withCelebrations(withFlash(back ?? href("/"), notice), session.earned) + (session.merged ? `&${MERGED_PARAM}=${MERGED_VALUE}` : "");
}

/**
 * Where the owner who just took an account over makes their password (the link's token in the
 * address, the notice saying why, the page they were going to carried on).
 */
export function newPasswordPath(passwordToken: string, back: string | null): string {
  const url = new URL(withReturnPath(withFlash(href("/redefinir-senha"), "crie-sua-senha"), back), "http://x");
  url.searchParams.set("token", passwordToken);
  return url.pathname + url.search;
}
