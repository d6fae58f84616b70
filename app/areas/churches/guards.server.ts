import type { RouterContextProvider } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { readCookie } from "#app/platform/http/cookies.server.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { churchById, churchBySlug, firstChurch, type Church } from "./churches.store.server.ts";

interface RequestArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const lookups = new WeakMap<object, Promise<Church>>();

async function lookUp(args: RequestArgs): Promise<Church> {
  const db = getApp(args.context).db;
  const member = await optionalMember(args);
  const home = member?.homeChurchId ? await churchById(db, member.homeChurchId) : undefined;
  if (home) return home;
  const chosen = await readCookie(args.request, "visitChurch");
  return (chosen ? await churchBySlug(db, chosen) : undefined) ?? firstChurch(db);
}

/**
 * The church a page of church things shows and writes to (decision 0065): a member's home
 * church; for a visitor (or a member who has not chosen yet), the church they chose at
 * /igrejas/{slug}, else the deployment's first. Once per request, however many loaders ask.
 * Never a church the form or the address names: a page of another church is /igrejas/{slug}.
 */
export function churchOfVisit(args: RequestArgs): Promise<Church> {
  let lookup = lookups.get(args.context);
  if (!lookup) {
    lookup = lookUp(args);
    lookups.set(args.context, lookup);
  }
  return lookup;
}
