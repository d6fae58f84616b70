import type { RouterContextProvider } from "react-router";
import { getApp } from "../../context.ts";
import { getSessionUser, type SessionUser } from "./session.server.ts";

/**
 * One session lookup per request, however many loaders ask (the context is per request).
 * Actions that change who is logged in (login, logout, deletion) answer with a redirect,
 * so no loader of the same request reads a stale answer.
 */
const lookups = new WeakMap<object, Promise<SessionUser | null>>();

/** The logged-in member of this request, or null for a visitor. */
export function currentUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  let lookup = lookups.get(context);
  if (!lookup) {
    lookup = getSessionUser(getApp(context).db, request, new Date());
    lookups.set(context, lookup);
  }
  return lookup;
}
