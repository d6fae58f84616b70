/**
 * The service worker (decision 0017), built by scripts/build-service-worker.ts into
 * build/client/sw.js with Workbox's precache manifest injected.
 *
 * - Pages and client navigations' data (`.data`): network first; after NETWORK_TIMEOUT_MS or
 *   without a connection, the copy kept from the last visit; offline and not kept: the offline page.
 * - A visitor's answers go into the public cache; a member's (`Cache-Control: private, no-store`,
 *   set by app/entry.server.tsx) only into the member cache, never the profile or admin pages
 *   (isNeverKept). An answer whose request went out before a login or logout is dropped: it may
 *   belong to the session that has just ended. The member cache's existence is the
 *   mode: a visitor's answer deletes it (logged out, session ended), and a login or logout post
 *   deletes it before it is sent. Offline, a member is shown only the member cache and a visitor
 *   only the public one, so neither ever sees the other's pages.
 * - Hashed files: cache first; the app shell's kept at install, the rest on first use (the first
 *   page, loaded before the worker, sends its list); kept across deployments (30 days) so an older
 *   cached page still finds the files it names. A chunk kept brings the chunks it loads on demand
 *   (the build's lazyFiles, decision 0057): a tap on a kept page opens its dialog offline.
 * - A hymn's lyrics for the hymnal list's dialog: network first, kept with the hymn's page.
 * - On a page's request, once the worker is active: the pages the server lists (the hymnal, the
 *   dictionary, today's verse and devotional) and their files, a few at a time, low priority;
 *   the hymnal's page asks at once and shows how many hymns are kept (decision 0051).
 * - A push (reminders, decision 0036) always shows its notification; a click focuses a window
 *   already on its page or opens one.
 */
import { clientsClaim } from "workbox-core";
import { CacheExpiration, ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, Strategy, type StrategyHandler } from "workbox-strategies";
import {
  ASSET_ENTRIES,
  ASSETS_CACHE,
  changesSession,
  dataKeptWith,
  filesNamed,
  isAssetRequest,
  isKeptData,
  isNeverKept,
  isPageRequest,
  isPrivateAnswer,
  isStorablePage,
  FLAKY_NETWORK_MS,
  KEEP_OFFLINE_COPIES,
  KEEP_OFFLINE_COPIES_NOW,
  MEMBER_PAGE_ENTRIES,
  MEMBER_PAGES_CACHE,
  needsCopy,
  NETWORK_TIMEOUT_MS,
  OFFLINE_COPIES_AT_ONCE,
  OFFLINE_COPIES_INTERVAL_MS,
  OFFLINE_COPIES_LIST,
  OFFLINE_COPY_HEADER,
  OFFLINE_PAGE,
  type OfflineCopies,
  PAGE_MAX_AGE_SECONDS,
  PUBLIC_DATA_CACHE,
  PUBLIC_DATA_ENTRIES,
  PUBLIC_PAGE_ENTRIES,
  PUBLIC_PAGES_CACHE,
} from "./offline-rules.ts";
import { clickTarget, pushNotice, windowFor } from "./push-notification.ts";

/** The parts of ServiceWorkerGlobalScope used here (the project's TypeScript library is the DOM's). */
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  request: Request;
}
interface WorkerMessageEvent extends WorkerEvent {
  data: unknown;
}
interface WorkerPushEvent extends WorkerEvent {
  data: { text(): string } | null;
}
interface WorkerNotificationEvent extends WorkerEvent {
  notification: Notification & { data: unknown };
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
}
declare const self: {
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  /** Written by the build (lazyFiles): each chunk's files loaded on demand. */
  __LAZY_FILES: Record<string, string[]>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: WorkerEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: WorkerMessageEvent) => void): void;
  addEventListener(type: "push", listener: (event: WorkerPushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: WorkerNotificationEvent) => void): void;
};

const ORIGIN = self.location.origin;
const manifest = self.__WB_MANIFEST;
const urlOf = (entry: PrecacheEntry | string) => (typeof entry === "string" ? entry : entry.url);
const isAsset = (entry: PrecacheEntry | string) => urlOf(entry).startsWith("/assets/");

// The offline page, its script, the icons and the web app manifest: versioned with the build.
precacheAndRoute(manifest.filter((entry) => !isAsset(entry)));
cleanupOutdatedCaches();

const lazy = self.__LAZY_FILES;

/** Keeps the files a chunk loads on demand (decision 0057): a dialog, the player, the selection bar's share image. */
function keepLazyFiles(url: string, event: Event): Promise<unknown> {
  const files = lazy[new URL(url).pathname] ?? [];
  return Promise.all(files.map((file) => assets.handle({ request: new Request(file), event: event as never }).catch(() => undefined)));
}

const assets: CacheFirst = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [
    new ExpirationPlugin({ maxEntries: ASSET_ENTRIES, maxAgeSeconds: PAGE_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    // A chunk newly kept brings what it loads on demand, so a tap on a kept page works offline.
    { cacheDidUpdate: async ({ request, event }) => void (await keepLazyFiles(request.url, event)) },
  ],
});
registerRoute(({ url, request }) => isAssetRequest(request.method, url, ORIGIN), assets);

// A hymn's lyrics (the hymnal list's dialog): the network first, the copy kept with the hymn's page offline.
const keptData = new NetworkFirst({
  cacheName: PUBLIC_DATA_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: PUBLIC_DATA_ENTRIES, maxAgeSeconds: PAGE_MAX_AGE_SECONDS, purgeOnQuotaError: true })],
});
registerRoute(({ url, request }) => isKeptData(request.method, url, ORIGIN), keptData);

// Chunks kept by an earlier worker, whose files loaded on demand were not kept with them.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .open(ASSETS_CACHE)
      .then((cache) => cache.keys())
      .then((requests) => Promise.all(requests.map((request) => keepLazyFiles(request.url, event)))),
  );
});

self.addEventListener("install", (event) => {
  // The app shell's hashed files (the build lists only those); one missing file does not stop the install.
  const urls = manifest.filter(isAsset).map(urlOf);
  event.waitUntil(Promise.all(urls.map((url) => assets.handle({ request: new Request(url), event: event as never }).catch(() => undefined))));
});

const publicExpiration = new CacheExpiration(PUBLIC_PAGES_CACHE, { maxEntries: PUBLIC_PAGE_ENTRIES, maxAgeSeconds: PAGE_MAX_AGE_SECONDS });
const memberExpiration = new CacheExpiration(MEMBER_PAGES_CACHE, { maxEntries: MEMBER_PAGE_ENTRIES, maxAgeSeconds: PAGE_MAX_AGE_SECONDS });

/** Deletes the member's pages and their expiry records. */
async function forgetMember(): Promise<void> {
  await caches.delete(MEMBER_PAGES_CACHE);
  await memberExpiration.delete();
}

/**
 * Counts login and logout posts (the session's generation): an answer to a request sent before
 * one is dropped, since it may be the previous member's.
 */
let sessionChanges = 0;

/**
 * Stores a page in the cache its Cache-Control names, if no login or logout came since its
 * request went out (`generation`); a full storage empties that cache (purge on quota error).
 */
async function keep(url: string, response: Response, generation: number): Promise<void> {
  if (!isStorablePage(response.status, response.headers.get("content-type")) || isNeverKept(new URL(url))) return;
  const member = isPrivateAnswer(response.headers.get("cache-control"));
  if (generation !== sessionChanges) return;
  // A visitor's answer: whoever was signed in on this browser is not any more.
  if (!member && (await caches.has(MEMBER_PAGES_CACHE))) await forgetMember();
  const [name, expiration] = member ? [MEMBER_PAGES_CACHE, memberExpiration] : [PUBLIC_PAGES_CACHE, publicExpiration];
  try {
    // The time first: a copy without one counts as expired (CacheExpiration.isURLExpired), so a
    // copy already visible in the cache must have its time written.
    await expiration.updateTimestamp(url);
    const cache = await caches.open(name);
    // Checked again after the waits: a logout meanwhile has deleted (or is deleting) the member cache.
    if (generation !== sessionChanges) return;
    await cache.put(url, response);
    await expiration.expireEntries();
  } catch (error) {
    if (!(error instanceof DOMException && error.name === "QuotaExceededError")) throw error;
    await caches.delete(name);
    await expiration.delete();
  }
}

/** The kept copy for the current mode: the member's cache while one exists, else the public one. */
async function kept(url: string): Promise<Response | undefined> {
  const member = await caches.has(MEMBER_PAGES_CACHE);
  const [name, expiration] = member ? [MEMBER_PAGES_CACHE, memberExpiration] : [PUBLIC_PAGES_CACHE, publicExpiration];
  if (!member && !(await caches.has(PUBLIC_PAGES_CACHE))) return undefined;
  if (await expiration.isURLExpired(url)) return undefined;
  return (await caches.open(name)).match(url, { ignoreVary: true });
}

const delay = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
/** When a page's request last failed (this worker's lifetime): the network is unreliable for a while after. */
let lastFailure = Number.NEGATIVE_INFINITY;

/**
 * Network first, the kept copy as fallback, then the offline page (for a page) or a network error.
 * The timeout applies only shortly after a failure (NETWORK_TIMEOUT_MS, FLAKY_NETWORK_MS).
 */
class PageStrategy extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    let failed = false;
    const generation = sessionChanges;
    const network = handler.fetch(request).then(
      (response) => {
        handler.waitUntil(keep(request.url, response.clone(), generation));
        return response;
      },
      () => {
        failed = true;
        lastFailure = Date.now();
        return null;
      },
    );
    handler.waitUntil(network);
    const flaky = Date.now() - lastFailure < FLAKY_NETWORK_MS;
    const first = await (flaky ? Promise.race([network, delay(NETWORK_TIMEOUT_MS)]) : network);
    if (first) return first;
    const copy = await kept(request.url);
    if (copy) return copy;
    if (!failed) {
      const late = await network;
      if (late) return late;
    }
    if (request.mode === "navigate") {
      const offline = await matchPrecache(OFFLINE_PAGE);
      if (offline) return offline;
    }
    return Response.error();
  }
}

registerRoute(
  ({ url, request }) => isPageRequest(request.method, url, ORIGIN, request.mode, request.headers.get("accept")),
  new PageStrategy({ cacheName: PUBLIC_PAGES_CACHE }),
);

// A login or logout: the member cache goes before the post is sent (the browser sends it as usual).
self.addEventListener("fetch", (event) => {
  if (!changesSession(event.request.method, new URL(event.request.url), ORIGIN)) return;
  sessionChanges += 1;
  event.waitUntil(forgetMember());
});

/** When every listed page was last found kept, per mode, in this worker's lifetime (the pages send a request on each load). */
const lastChecked = { member: Number.NEGATIVE_INFINITY, visitor: Number.NEGATIVE_INFINITY };

/**
 * Keeps the pages the server lists (decision 0017) that have no fresh enough copy in the current
 * mode's cache, with the files they name, OFFLINE_COPIES_AT_ONCE requests at a time and at low
 * priority; the server records no reading for them (X-Offline-Copy). Stops offline and at a
 * login or logout. `now` (the hymnal's page asked, decision 0051) skips the hourly wait.
 */
async function keepOfflineCopies(event: WorkerEvent, now: boolean): Promise<void> {
  const mode = (await caches.has(MEMBER_PAGES_CACHE)) ? "member" : "visitor";
  if (!now && Date.now() - lastChecked[mode] < OFFLINE_COPIES_INTERVAL_MS) return;
  const low = { priority: "low" } as const;
  const list = await fetch(OFFLINE_COPIES_LIST, low)
    .then((response) => (response.ok ? (response.json() as Promise<OfflineCopies>) : null))
    .catch(() => null);
  if (!list) return;
  const started = sessionChanges;
  const files = new Set<string>();
  const pages = [...list.daily.map((address) => [address, true] as const), ...list.lasting.map((address) => [address, false] as const)];
  let stopped = false;
  const keepOne = async ([address, daily]: (typeof pages)[number]) => {
    const url = new URL(address, ORIGIN).href;
    // What the page opens on a tap first (a hymn's lyrics), so the page never counts as kept without it.
    const data = dataKeptWith(new URL(url).pathname);
    if (data && !(await caches.match(data, { cacheName: PUBLIC_DATA_CACHE })))
      await keptData.handle({ request: new Request(data, low), event: event as never }).catch(() => undefined);
    const copy = await kept(url);
    if (!needsCopy(copy ? Date.parse(copy.headers.get("date") ?? "") : null, daily, Date.now())) return;
    const response = await fetch(url, { ...low, headers: { Accept: "text/html", [OFFLINE_COPY_HEADER]: "1" } }).catch(() => null);
    if (!response || sessionChanges !== started) return void (stopped = true);
    const html = await response.clone().text();
    await keep(url, response, started);
    for (const file of filesNamed(html).filter((name) => !files.has(name))) {
      files.add(file);
      await assets.handle({ request: new Request(file, low), event: event as never }).catch(() => undefined);
    }
  };
  let next = 0;
  const lane = async () => {
    while (!stopped && next < pages.length) await keepOne(pages[next++]!);
  };
  await Promise.all(Array.from({ length: OFFLINE_COPIES_AT_ONCE }, lane));
  if (!stopped) lastChecked[mode] = Date.now();
}

let copying: Promise<void> | null = null;

self.addEventListener("message", (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  // A new version waits until the page asks it to take over (the user chose "Atualizar").
  if (type === "SKIP_WAITING") void self.skipWaiting();
  if (type === KEEP_OFFLINE_COPIES.type || type === KEEP_OFFLINE_COPIES_NOW.type) {
    copying ??= keepOfflineCopies(event, type === KEEP_OFFLINE_COPIES_NOW.type).finally(() => (copying = null));
    event.waitUntil(copying);
  }
});
// A reminder: shown inside waitUntil, or the browser may end the subscription after a few silent pushes.
self.addEventListener("push", (event) => {
  const notice = pushNotice(event.data?.text() ?? null, ORIGIN);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      lang: "pt-BR",
      data: { url: notice.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = clickTarget(event.notification.data, ORIGIN);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windowFor(windows, url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});

clientsClaim();
