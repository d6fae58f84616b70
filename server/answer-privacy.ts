import { SESSION_COOKIE } from "#app/areas/accounts/session.store.server.ts";

/**
 * The one rule for the answers no shared cache may keep, applied to every answer React Router
 * gives (server/react-router-handler.ts), so no route can forget it:
 * - an address that carries a token (the e-mailed links: /redefinir-senha, /entrar-com-link,
 *   /confirmar-email; a small group's invite, /grupos/entrar) is `no-store`, whoever asks, and
 *   the service worker never keeps it either (offline-rules.ts, isNeverKept);
 * - a member's pages and navigation data are `private, no-store`, set where the session is
 *   known (app/entry.server.tsx); any other answer to a request with a session cookie — files,
 *   CSV, JSON from resource routes — that does not say how it may be cached is
 *   `private, no-store` too. A page or navigation data is left to entry.server.tsx: a visitor's
 *   answer (a cookie whose session ended) must stay public, as the service worker reads it as
 *   'signed out' (decision 0017).
 * Null when the answer's own Cache-Control stands.
 */
export function privateCacheControl(answer: {
  query: URLSearchParams;
  cookie: string | null;
  contentType: string | null;
  cacheControl: string | null;
}): string | null {
  const { query, cookie, contentType, cacheControl } = answer;
  if (query.has("token")) return /(^|[\s,])private([\s,]|$)/i.test(cacheControl ?? "") ? "private, no-store" : "no-store";
  const page = /^(text\/html|text\/x-script)/i.test(contentType ?? "");
  if (!page && !cacheControl && hasSessionCookie(cookie)) return "private, no-store";
  return null;
}

function hasSessionCookie(cookie: string | null): boolean {
  return (cookie ?? "").split(";").some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));
}
