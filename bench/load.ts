import { randomInt } from "node:crypto";
import autocannon from "autocannon";

/**
 * The load generator of `npm run bench`, run as a process of its own (pinned with taskset
 * to the core the server does not use): reads a job (or a list of jobs) as JSON on stdin, drives autocannon,
 * and writes the result as JSON on stdout. Every latency is taken from autocannon's
 * response events (milliseconds, not rounded), so percentiles are exact.
 */
export interface RequestSpec {
  method?: "GET" | "POST";
  /** Addresses asked in turn, one per request (with the job's origin). */
  paths: string[];
  headers?: Record<string, string>;
  /** A body per request; `{n}` becomes 1, 2, … bodyCycle, 1, 2, … */
  body?: string;
  bodyCycle?: number;
  /** Bodies taken in turn, one per request, paired with `cookies` and `paths` of the same length (instead of `body`). */
  bodies?: string[];
  /** Each request comes from an address of its own (X-Forwarded-For; the server trusts one proxy). */
  ownAddress?: boolean;
  /**
   * Session cookies taken in turn, one per request: members' writes are limited to 120 a
   * minute each (decision 0027), so a write measured at hundreds a second needs many members.
   */
  cookies?: string[];
}

export interface LoadJob {
  origin: string;
  connections: number;
  request: RequestSpec;
  /** Stop after this long (seconds)… */
  seconds: number;
  /** …or after this many requests, whichever comes first. */
  maxRequests?: number;
  /** A request without an answer after this long (seconds) counts as timed out (autocannon's default: 10). */
  timeoutSeconds?: number;
  /** Requests a second from all the job's connections (a paced client: a health checker, visitors); else each asks again as soon as answered. */
  rate?: number;
  /** Wait this long before starting (seconds), e.g. to probe while another job loads. */
  delaySeconds?: number;
  /** Also return every latency, so several jobs can be pooled. */
  keepLatencies?: boolean;
}

export interface Latencies {
  requests: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
  maxMs: number;
}

export interface LoadResult extends Latencies {
  seconds: number;
  requestsPerSecond: number;
  /** Responses per HTTP status. */
  statuses: Record<string, number>;
  /** Requests that got no answer (autocannon counts timeouts among them)… */
  errors: number;
  timeouts: number;
  /** …by kind (the socket error's code, or "request timed out"). */
  errorKinds: Record<string, number>;
  /** Mean bytes per response on the wire (headers and body, compressed when asked). */
  bytesPerResponse: number;
  latencies?: number[];
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Nearest-rank percentiles of a list of latencies. */
export function latencies(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length ? round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!) : 0);
  return { requests: sorted.length, p50ms: at(50), p95ms: at(95), p99ms: at(99), maxMs: sorted.length ? round(sorted.at(-1)!) : 0 };
}

/** A path and query as a browser puts them on the request line (`/busca?q=oração` → `/busca?q=ora%C3%A7%C3%A3o`). */
function percentEncoded(path: string): string {
  const url = new URL(path, "http://bench.invalid");
  return url.pathname + url.search;
}

export async function runLoad(job: LoadJob): Promise<LoadResult> {
  if (job.delaySeconds) await new Promise((resolve) => setTimeout(resolve, job.delaySeconds! * 1000));
  // Sent as a browser sends them: a raw "ç" in the request line is refused by Node's parser
  // (400 and the connection closed, with no length), which autocannon never reads to its end,
  // so that connection counted nothing more for the rest of the run.
  const request = { ...job.request, paths: job.request.paths.map(percentEncoded) };
  const method = request.method ?? "GET";
  const dynamic =
    request.paths.length > 1 || request.body?.includes("{n}") || request.ownAddress || request.cookies !== undefined || request.bodies !== undefined;
  let next = 0;
  let bodyCounter = 0;
  let address = randomInt(1 << 24);
  const setupRequest = (req: Record<string, unknown>) => {
    const turn = next++;
    const path = request.paths[turn % request.paths.length]!;
    const headers = { ...(req.headers as Record<string, string>) };
    if (request.ownAddress) {
      address = (address + 1) % (1 << 24);
      headers["X-Forwarded-For"] = `10.${address >> 16}.${(address >> 8) & 255}.${address & 255}`;
    }
    if (request.cookies) headers.Cookie = request.cookies[turn % request.cookies.length]!;
    const body = request.bodies
      ? request.bodies[turn % request.bodies.length]
      : request.body?.replaceAll("{n}", String((bodyCounter++ % (request.bodyCycle ?? 1)) + 1));
    return { ...req, path, headers, body };
  };
  let finish!: (outcome: { error: Error | null; result: autocannon.Result }) => void;
  const finished = new Promise<{ error: Error | null; result: autocannon.Result }>((resolve) => (finish = resolve));
  const instance = autocannon(
    {
      url: job.origin + request.paths[0],
      connections: job.connections,
      duration: job.seconds,
      ...(job.maxRequests ? { maxOverallRequests: job.maxRequests } : {}),
      ...(job.timeoutSeconds ? { timeout: job.timeoutSeconds } : {}),
      ...(job.rate ? { overallRate: job.rate } : {}),
      method,
      headers: request.headers,
      body: dynamic ? undefined : request.body?.replaceAll("{n}", "1"),
      requests: dynamic ? [{ setupRequest } as never] : undefined,
    },
    (error, result) => finish({ error, result }),
  );
  const all: number[] = [];
  const statuses: Record<string, number> = {};
  let bytes = 0;
  instance.on("response", (_client: unknown, statusCode: number, resBytes: number, responseTime: number) => {
    all.push(responseTime);
    bytes += resBytes;
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const errorKinds: Record<string, number> = {};
  instance.on("reqError", (error: Error & { code?: string }) => {
    const kind = error.code ?? error.message;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  });
  const started = performance.now();
  const timer = setTimeout(() => instance.stop(), job.seconds * 1000 + 500);
  const { error, result } = await finished;
  clearTimeout(timer);
  if (error) throw error;
  const seconds = Math.min((performance.now() - started) / 1000, result.duration || Infinity);
  return {
    seconds: Math.round(seconds * 100) / 100,
    requestsPerSecond: Math.round(all.length / seconds),
    ...latencies(all),
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    errorKinds,
    bytesPerResponse: all.length ? Math.round(bytes / all.length) : 0,
    ...(job.keepLatencies ? { latencies: all.map(round) } : {}),
  };
}

if (import.meta.main) {
  // autocannon's timers warn of negative delays when a run ends at its request count; only that is hidden.
  process.removeAllListeners("warning");
  process.on("warning", (warning) => {
    if (warning.name !== "TimeoutNegativeWarning") console.warn(`${warning.name}: ${warning.message}`);
  });
  // The bench was interrupted before this run ended: nobody reads the result.
  process.stdout.on("error", () => process.exit(0));
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One job, or several run one after another (one process start for a series).
  const input = JSON.parse(Buffer.concat(chunks).toString("utf8")) as LoadJob | LoadJob[];
  const results = [];
  for (const job of Array.isArray(input) ? input : [input]) results.push(await runLoad(job));
  process.stdout.write(JSON.stringify(Array.isArray(input) ? results : results[0]) + "\n");
}
