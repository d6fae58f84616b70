import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import { requireAdmin as requireAdminRole } from "#app/areas/accounts/guards.server.ts";

/**
 * The guard of every church content page and action: the one admin check (the role held by
 * the account, decision 0027); anyone else gets the 404 page (a page they cannot use does not
 * exist for them), before anything posted is read.
 */
export async function requireAdmin(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  try {
    return await requireAdminRole(args);
  } catch {
    throw data(null, { status: 404 });
  }
}

/** Admin pages are never cached or indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "private, no-store" };
