import { href, redirect } from "react-router";
import { requestTimeZone } from "#app/platform/http/cookies.server.ts";
import { withNotice } from "#app/platform/site/notices.ts";
import type { Requester } from "./auth.store.server.ts";
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

/** The redirect that follows a login (by password, link or a new password), holding the new session's cookie. */
export async function loggedInRedirect(request: Request, publicUrl: string | undefined, target: string, token: string): Promise<Response> {
  return redirect(target, { headers: { "Set-Cookie": await sessionCookie(token, secureCookies(request, publicUrl)) } });
}

/** Where the owner who just took an account over makes their password (the link's token in the address, the notice saying why). */
export function newPasswordPath(passwordToken: string): string {
  const url = new URL(withNotice(href("/redefinir-senha"), "crie-sua-senha"), "http://x");
  url.searchParams.set("token", passwordToken);
  return url.pathname + url.search;
}
