import { MEMBER_PAGES_CACHE, PUBLIC_PAGES_CACHE } from "./offline-rules.ts";

/**
 * How many of these addresses (paths from the site's root) the service worker keeps for the
 * current mode — the member's cache while one exists, else the public one — as the offline
 * reading will find them (decision 0051). In the browser only.
 */
export async function keptCount(addresses: readonly string[]): Promise<number> {
  const name = (await caches.has(MEMBER_PAGES_CACHE)) ? MEMBER_PAGES_CACHE : PUBLIC_PAGES_CACHE;
  const kept = new Set((await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search));
  return addresses.filter((address) => kept.has(address)).length;
}
