import { decodedOrNull } from "#app/platform/site/decode.ts";

/**
 * What the service worker keeps and where (decision 0017). Shared by the worker
 * (service-worker.ts), the offline page (offline-page.ts) and their tests.
 */

/** Pages and navigation data answered to a visitor: the same for everyone. */
export const PUBLIC_PAGES_CACHE = "lampada-paginas";
/** Pages and navigation data answered to the signed-in member (`Cache-Control: private`): deleted at login and logout. */
export const MEMBER_PAGES_CACHE = "lampada-paginas-membro";
/** Hashed build files (JavaScript, CSS), kept across deployments while pages that name them may still be cached. */
export const ASSETS_CACHE = "lampada-arquivos";

/**
 * Answers a kept page asks for on a tap, the same for everyone (a hymn's lyrics for the hymnal
 * list's dialog, decision 0057): network first, this cache offline; kept with their page.
 */
export const PUBLIC_DATA_CACHE = "lampada-dados";
/** A church's whole imported hymnal (~610 hymns) and room to spare: some 2 kB each. */
export const PUBLIC_DATA_ENTRIES = 1000;

/** Whether a request is for data kept with its page (PUBLIC_DATA_CACHE): a hymn's `dados.json`. */
export function isKeptData(method: string, url: URL, origin: string): boolean {
  return method === "GET" && url.origin === origin && /^\/hinario\/\d+\/dados\.json$/.test(url.pathname);
}

/** The data a listed page's list opens on a tap, kept with the page: a hymn's lyrics; null for other pages. */
export function dataKeptWith(pathname: string): string | null {
  return /^\/hinario\/\d+$/.test(pathname) ? `${pathname}/dados.json` : null;
}

/** Pages visited in the last 30 days open offline. */
export const PAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/**
 * The least recently used going first (the arithmetic is in decisions 0017, Budget, and 0051): a
 * page is 35–100 kB of HTML and its navigation data less; each cache holds the pages kept before
 * they are opened — with a church's whole imported hymnal (~610 hymns, ~25 MB) — and the pages
 * visited, so neither pushes the other out.
 */
export const PUBLIC_PAGE_ENTRIES = 900;
export const MEMBER_PAGE_ENTRIES = 900;
/** A build has some 60 files of ~0.6 MB together: this keeps several deployments' worth. */
export const ASSET_ENTRIES = 300;

/**
 * How long a page waits for the server before its kept copy is shown, once a request failed in the
 * last FLAKY_NETWORK_MS; while every request gets through, pages always come from the server
 * (a slow answer never shows an old copy).
 */
export const NETWORK_TIMEOUT_MS = 4_000;
export const FLAKY_NETWORK_MS = 60_000;

/**
 * Marks the page copies the service worker fetches by itself (the first page, a chapter reached by
 * a client navigation): the server reads without writing for them (no second reading recorded).
 */
export const OFFLINE_COPY_HEADER = "X-Offline-Copy";

/**
 * Pages whose document is also fetched when reached by a client navigation, so they open offline
 * by address: chapters, hymns, projections (and their second screen, the same address) and service orders.
 */
export function keptAfterClientNavigation(pathname: string): boolean {
  return /^\/(biblia\/[^/]+\/\d+|hinario\/\d+|projetar\/(hino\/\d+|biblia\/[^/]+\/\d+|roteiro\/[\w-]+)|roteiros\/[\w-]+)$/.test(pathname);
}

/**
 * The message asking the worker to keep a page, and the hashed files it loaded if given (the
 * first page, loaded before the worker existed); Workbox's router handles it like fetches.
 */
export function keepPageMessage(
  address: string,
  files: readonly string[] = [],
): {
  type: "CACHE_URLS";
  payload: { urlsToCache: Array<string | [string, RequestInit & { headers: Record<string, string> }]> };
} {
  return {
    type: "CACHE_URLS",
    payload: { urlsToCache: [[address, { headers: { Accept: "text/html", [OFFLINE_COPY_HEADER]: "1" } }], ...files] },
  };
}

/**
 * Pages kept before they are opened (the hymnal, the dictionary, today's verse and devotional):
 * the server lists them at this address (app/routes/paginas-offline.ts).
 */
export const OFFLINE_COPIES_LIST = "/paginas-offline.json";
/** The list's shape: pages of the day are fetched again sooner than the rest. */
export interface OfflineCopies {
  daily: string[];
  lasting: string[];
}
/** Sent by the page once the worker is active, after OFFLINE_COPIES_DELAY_MS and at idle: the worker keeps the listed pages, one at a time. */
export const KEEP_OFFLINE_COPIES = { type: "KEEP_OFFLINE_COPIES" } as const;
/**
 * Sent by the hymnal's page (decision 0051): keep the listed pages now, even if they were all found
 * kept within the hour (an import may have added hymns), so its count of kept hymns moves at once.
 */
export const KEEP_OFFLINE_COPIES_NOW = { type: "KEEP_OFFLINE_COPIES_NOW" } as const;
/**
 * The listed pages fetched at once: the whole hymnal (100 shipped hymns, 600 with a church's
 * import) in seconds, not one page a second, while the server still answers everyone else first.
 */
export const OFFLINE_COPIES_AT_ONCE = 4;
/** The first page's own requests and first moments are left alone (and a quick visit asks for nothing). */
export const OFFLINE_COPIES_DELAY_MS = 5_000;
/** A worker that found every listed page kept checks again after this (each page load asks). */
export const OFFLINE_COPIES_INTERVAL_MS = 60 * 60 * 1000;
/** A page of the day is fetched again when its copy is older than this. */
export const DAILY_COPY_AGE_MS = 6 * 60 * 60 * 1000;
/** The rest is fetched again at half its time in the cache, so it never expires while the site is used. */
export const LASTING_COPY_AGE_MS = (PAGE_MAX_AGE_SECONDS * 1000) / 2;

/** Whether a listed page must be fetched: no copy kept (or one without a date), or one older than its kind allows. */
export function needsCopy(keptAt: number | null, daily: boolean, now: number): boolean {
  if (keptAt === null || Number.isNaN(keptAt)) return true;
  return now - keptAt >= (daily ? DAILY_COPY_AGE_MS : LASTING_COPY_AGE_MS);
}

/**
 * The hashed files a page loads: those its links name (module preloads of the entry, root and
 * route chunks with their imports; the stylesheet), kept with a page copy so it runs offline.
 * Not every `/assets/` name in the page: its inline copy of React Router's manifest names every
 * route's files.
 */
export function filesNamed(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/<link\b[^>]*\shref="(\/assets\/[\w.-]+\.(?:js|css))"/g), (match) => match[1]!))];
}

/** The page shown for an address not cached while offline (precached, plain HTML). */
export const OFFLINE_PAGE = "/offline.html";

/** A GET for a page or for a client navigation's data (`/x.data`): the answers kept for offline reading. */
export function isPageRequest(method: string, url: URL, origin: string, mode: string, accept: string | null): boolean {
  if (method !== "GET" || url.origin !== origin) return false;
  if (url.pathname.endsWith(".data")) return true;
  return mode === "navigate" || (accept ?? "").includes("text/html");
}

/** Hashed build files under /assets/ (immutable: a new build gives new names). */
export function isAssetRequest(method: string, url: URL, origin: string): boolean {
  return method === "GET" && url.origin === origin && url.pathname.startsWith("/assets/");
}

/** Only complete answers that are pages or navigation data are kept (no errors, redirects or files). */
export function isStorablePage(status: number, contentType: string | null): boolean {
  return status === 200 && /^(text\/html|text\/x-script)/i.test(contentType ?? "");
}

/** A member's answer (app/entry.server.tsx marks every one `private, no-store`): never put in the public cache. */
export function isPrivateAnswer(cacheControl: string | null): boolean {
  return /(^|[\s,])(private|no-store)([\s,=]|$)/i.test(cacheControl ?? "");
}

/** Form posts that change who is signed in on this browser: the member cache goes before they are sent. */
export function changesSession(method: string, url: URL, origin: string): boolean {
  return method === "POST" && url.origin === origin && /^\/(login|sair)(\.data)?$/.test(url.pathname);
}

/**
 * Pages no cache keeps: a member's profile (their e-mail, sessions, notes, photo), the admin
 * pages (other people's messages) and any address that carries a token (the e-mailed links to
 * sign in, confirm an e-mail or create a password; a group's invite), which the server also
 * answers `no-store` (server/answer-privacy.ts). Offline they show the offline page, signed in or not.
 */
export function isNeverKept(url: URL): boolean {
  return /^\/(perfil|admin)([/.]|$)/.test(url.pathname) || url.searchParams.has("token");
}

/** The offline page's list: pages only (not `.data`), by address. */
export function isListedPage(url: URL): boolean {
  return !url.pathname.endsWith(".data") && url.pathname !== OFFLINE_PAGE;
}

/** A cached page's name for the offline page's list: its <title> without the site's suffix, else its address. */
export function pageLabel(html: string, url: URL): string {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
  const decoded = title
    ?.replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
  const name = decoded?.replace(/ — Lâmpada$/, "").trim();
  if (name) return name;
  return decodedOrNull(url.pathname + url.search) ?? url.pathname + url.search;
}

/** A page kept for offline reading, as the offline page lists it. */
export interface KeptPage {
  href: string;
  label: string;
}

/** A section of the site (a navigation link) and its pages kept; none kept means not available offline. */
export interface OfflineSection {
  label: string;
  href: string;
  pages: KeptPage[];
}

const OTHER_PAGES = "Outras páginas";

/**
 * The offline page's list: each kept page under the section its address starts with (the
 * navigation's order), each title once, sorted by title (numbers as numbers); pages of no
 * section under 'Outras páginas'; every section shown, those with nothing kept empty.
 */
export function groupKeptPages(pages: readonly KeptPage[], sections: ReadonlyArray<{ href: string; label: string }>): OfflineSection[] {
  const sectionOf = (href: string) => {
    const path = new URL(href, "https://lampada.invalid").pathname;
    const first = `/${path.split("/")[1] ?? ""}`;
    return sections.find((s) => s.href === first)?.href ?? OTHER_PAGES;
  };
  const grouped = new Map<string, Map<string, KeptPage>>();
  for (const page of [...pages].sort((a, b) => a.href.length - b.href.length || a.href.localeCompare(b.href))) {
    const section = sectionOf(page.href);
    const byLabel = grouped.get(section) ?? new Map<string, KeptPage>();
    if (!byLabel.has(page.label)) byLabel.set(page.label, page);
    grouped.set(section, byLabel);
  }
  const sorted = (section: string) =>
    [...(grouped.get(section)?.values() ?? [])].sort((a, b) => a.label.localeCompare(b.label, "pt-BR", { numeric: true }));
  const result = sections.map((s) => ({ label: s.label, href: s.href, pages: sorted(s.href) }));
  return grouped.has(OTHER_PAGES) ? [...result, { label: OTHER_PAGES, href: "", pages: sorted(OTHER_PAGES) }] : result;
}
