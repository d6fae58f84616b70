import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { isAdmin } from "#app/areas/community/admin.ts";

/**
 * The guard of every /admin page and action: the same check as /admin/mensagens; anyone
 * else gets the 404 page (a page they cannot use does not exist for them), before anything
 * posted is read.
 */
export async function requireAdmin(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  const user = await optionalMember(args);
  if (!user || !isAdmin(user.email, getApp(args.context).config.ADMIN_EMAILS)) throw data(null, { status: 404 });
  return user;
}

/** Admin pages are never cached or indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "private, no-store" };
