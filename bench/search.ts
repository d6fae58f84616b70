import { runJob, runJobs, unexpected, type Pinning } from "./harness.ts";
import { latencies, type LoadJob, type LoadResult } from "./load.ts";
import { measureOneSearch, oneAtATimeRuns, type LatencyFigures, type OneSearchFigures } from "./one-search.ts";

/**
 * Full-text search over the whole ACF: each query one at a time, then 50 connections
 * searching at once while cheap pages are probed one at a time, to see whether a search
 * holds other requests back. Searches are sent as a member (so the visitors' render
 * cache never answers them) and each from an address of its own (X-Forwarded-For with
 * TRUST_PROXY=1), so the limit of 60 searches a minute per address never refuses them.
 */
export const SEARCH_QUERIES = {
  word: ["amor", "senhor", "luz", "pastor"],
  phrase: ["senhor deus", "filho do homem", "reino dos céus"],
  "accent-free": ["coracao", "misericordia", "salvacao"],
} as const;

export type SearchKind = keyof typeof SEARCH_QUERIES;

const searchPath = (query: string) => `/biblia/busca?${new URLSearchParams({ q: query, versao: "acf" })}`;

/** Cheap pages probed while the searches run: the health check (one query) and a cached visitor page. */
export const PROBES = ["/healthz", "/hinario"];
/** Requests a second each probe sends: a health checker and a steady stream of visitors. */
const PROBE_RATE = 50;

export interface SearchFigures {
  oneAtATime: Array<{ kind: SearchKind } & LatencyFigures>;
  perQuery: Array<{ query: string; kind: SearchKind; requests: number; p50ms: number; p95ms: number; maxMs: number; results: string }>;
  concurrent: { connections: number; requestsPerSecond: number; p50ms: number; p95ms: number; p99ms: number; problems: string };
  probes: Array<{ path: string; idleP50ms: number; idleP99ms: number; underSearchP50ms: number; underSearchP99ms: number; underSearchMaxMs: number }>;
  /** The one search over the Bible and every kind of content (/busca, its suggestions, the box as one types). */
  oneSearch?: OneSearchFigures;
}

export async function measureSearch(
  pinning: Pinning,
  origin: string,
  cookie: string,
  countResults: (path: string) => Promise<string>,
): Promise<SearchFigures> {
  const headers = { Cookie: cookie, "Accept-Encoding": "gzip" };
  const queries = Object.entries(SEARCH_QUERIES).flatMap(([kind, list]) => list.map((query) => ({ kind: kind as SearchKind, query })));
  // Warm up (first reads of the index), then each query one at a time.
  const results = await oneAtATimeRuns(
    pinning,
    origin,
    headers,
    queries.map((q) => searchPath(q.query)),
  );
  const perQuery = [];
  for (const [i, q] of queries.entries()) {
    const r = results[i]!;
    perQuery.push({
      query: q.query,
      kind: q.kind,
      requests: r.requests,
      p50ms: r.p50ms,
      p95ms: r.p95ms,
      maxMs: r.maxMs,
      results: await countResults(searchPath(q.query)),
    });
  }
  const oneAtATime = (Object.keys(SEARCH_QUERIES) as SearchKind[]).map((kind) => {
    const mine = queries.flatMap((q, i) => (q.kind === kind ? [{ q, r: results[i]! }] : []));
    const pooled = latencies(mine.flatMap(({ r }) => r.latencies!));
    const slowest = mine.reduce((a, b) => (b.r.p95ms > a.r.p95ms ? b : a));
    return {
      kind,
      ...pooled,
      slowest: `${slowest.q.query} (p95 ${slowest.r.p95ms} ms)`,
      problems: mine
        .map(({ r }) => unexpected(r))
        .filter(Boolean)
        .join("; "),
    };
  });

  const { concurrent, probes } = await measureSearchIsolation(
    pinning,
    origin,
    headers,
    queries.map((q) => q.query),
  );
  return {
    oneAtATime,
    perQuery,
    concurrent,
    probes,
    oneSearch: await measureOneSearch(pinning, origin, cookie),
  };
}

/**
 * Whether other requests wait behind search: the cheap pages (PROBES) one at a time, alone
 * and then while 50 connections search (`npm run bench:search` runs this part alone).
 */
export async function measureSearchIsolation(
  pinning: Pinning,
  origin: string,
  headers: Record<string, string>,
  queries: string[],
): Promise<Pick<SearchFigures, "concurrent" | "probes">> {
  // Cheap pages one at a time, PROBE_RATE a second each (asked as fast as answered, the probes
  // would be a load of their own), alone and then while 50 connections search.
  const probeJob = (path: string, seconds: number, delaySeconds = 0): LoadJob => ({
    origin,
    connections: 1,
    seconds,
    delaySeconds,
    rate: PROBE_RATE,
    request: { paths: [path], headers: { "Accept-Encoding": "gzip" } },
  });
  const idle = await runJobs(
    pinning,
    PROBES.map((path) => probeJob(path, 3)),
  );
  const loadSeconds = 10;
  const [concurrent, ...underLoad] = await Promise.all([
    runJob(pinning, {
      origin,
      connections: 50,
      seconds: loadSeconds,
      request: { paths: queries.map(searchPath), headers, ownAddress: true },
    }),
    ...PROBES.map((path) => runJob(pinning, probeJob(path, loadSeconds - 3, 1.5))),
  ]);
  return {
    concurrent: {
      connections: 50,
      requestsPerSecond: concurrent!.requestsPerSecond,
      p50ms: concurrent!.p50ms,
      p95ms: concurrent!.p95ms,
      p99ms: concurrent!.p99ms,
      problems: unexpected(concurrent!),
    },
    probes: PROBES.map((path, i) => ({
      path,
      idleP50ms: idle[i]!.p50ms,
      idleP99ms: idle[i]!.p99ms,
      underSearchP50ms: (underLoad[i] as LoadResult).p50ms,
      underSearchP99ms: (underLoad[i] as LoadResult).p99ms,
      underSearchMaxMs: (underLoad[i] as LoadResult).maxMs,
    })),
  };
}
