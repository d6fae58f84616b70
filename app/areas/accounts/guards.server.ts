import { data, href, redirect, type RouterContextProvider } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { hit } from "#app/platform/limits/limiter.store.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { tooManyRequests } from "#app/platform/limits/too-many-requests.server.ts";
import { MESSAGES } from "./fields.ts";
import { readCookie } from "#app/platform/http/cookies.server.ts";
import type { Duty } from "./church-roles.ts";
import { churchCount, churchesForDuty, type ActingChurch } from "./roles.store.server.ts";
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

/** What an admin page acts with: who, for which church, and the churches they may switch to. */
export interface AdminRequest {
  user: SessionUser;
  church: ActingChurch;
  churches: ActingChurch[];
  /** Whether the deployment holds several churches: only then do the pages name the church. */
  severalChurches: boolean;
}

/**
 * The one check of every admin page and action, on the server, on every request, before
 * anything posted is read: the account must hold, in the database, a role that does this duty
 * over some church (decision 0065; `npm run admin -- grant` makes the conference's first admin).
 * The church acted for is the one the admin chose (a cookie, checked against the churches they
 * may act for), else the first of them by name; never one the form names. A visitor is sent to
 * the login page; a member without the role gets 403. A failing database is not an answer about
 * the role: its error goes on to the error boundary (500), never turned into a refusal (decision 0042).
 */
export async function requireAdmin(args: RequestArgs, duty: Duty): Promise<AdminRequest> {
  const user = await optionalMember(args);
  if (!user) throw redirect(loginPathBackTo(args.request));
  const churches = await churchesForDuty(getApp(args.context).db, user.id, duty);
  if (churches.length === 0) throw data({ error: ADMIN_ONLY }, { status: 403 });
  const chosen = await readCookie(args.request, "adminChurch");
  const church = churches.find((c) => c.slug === chosen) ?? churches[0]!;
  const severalChurches = churches.length > 1 || (await churchCount(getApp(args.context).db)) > 1;
  return { user, church, churches, severalChurches };
}
