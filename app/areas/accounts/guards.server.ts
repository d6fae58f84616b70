import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { hit } from "#app/platform/limits/limiter.store.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { tooManyRequests } from "#app/platform/limits/too-many-requests.server.ts";
import { MESSAGES } from "./fields.ts";
import { hasRole } from "./roles.store.server.ts";
import { getSessionUser, type SessionUser } from "./session.store.server.ts";
import { safeReturnPath, withReturnPath } from "./return-path.ts";

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

/**
 * Counts one write of the member against their rate (120 a minute, however the write arrives: a
 * form, a tap, the offline queue); past it a 429 with Retry-After is thrown and nothing runs.
 */
async function countWrite(args: RequestArgs, user: SessionUser): Promise<void> {
  const now = new Date();
  const rate = await hit(getApp(args.context).db, LIMITS.writesPerMember, user.id, now);
  if (!rate.allowed) throw tooManyRequests({ until: rate.retryAt, now }, "requests", (error) => ({ error }));
}

/** The member of an action that writes: requireMember, then the member's write rate. */
export async function requireWritingMember(args: RequestArgs): Promise<SessionUser> {
  const user = await requireMember(args);
  await countWrite(args, user);
  return user;
}

/** The member of an action visitors may also send (theirs write nothing on the server): the write rate counts members only. */
export async function optionalWritingMember(args: RequestArgs): Promise<SessionUser | null> {
  const user = await optionalMember(args);
  if (user) await countWrite(args, user);
  return user;
}

/** The login page, leading back to the page that asked for it (the one return-path rule). */
function loginPathBackTo(request: Request): string {
  const url = new URL(request.url);
  return withReturnPath(href("/login"), safeReturnPath(url.pathname + url.search));
}

/** What a member without the role is told (status 403). */
export const ADMIN_ONLY = "Esta página é só para quem administra o portal.";

/** Admin pages are never cached or indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "private, no-store" };

/**
 * The one check of every admin page and action, on the server, on every request, before
 * anything posted is read: the account must hold the admin role in the database (granted by
 * `npm run admin -- grant`). A visitor is sent to the login page; a member without the role gets
 * 403. A failing database is not an answer about the role: its error goes on to the error
 * boundary (500), never turned into a refusal (decision 0042).
 */
export async function requireAdmin(args: RequestArgs): Promise<SessionUser> {
  const user = await optionalMember(args);
  if (!user) throw redirect(loginPathBackTo(args.request));
  if (!(await hasRole(getApp(args.context).db, user.id, "admin"))) throw data({ error: ADMIN_ONLY }, { status: 403 });
  return user;
}
