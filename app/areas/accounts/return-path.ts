/**
 * Where a visitor goes back to after logging in, signing up or confirming their address (an
 * invitation they followed): carried as `?voltar=` through those pages. Only a path on this
 * site is kept — never another site's address (`//outro.site`, `https:…`, `/\outro.site`) —
 * so the parameter cannot send anyone elsewhere (no open redirect). Pure.
 */
export const RETURN_PARAM = "voltar";

const BASE = "http://lampada.invalid";
/** Pages a return to would loop or undo the login. */
const NOT_AFTER_LOGIN = new Set(["/login", "/sair", "/confirmar-email", "/entrar-com-link", "/redefinir-senha"]);

/** The value as a local path with its query, or null when it is anything else. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 500) return null;
  // One leading slash, then not a slash or backslash (a browser reads both as another host).
  if (!/^\/(?![/\\])/.test(value) || value.includes("\\") || [...value].some((ch) => ch <= "\u001f" || ch === "\u007f")) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || NOT_AFTER_LOGIN.has(url.pathname)) return null;
  return url.pathname + url.search;
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
