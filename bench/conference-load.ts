import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";
import { SITE_ROUTES } from "#app/routes.ts";
import type { RunningServer } from "#tests/support/server-process.ts";
import { cpuMilliseconds, runCostedJob, runJob, unexpected, type Pinning } from "./harness.ts";
import type { LoadJob, LoadResult } from "./load.ts";
import { CLUBS_PER_CHURCH, PEOPLE_PER_CLUB, type ConferenceSize } from "./conference-seed.ts";

/**
 * The requests of `npm run bench:conference`: the Sabbath-morning kinds (members reading,
 * projecting, club leaders marking attendance, pledging), each member with a session of their
 * own church, and a church's pages for a visitor and a member.
 */

/** The id the seed's `pg_temp.uid(name)` makes (conference-seed.ts): md5 of the name as a version-4 UUID. */
export function seedId(name: string): string {
  const h = createHash("md5").update(name).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The sessions the kinds take: cookies by church, as members of it. */
export interface Sessions {
  /** Members who read, several per church: readers[church][k]. */
  readers: string[][];
  /** Each club's director (club k = church k / 2). */
  directors: string[];
}

/** Share of the connections per Sabbath-morning kind (of 50: 35, 5, 5, 5). */
export const MIX = { reading: 0.7, projecting: 0.1, attendance: 0.1, pledging: 0.1 } as const;
export type Kind = keyof typeof MIX;

const NAVIGATE = { "Accept-Encoding": "gzip", "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" };
const FORM = { "Accept-Encoding": "gzip", "Content-Type": "application/x-www-form-urlencoded" };
/** The lesson of the day and two chapters it reads: what a member opens in Sabbath School. */
const LESSON = "/escola-sabatina/adultos/1/sabado";
const CHAPTERS = ["/biblia/sl/23?versao=ACF", "/biblia/jo/3?versao=ACF", "/biblia/rm/8?versao=ACF", "/biblia/is/53?versao=ACF"];

/** Each kind's requests: paths, cookies and bodies of the same length, taken together in turn. */
export function kindRequests(origin: string, size: ConferenceSize, sessions: Sessions): Record<Kind, LoadJob["request"]> {
  const churches = Array.from({ length: size.churches }, (_, c) => c);
  const reading = churches.flatMap((c) =>
    sessions.readers[c]!.flatMap((cookie, k) => [LESSON, CHAPTERS[(c + k) % 4]!, CHAPTERS[(c + k + 1) % 4]!].map((path) => ({ path, cookie }))),
  );
  const projecting = churches.map((c) => ({ path: `/projetar/roteiro/${seedId(`order-${c}-0`)}`, cookie: sessions.readers[c]!.at(-1)! }));
  const clubs = Array.from({ length: size.churches * CLUBS_PER_CHURCH }, (_, k) => k);
  // The roll call of the club's meeting of this Sabbath (seeded), saved again as the leader marks it: every active person marked.
  const attendance = clubs.map((k) => {
    const marks = Array.from({ length: PEOPLE_PER_CLUB }, (_, p) => `p-${seedId(`person-${k}-${p}`)}=${(k + p) % 5 ? "presente" : "falta"}`);
    return { body: [`intent=corrigir`, `reuniao=${seedId(`meeting-${k}-0`)}`, ...marks].join("&"), cookie: sessions.directors[k]! };
  });
  const pledging = churches.map((c) => ({
    body: `valor=${20 + (c % 9) * 10}&metodo=pix&projeto=${seedId(`project-${c}-${c % 2}`)}`,
    cookie: sessions.readers[c]![0]!,
  }));
  return {
    reading: { paths: reading.map((r) => r.path), cookies: reading.map((r) => r.cookie), headers: NAVIGATE },
    projecting: { paths: projecting.map((r) => r.path), cookies: projecting.map((r) => r.cookie), headers: NAVIGATE },
    attendance: {
      method: "POST",
      paths: ["/clube/reunioes"],
      headers: { ...FORM, Origin: origin },
      bodies: attendance.map((r) => r.body),
      cookies: attendance.map((r) => r.cookie),
    },
    pledging: {
      method: "POST",
      paths: ["/doacao"],
      headers: { ...FORM, Origin: origin },
      bodies: pledging.map((r) => r.body),
      cookies: pledging.map((r) => r.cookie),
      ownAddress: true,
    },
  };
}

/**
 * An open projection asking for its order's revision, as it does every second (decision 0055), with
 * the ETag it holds: an unchanged order answers 304. Not in the mix: its rate is set by the screens open.
 */
export function pollRequest(size: ConferenceSize, sessions: Sessions): LoadJob["request"] {
  const churches = Array.from({ length: size.churches }, (_, c) => c);
  return {
    paths: churches.map((c) => `/projetar/roteiro/${seedId(`order-${c}-0`)}/revisao.json`),
    cookies: churches.map((c) => sessions.readers[c]!.at(-1)!),
    headers: { "Accept-Encoding": "gzip", "If-None-Match": '"r1"' },
  };
}

/** A church's pages, those the route list has (`/igrejas/:slug` once the churches' pages are merged). */
export function churchPages(): string[] {
  const known = new Set(SITE_ROUTES.map((r) => r.path));
  return ["/igrejas/igreja-0", "/igrejas", "/", "/noticias", "/projetos", "/doacao", "/grupos", "/clube"].filter((address) =>
    known.has(address.startsWith("/igrejas/") ? "/igrejas/:slug" : address),
  );
}

export interface KindFigures {
  kind: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
  cpuMsPerRequest: number | null;
  problems: string;
}

const figures = (kind: string, connections: number, r: LoadResult & { cpuMsPerRequest: number | null }, expected = [200]): KindFigures => ({
  kind,
  connections,
  requests: r.requests,
  requestsPerSecond: r.requestsPerSecond,
  p50ms: r.p50ms,
  p99ms: r.p99ms,
  cpuMsPerRequest: r.cpuMsPerRequest,
  problems: unexpected(r, expected),
});

/** The first request of a kind sent once: null when answered 200, else its status and what the page says (its alert, else its title). */
async function firstRefusal(origin: string, request: LoadJob["request"], expected: number[]): Promise<string | null> {
  const headers = { ...request.headers, "Accept-Encoding": "identity", ...(request.cookies ? { Cookie: request.cookies[0]! } : {}) };
  const response = await fetch(origin + request.paths[0], {
    method: request.method ?? "GET",
    headers,
    body: request.bodies?.[0],
    redirect: "manual",
  });
  const html = await response.text();
  if (expected.includes(response.status)) return null;
  const said = /role="alert"[^>]*>([\s\S]*?)<\/(?:div|p)>/.exec(html)?.[1] ?? /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
  return `${response.status} ${said
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 160)}`;
}

/** Where the PostgreSQL connections and transactions of the bench's database are watched from. */
export interface Watch {
  adminUrl: string;
  database: string;
}

/**
 * Each request alone at `connections` (after 2 s unmeasured): its rate, latency, the server's CPU per
 * answer, and PostgreSQL's CPU and transactions per answer.
 */
export async function measureAlone(
  pinning: Pinning,
  server: RunningServer,
  name: string,
  request: LoadJob["request"],
  connections: number,
  seconds: number,
  watch: Watch,
  expected = [200],
) {
  const refused = await firstRefusal(server.url, request, expected);
  await runJob(pinning, { origin: server.url, connections, seconds: 2, request });
  const job = { origin: server.url, connections, seconds, request };
  const {
    result,
    connections: used,
    postgresCpuMs,
    transactions,
  } = await watchConnections(watch.adminUrl, watch.database, () => runCostedJob(pinning, server.process.pid, job));
  return {
    ...figures(name, connections, result, expected),
    ...(refused ? { problems: `${unexpected(result, expected)} — first answer: ${refused}` } : {}),
    postgresCpuMsPerRequest: result.requests ? Math.round((postgresCpuMs / result.requests) * 100) / 100 : null,
    transactionsPerRequest: result.requests ? Math.round((transactions / result.requests) * 10) / 10 : null,
    postgresConnections: used.open,
  };
}

/** The CPU time (ms) of every process of the PostgreSQL server's user: the database's own cost, whatever backend did it. */
function postgresCpu(uid: string): number {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (new RegExp(`^Uid:\\s+${uid}\\s`, "m").test(readFileSync(`/proc/${pid}/status`, "utf8"))) total += cpuMilliseconds(Number(pid));
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** The PostgreSQL connections of the database every 200 ms while `work` runs: the most at once, in all and running a query. */
async function watchConnections<T>(adminUrl: string, database: string, work: () => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
  const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${rows[0]!.pid}/status`, "utf8"))?.[1] ?? "";
  const most = { open: 0, active: 0, idleInTransaction: 0 };
  let watching = true;
  const sample = async () => {
    while (watching) {
      const { rows: states } = await client.query<{ state: string | null; n: string }>(
        "select state, count(*) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() group by state",
        [database],
      );
      const count = (state: string) => Number(states.find((s) => s.state === state)?.n ?? 0);
      most.open = Math.max(
        most.open,
        states.reduce((sum, s) => sum + Number(s.n), 0),
      );
      most.active = Math.max(most.active, count("active"));
      most.idleInTransaction = Math.max(most.idleInTransaction, count("idle in transaction"));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const commits = async () =>
    Number(
      (await client.query<{ n: string }>("select xact_commit + xact_rollback as n from pg_stat_database where datname = $1", [database])).rows[0]!.n,
    );
  const before = { cpu: postgresCpu(uid), transactions: await commits() };
  const sampling = sample();
  try {
    const result = await work();
    // A process that ended meanwhile takes its CPU time with it: never below nothing.
    const postgresCpuMs = Math.max(0, postgresCpu(uid) - before.cpu);
    // The statistics collector reports a backend's transactions when it goes idle, at most every half second.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { result, connections: most, postgresCpuMs, transactions: (await commits()) - before.transactions };
  } finally {
    watching = false;
    await sampling;
    await client.end();
  }
}

/** The Sabbath-morning mix: the kinds at once, their connections by MIX, each from a load process of its own. */
export async function measureMix(
  pinning: Pinning,
  server: RunningServer,
  requests: Record<Kind, LoadJob["request"]>,
  watch: Watch,
  connections: number,
  seconds: number,
) {
  const kinds = Object.keys(MIX) as Kind[];
  const share = (kind: Kind) => Math.max(1, Math.round(connections * MIX[kind]));
  const serverBefore = cpuMilliseconds(server.process.pid);
  const {
    result,
    connections: used,
    postgresCpuMs,
    transactions,
  } = await watchConnections(watch.adminUrl, watch.database, () =>
    Promise.all(kinds.map((kind) => runJob(pinning, { origin: server.url, connections: share(kind), seconds, request: requests[kind] }))),
  );
  const serverCpuMs = cpuMilliseconds(server.process.pid) - serverBefore;
  const total = result.reduce((sum, r) => sum + r.requests, 0);
  const rows = kinds.map((kind, i) => ({
    ...figures(kind, share(kind), { ...result[i]!, cpuMsPerRequest: null }),
    shareOfRequests: `${Math.round((result[i]!.requests / total) * 100)} %`,
  }));
  return {
    rows,
    requests: total,
    requestsPerSecond: Math.round(total / seconds),
    serverCpuMsPerRequest: Math.round((serverCpuMs / total) * 100) / 100,
    serverCoresBusy: Math.round((serverCpuMs / (seconds * 1000)) * 100) / 100,
    postgresCpuMsPerRequest: Math.round((postgresCpuMs / total) * 100) / 100,
    postgresCoresBusy: Math.round((postgresCpuMs / (seconds * 1000)) * 100) / 100,
    postgresConnections: used,
    /** PostgreSQL transactions per answer: inChurch's BEGIN … COMMIT for each church store call, besides the session's and the ledger's. */
    transactionsPerRequest: Math.round((transactions / total) * 10) / 10,
  };
}
