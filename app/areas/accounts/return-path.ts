import { safeLocalPath } from "#app/platform/site/redirects.ts";

/**
 * Where a visitor goes back to after logging in, signing up, confirming their address, making
 * their own password or following a sign-in link (an invitation they followed, a page that asked
 * them to log in): carried as `?voltar=` through those pages and the e-mailed links. The one
 * local-path check (safeLocalPath) decides, so the parameter cannot send anyone elsewhere (no
 * open redirect), and pages that would loop or undo the login are refused too. Pure.
 */
export const RETURN_PARAM = "voltar";

const BASE = "http://lampada.invalid";
/** Pages a return to would loop or undo the login. */
const NOT_AFTER_LOGIN = new Set(["/login", "/sair", "/confirmar-email", "/entrar-com-link", "/redefinir-senha"]);

/** The value as a local path with its query, or null when it is anything else. */
export function safeReturnPath(value: unknown): string | null {
  const path = safeLocalPath(value, 500);
  if (path === null || NOT_AFTER_LOGIN.has(new URL(path, BASE).pathname)) return null;
  return path;
}

/** A path with the return path added to its query (unchanged when there is none). */
export function withReturnPath(path: string, back: string | null): string {
  if (!back) return path;
  const url = new URL(path, BASE);
  url.searchParams.set(RETURN_PARAM, back);
  return url.pathname + url.search;
}

/** The return path a page's address carries, checked. */
export function returnPathOf(address: string): string | null {
  return safeReturnPath(new URL(address, BASE).searchParams.get(RETURN_PARAM));
}
