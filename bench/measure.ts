import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { books } from "#app/areas/bible/books.ts";
import { precompress } from "../scripts/precompress.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { residentMemory, runCostedJob, runJob, runJobs, unexpected, type Pinning } from "./harness.ts";
import type { LoadJob } from "./load.ts";
import { addressOf, visitorPages, WEIGHED_PAGES } from "./routes.ts";
import { measureSearch, type SearchFigures } from "./search.ts";
import { createMembers, seedRanking, type BenchMember } from "./seed-members.ts";

/** The measurements of `npm run bench` (bench/run.ts runs them in order). */
export interface BenchSettings {
  /** Seconds per route (issue 18: 10). */
  seconds: number;
  /** Seconds per page whose route module an earlier page already measured. */
  sharedSeconds: number;
  /** Connections of the load tests (issue 18: 50). */
  connections: number;
  members: number;
  awardsPerMember: number;
  memoryRequests: number;
  /** The app copy the server runs from (its build/client serves the static copies). */
  appDir: string;
}

const GZIP = { "Accept-Encoding": "gzip" };

const started = performance.now();
export const elapsed = () => Math.round((performance.now() - started) / 1000);
export const log = (message: string) => console.log(`[${String(elapsed()).padStart(4)} s] ${message}`);

const slug = (address: string) => (address === "/" ? "inicio" : address.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-"));

/** Text as the page shows it: no tags, no React's text separators. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/gi, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A member page: what a visitor sees there is only a prompt to log in (a link to /login, no form, little text). */
function isLoginPrompt(html: string): boolean {
  const main = /<main\b[\s\S]*?<\/main>/i.exec(html)?.[0] ?? "";
  return /href="\/login[?"]/.test(main) && !/<form\b/i.test(main) && textOf(main).length < 300;
}

export async function fetchText(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { "Accept-Encoding": "identity", ...headers }, redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

/** A visitor's page and the static copy of its HTML (under build/client/assets, precompressed like the build's files). */
export interface VisitorPage {
  route: string;
  file: string;
  named: boolean;
  status: number;
  htmlBytes: number;
  copy: string;
}

/**
 * Finds the visitors' pages and writes each one's HTML as a static file with its Brotli and
 * gzip copies (scripts/precompress.ts), as the build does for its assets. The server reads
 * its list of precompressed files at start, so the measuring server starts after this.
 */
export async function prepareStaticCopies(origin: string, appDir: string) {
  const { pages, memberPages } = await visitorPages(async (page) => {
    if (page.membersOnly) return true;
    return isLoginPrompt((await fetchText(origin + addressOf(page))).html);
  });
  const dir = join(appDir, "build/client/assets/__bench");
  mkdirSync(dir, { recursive: true });
  const prepared: VisitorPage[] = [];
  for (const page of pages) {
    const { status, html } = await fetchText(origin + page.address);
    writeFileSync(join(dir, `${slug(page.address)}.html`), html);
    prepared.push({
      route: page.address,
      file: page.file,
      named: page.named,
      status,
      htmlBytes: Buffer.byteLength(html),
      copy: `/assets/__bench/${slug(page.address)}.html`,
    });
  }
  precompress(dir);
  return { pages: prepared, memberPages, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Visitors' pages, each against its static copy served by the same server, right after. */
export async function measureVisitorPages(pinning: Pinning, server: RunningServer, pages: VisitorPage[], settings: BenchSettings) {
  // Warm the server up (JIT, first renders) before the first figure.
  await runJob(pinning, { origin: server.url, connections: settings.connections, seconds: 3, request: { paths: ["/"], headers: GZIP } });
  const measuredModules = new Set<string>();
  const rows = [];
  for (const page of pages) {
    const seconds = page.named || !measuredModules.has(page.file) ? settings.seconds : settings.sharedSeconds;
    measuredModules.add(page.file);
    // A search page (free text in `q`) is rendered for each request and limited to 60 a minute
    // per address (the render cache keys only known parameters): sent as many visitors would.
    const job = (address: string): LoadJob => ({
      origin: server.url,
      connections: settings.connections,
      seconds,
      request: { paths: [address], headers: GZIP, ownAddress: /[?&]q=/.test(page.route) },
    });
    const [live, copied] = await runJobs(pinning, [job(page.route), job(page.copy)]);
    const row = {
      route: page.route,
      seconds,
      requestsPerSecond: live!.requestsPerSecond,
      p50ms: live!.p50ms,
      p99ms: live!.p99ms,
      staticRequestsPerSecond: copied!.requestsPerSecond,
      staticP99ms: copied!.p99ms,
      ratio: copied!.requestsPerSecond ? Math.round((live!.requestsPerSecond / copied!.requestsPerSecond) * 100) / 100 : 0,
      gzipBytes: live!.bytesPerResponse,
      htmlBytes: page.htmlBytes,
      problems: [page.status === 200 ? "" : `first fetch ${page.status}`, unexpected(live!), unexpected(copied!) && `static: ${unexpected(copied!)}`]
        .filter(Boolean)
        .join("; "),
    };
    rows.push(row);
    log(
      `${row.route}: ${row.requestsPerSecond} req/s (p99 ${row.p99ms} ms), static ${row.staticRequestsPerSecond} req/s, ratio ${row.ratio}${row.problems ? ` — ${row.problems}` : ""}`,
    );
  }
  return rows;
}

/**
 * Connections for the member pages. Issue 18 asks for 300 req/s with p95 ≤ 100 ms; with 50
 * connections a server answering 300 a second keeps each waiting 50 / 300 = 167 ms on average
 * (Little's law), so both can only hold together with fewer: 20, as for the ranking.
 */
export const MEMBER_CONNECTIONS = 20;

/**
 * Members whose bookmarks are posted in turn: each member's writes are limited to 120 a minute
 * (decision 0027), and the bookmark case posts some 5 000 in 12 s, about 25 per member here.
 */
const BOOKMARKING_MEMBERS = 200;

/** Member pages, logged in, MEMBER_CONNECTIONS: home, profile, a chapter read (recorded) and bookmarks posted. */
export async function measureMemberPages(pinning: Pinning, server: RunningServer, member: BenchMember, settings: BenchSettings) {
  const headers = { ...GZIP, Cookie: member.cookie };
  const bookmarking = await createMembers(server.databaseUrl, "Membro Marcador", BOOKMARKING_MEMBERS);
  const cases: Array<{ name: string; request: LoadJob["request"] }> = [
    { name: "GET / (member)", request: { paths: ["/"], headers } },
    { name: "GET /perfil", request: { paths: ["/perfil"], headers } },
    {
      name: "GET /biblia/gn/1, reading recorded",
      request: { paths: ["/biblia/gn/1"], headers: { ...headers, "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" } },
    },
    {
      name: "POST /biblia/gn/1 versiculo=1…31",
      request: {
        method: "POST",
        paths: ["/biblia/gn/1"],
        headers: { ...headers, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: "versiculo={n}",
        bodyCycle: 31,
        cookies: bookmarking.map((m) => m.cookie),
      },
    },
  ];
  const rows = [];
  for (const c of cases) {
    // Two seconds first, unmeasured, as for visitors' pages: the route's code loaded and compiled.
    await runJob(pinning, { origin: server.url, connections: MEMBER_CONNECTIONS, seconds: 2, request: c.request });
    const r = await runCostedJob(pinning, server.process.pid, {
      origin: server.url,
      connections: MEMBER_CONNECTIONS,
      seconds: settings.seconds,
      request: c.request,
    });
    const row = {
      page: c.name,
      requestsPerSecond: r.requestsPerSecond,
      p50ms: r.p50ms,
      p95ms: r.p95ms,
      p99ms: r.p99ms,
      cpuMsPerRequest: r.cpuMsPerRequest,
      problems: unexpected(r),
    };
    log(
      `${row.page}: ${row.requestsPerSecond} req/s, p95 ${row.p95ms} ms, ${row.cpuMsPerRequest} ms CPU each${row.problems ? ` — ${row.problems}` : ""}`,
    );
    rows.push(row);
  }
  return rows;
}

/** The ranking page of a member in the middle: at 20 connections, then one at a time. */
export async function measureRanking(pinning: Pinning, server: RunningServer, databaseUrl: string, settings: BenchSettings) {
  log(`seeding ${settings.members} members and ${settings.members * settings.awardsPerMember} ledger rows`);
  const member = await seedRanking(databaseUrl, settings.members, settings.awardsPerMember);
  log(`seeded in ${member.seconds} s`);
  const path = "/conquistas?tab=ranking";
  const page = await fetchText(server.url + path, { Cookie: member.cookie });
  const position = /Sua posição: (\d+)º/.exec(textOf(page.html))?.[1];
  const request = { paths: [path], headers: { ...GZIP, Cookie: member.cookie } };
  const loaded = await runCostedJob(pinning, server.process.pid, { origin: server.url, connections: 20, seconds: settings.seconds, request });
  const single = await runJob(pinning, { origin: server.url, connections: 1, seconds: settings.seconds, maxRequests: 300, request });
  const figures = {
    members: settings.members,
    ledgerRows: settings.members * settings.awardsPerMember,
    seedSeconds: member.seconds,
    memberPosition: position ? Number(position) : null,
    at20: {
      requestsPerSecond: loaded.requestsPerSecond,
      p50ms: loaded.p50ms,
      p95ms: loaded.p95ms,
      p99ms: loaded.p99ms,
      cpuMsPerRequest: loaded.cpuMsPerRequest,
    },
    oneAtATime: { requests: single.requests, p50ms: single.p50ms, p95ms: single.p95ms, p99ms: single.p99ms },
    problems: [
      page.status === 200 && position ? "" : `page ${page.status}, position ${position ? "shown" : "not found"}`,
      unexpected(loaded),
      unexpected(single),
    ]
      .filter(Boolean)
      .join("; "),
  };
  log(
    `ranking: ${figures.at20.requestsPerSecond} req/s at 20 (p95 ${figures.at20.p95ms} ms, ${figures.at20.cpuMsPerRequest} ms CPU each), one at a time p95 ${figures.oneAtATime.p95ms} ms`,
  );
  return figures;
}

export async function searchOn(pinning: Pinning, server: RunningServer, cookie: string): Promise<SearchFigures> {
  const figures = await measureSearch(pinning, server.url, cookie, async (path) => {
    const { status, html } = await fetchText(server.url + path, { Cookie: cookie, "X-Forwarded-For": "192.0.2.1" });
    return status === 200 ? (/(\d+) versículos? encontrados?/.exec(textOf(html))?.[1] ?? "none") : `HTTP ${status}`;
  });
  for (const row of figures.oneAtATime)
    log(`search, ${row.kind}: p50 ${row.p50ms} ms, p95 ${row.p95ms} ms${row.problems ? ` — ${row.problems}` : ""}`);
  return figures;
}

/**
 * 100 000 visitors' requests: first every ACF chapter once (more than the render cache's
 * budget holds, so it evicts), each among the measured pages, then the measured pages.
 */
export async function measureMemory(pinning: Pinning, server: RunningServer, pages: string[], settings: BenchSettings) {
  const chapters = books.flatMap((book) => Array.from({ length: book.capitulos }, (_, c) => `/biblia/${book.id}/${c + 1}?versao=ACF`));
  const paths = chapters.flatMap((chapter, i) => [chapter, ...[0, 1, 2, 3].map((k) => pages[(i * 4 + k) % pages.length]!)]);
  for (let i = 0; paths.length < settings.memoryRequests; i++) paths.push(pages[i % pages.length]!);
  const before = residentMemory(server.process.pid);
  const result = await runJob(pinning, {
    origin: server.url,
    connections: settings.connections,
    seconds: 900,
    // Those in flight when the count is reached are not answered: ask a few more.
    maxRequests: settings.memoryRequests + settings.connections,
    request: { paths, headers: GZIP },
  });
  const after = residentMemory(server.process.pid);
  log(`${result.requests} requests in ${result.seconds} s: RSS ${before?.rssMB} → ${after?.rssMB} MB`);
  return {
    requests: result.requests,
    distinctAddresses: new Set(paths).size,
    seconds: result.seconds,
    requestsPerSecond: result.requestsPerSecond,
    rssBeforeMB: before?.rssMB,
    rssAfterMB: after?.rssMB,
    problems: unexpected(result),
  };
}

/** Gzip and brotli bytes of the JavaScript and CSS each page's first load asks for. */
export async function measureWeights(server: RunningServer, memberCookie: string, memberPages: string[], settings: BenchSettings) {
  const sizes = new Map<string, { gzip: number; br: number }>();
  const sizeOf = (asset: string) => {
    let size = sizes.get(asset);
    if (!size) {
      const file = readFileSync(join(settings.appDir, "build/client", asset));
      size = {
        gzip: gzipSync(file, { level: 9 }).length,
        br: brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: file.length } }).length,
      };
      sizes.set(asset, size);
    }
    return size;
  };
  const rows = [];
  for (const page of WEIGHED_PAGES) {
    const address = addressOf(page);
    const asMember = page.membersOnly || memberPages.includes(address);
    const { html } = await fetchText(server.url + address, asMember ? { Cookie: memberCookie } : {});
    const assets = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!));
    const row = {
      route: address,
      as: asMember ? "member" : "visitor",
      jsGzipBytes: 0,
      jsBrotliBytes: 0,
      cssGzipBytes: 0,
      cssBrotliBytes: 0,
      files: assets.size,
    };
    for (const asset of assets) {
      const size = sizeOf(asset);
      if (asset.endsWith(".css")) {
        row.cssGzipBytes += size.gzip;
        row.cssBrotliBytes += size.br;
      } else {
        row.jsGzipBytes += size.gzip;
        row.jsBrotliBytes += size.br;
      }
    }
    rows.push(row);
  }
  return rows;
}

export type VisitorFigures = Awaited<ReturnType<typeof measureVisitorPages>>;
export type MemberPageFigures = Awaited<ReturnType<typeof measureMemberPages>>;
export type RankingFigures = Awaited<ReturnType<typeof measureRanking>>;
export type MemoryFigures = Awaited<ReturnType<typeof measureMemory>>;
export type WeightFigures = Awaited<ReturnType<typeof measureWeights>>;
export type { SearchFigures };
