import type { RouterContextProvider } from "react-router";
import { OFFLINE_COPY_HEADER } from "#app/platform/offline/offline-rules.ts";

interface RequestArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** Requests (by their per-request context) in which an action ran before the loaders. */
const afterAction = new WeakSet<object>();

/** Called by an action whose page's loader writes: the loaders that follow it read only. */
export function markActionRan({ context }: RequestArgs): void {
  afterAction.add(context);
}

/**
 * Whether a GET is the member's own navigation, from this site or typed in the address bar
 * (Sec-Fetch-Site `same-origin` or `none`): only these may record a reading and pay it.
 * A page of another site that sends the member's browser here, a HEAD, a client that does
 * not say where it comes from, the reload of the page after a form was posted, or the copy the
 * service worker fetches for offline reading (decision 0017) reads without writing.
 */
export function isOwnNavigation({ request, context }: RequestArgs): boolean {
  if (request.method !== "GET" || afterAction.has(context) || request.headers.has(OFFLINE_COPY_HEADER)) return false;
  const site = request.headers.get("sec-fetch-site");
  return site === "same-origin" || site === "none";
}
