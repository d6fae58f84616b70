import { data, type RouterContextProvider } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { MESSAGES } from "./fields.ts";
import { getSessionUser, type SessionUser } from "./session.store.server.ts";

/**
 * Who is asking: one session lookup per request, however
 * many loaders ask (the context is per request). Actions that change who is logged in
 * answer with a redirect, so no loader of the same request reads a stale answer.
 */
interface RequestArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const lookups = new WeakMap<object, Promise<SessionUser | null>>();

/** The logged-in member, or null for a visitor. */
export function optionalMember({ request, context }: RequestArgs): Promise<SessionUser | null> {
  let lookup = lookups.get(context);
  if (!lookup) {
    lookup = getSessionUser(getApp(context).db, request, new Date());
    lookups.set(context, lookup);
  }
  return lookup;
}

/** The logged-in member; a visitor gets 401 with the spec's message and nothing runs. */
export async function requireMember(args: RequestArgs): Promise<SessionUser> {
  const user = await optionalMember(args);
  if (!user) throw data({ error: MESSAGES.notAuthenticated }, { status: 401 });
  return user;
}
