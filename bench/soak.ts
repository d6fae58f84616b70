import type { RunningServer } from "#tests/support/server-process.ts";
import { residentMemory, runJobs, type Pinning } from "./harness.ts";
import { latencies, type LoadJob, type LoadResult } from "./load.ts";
import { log } from "./measure.ts";
import type { BenchMember } from "./seed-members.ts";

/**
 * `npm run bench -- --soak` (issue 17): the main routes for SOAK_SECONDS (300) at 100
 * connections at once — visitors' pages, members' pages and members' writes (bookmarks,
 * reading-plan days) plus visitors' feedback — then the requests, errors, p99 and the
 * server's memory at the start and the end.
 */
export const SOAK_CONNECTIONS = 100;

/** The jobs of the mix, run at once (each in a load process of its own); connections add up to SOAK_CONNECTIONS. */
export function soakJobs(origin: string, members: BenchMember[], seconds: number): Array<{ name: string; job: LoadJob }> {
  const gzip = { "Accept-Encoding": "gzip" };
  const post = (cookie: string) => ({ ...gzip, Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" });
  const visitorPaths = [
    "/",
    "/biblia/gn/1",
    "/biblia/sl/23",
    "/hinario",
    "/dicionario",
    "/quiz",
    "/devocional",
    "/planos",
    "/estudos",
    "/desbravadores",
    "/hinario/1",
  ];
  // A request is given up after the server's own time limit (REQUEST_TIMEOUT_MS, 15 s, then a
  // 503) and a margin, so an error is a 5xx or no answer at all, not a slow answer.
  const job = (connections: number, request: LoadJob["request"]): LoadJob => ({
    origin,
    connections,
    seconds,
    request,
    keepLatencies: true,
    timeoutSeconds: 20,
  });
  const [reader, planner, ...browsers] = members;
  if (!reader || !planner || browsers.length === 0) throw new Error("the soak needs at least three members");
  return [
    { name: "visitors' pages", job: job(40, { paths: visitorPaths, headers: gzip }) },
    ...browsers.map((member, i) => ({
      name: `member ${i + 1}: home, profile, chapter read`,
      job: job(Math.floor(30 / browsers.length), {
        paths: ["/", "/perfil", "/biblia/jo/3", "/planos/biblia-em-um-ano", "/conquistas"],
        headers: { ...gzip, Cookie: member.cookie, "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" },
      }),
    })),
    {
      name: "bookmarks (POST /biblia/gn/1)",
      job: job(10, { method: "POST", paths: ["/biblia/gn/1"], headers: post(reader.cookie), body: "versiculo={n}", bodyCycle: 31 }),
    },
    {
      name: "plan days (POST /planos/biblia-em-um-ano)",
      job: job(10, {
        method: "POST",
        paths: ["/planos/biblia-em-um-ano"],
        headers: post(planner.cookie),
        body: "dia={n}&concluido=1",
        bodyCycle: 365,
      }),
    },
    {
      name: "feedback (POST /feedback, visitors)",
      job: job(SOAK_CONNECTIONS - 40 - 30 - 20, {
        method: "POST",
        paths: ["/feedback"],
        headers: post(""),
        body: "nome=Visitante&email=visitante%40exemplo.com&tipo=sugestao&avaliacao=5&mensagem=Teste+de+resist%C3%AAncia+{n}",
        bodyCycle: 1000,
        ownAddress: true,
      }),
    },
  ];
}

/** Server errors and requests without an answer in a job's result (timeouts are among autocannon's errors; a 4xx is counted apart). */
export function errorsOf(result: LoadResult): number {
  const serverErrors = Object.entries(result.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  return serverErrors + result.errors;
}

export async function soak(pinning: Pinning, server: RunningServer, members: BenchMember[], seconds: number) {
  const start = residentMemory(server.process.pid);
  const jobs = soakJobs(server.url, members, seconds);
  log(`soak: ${seconds} s at ${SOAK_CONNECTIONS} connections (${jobs.map((j) => `${j.name} ${j.job.connections}`).join("; ")})`);
  // Every job in a process of its own, all at once: together they are the mix.
  const results = (await Promise.all(jobs.map(({ job }) => runJobs(pinning, [job])))).map((r) => r[0]!);
  const end = residentMemory(server.process.pid);
  const rows = jobs.map(({ name }, i) => {
    const r = results[i]!;
    return {
      name,
      requests: r.requests,
      requestsPerSecond: r.requestsPerSecond,
      p99ms: r.p99ms,
      statuses: r.statuses,
      errors: errorsOf(r),
      errorKinds: r.errorKinds,
    };
  });
  const all = latencies(results.flatMap((r) => r.latencies ?? []));
  const figures = {
    seconds,
    connections: SOAK_CONNECTIONS,
    requests: all.requests,
    errors: rows.reduce((sum, row) => sum + row.errors, 0),
    p50ms: all.p50ms,
    p99ms: all.p99ms,
    maxMs: all.maxMs,
    rssStartMB: start?.rssMB ?? null,
    rssEndMB: end?.rssMB ?? null,
    peakRssMB: end?.peakRssMB ?? null,
    rows,
  };
  for (const row of rows)
    log(
      `  ${row.name}: ${row.requests} requests, p99 ${row.p99ms} ms, ${JSON.stringify(row.statuses)}, errors ${row.errors} ${JSON.stringify(row.errorKinds)}`,
    );
  log(
    `soak: ${figures.requests} requests, ${figures.errors} errors, p99 ${figures.p99ms} ms; server memory ${figures.rssStartMB} MB at start, ${figures.rssEndMB} MB at the end (peak ${figures.peakRssMB} MB)`,
  );
  return figures;
}

export type SoakFigures = Awaited<ReturnType<typeof soak>>;
