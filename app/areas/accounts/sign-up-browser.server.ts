import { randomBytes } from "node:crypto";
import { readCookie, writeCookie } from "#app/platform/http/cookies.server.ts";
import { hashToken } from "./session.store.server.ts";
import { TOKEN_LIFETIMES_MS } from "./tokens.ts";

/**
 * The browser that signed up (decision 0043, amended for issue 45). Sign-up logs no one in, so
 * the browser gets a random key in an HttpOnly cookie for as long as the confirmation link lasts,
 * and the link keeps the key's SHA-256. Following the link in that browser proves both the address
 * and that this is the person who chose the password: it is kept and they are signed in. Every
 * sign-up answer sets a fresh key, whether or not the address was free, so the answer says nothing.
 */

const MAX_AGE_S = TOKEN_LIFETIMES_MS["confirm-email"] / 1000;

export function newSignUpBrowserKey(): string {
  return randomBytes(32).toString("base64url");
}

/** What the confirmation link keeps of the key. */
export function signUpBrowserHash(key: string): string {
  return hashToken(key);
}

/** Whether this browser's key is the one a link was bound to. */
export function isSignUpBrowser(key: string | null, boundHash: string | null): boolean {
  return key !== null && boundHash !== null && signUpBrowserHash(key) === boundHash;
}

export function readSignUpBrowserKey(request: Request): Promise<string | null> {
  return readCookie(request, new URL(request.url).protocol === "https:" ? "hostSignUpBrowser" : "signUpBrowser");
}

/** The Set-Cookie value holding the key (Secure and `__Host-` where the session cookie is). */
export function signUpBrowserCookie(key: string, secure: boolean): Promise<string> {
  return writeCookie(secure ? "hostSignUpBrowser" : "signUpBrowser", key, { maxAge: MAX_AGE_S });
}

/** Once the link is used the key has done its work. */
export function clearedSignUpBrowserCookie(secure: boolean): Promise<string> {
  return writeCookie(secure ? "hostSignUpBrowser" : "signUpBrowser", "", { maxAge: 0 });
}
