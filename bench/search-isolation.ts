import { spawn } from "node:child_process";
import { once } from "node:events";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";
import { freePort } from "#tests/support/server-process.ts";
import { importAcf, prepareBibleBench } from "./bible.ts";
import { choosePinning, runJobs } from "./harness.ts";
import { measureOneSearch } from "./one-search.ts";
import { measureSearchIsolation, SEARCH_QUERIES } from "./search.ts";
import { createMember } from "./seed-members.ts";

/**
 * npm run bench:search -- [--engine sqlite|postgres] [--app-dir DIR …] [--one-search-only]
 *
 * First the one search over everything (/busca and its suggestions one at a time, and the
 * search box's keystroke-to-suggestions time in a Chromium slowed down like a mid-range phone).
 * The bench's "nothing waits behind search" part alone: over the whole ACF, `/healthz` and a
 * cached page asked one at a time, idle and while 50 connections search, pinned as the bench
 * pins. Each --app-dir (a copy of the app holding build/, default the current one) is run in
 * turn on the same database, so two versions are compared under the same load; the load
 * average is printed beside each. The server runs in bench/metered-server.ts, which also
 * reports the CPU time of each turn of its event loop under the searches: the wait a request
 * can meet behind other work, which the machine's load does not change.
 */

/** The app of `appDir` served by bench/metered-server.ts, pinned as the bench pins the server. */
async function startMetered(appDir: string, env: Record<string, string>) {
  const command = [...pinning.server, process.execPath, resolve("bench/metered-server.ts"), resolve(appDir)];
  // Production needs PUBLIC_URL (decision 0041): the address the load generator asks at.
  const port = await freePort();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! });
  const next = async () => ((await once(lines, "line")) as [string])[0];
  const url = (await next()).replace("listening ", "");
  return {
    url,
    turns: async () => (child.stdin!.write("turns\n"), JSON.parse(await next()) as Record<string, number>),
    stop: async () => {
      child.stdin!.end();
      await once(child, "exit");
    },
  };
}
const { values: options } = parseArgs({
  options: {
    engine: { type: "string", default: "sqlite" },
    "app-dir": { type: "string", multiple: true, default: ["."] },
    "one-search-only": { type: "boolean", default: false },
  },
});
const pinning = choosePinning();
const bible = await prepareBibleBench();
const postgres = options.engine === "postgres" ? await freshPostgresDatabase("lampada_bench_search") : null;
if (postgres) importAcf(postgres.url, bible.dataDir);
const databaseUrl = postgres?.url ?? bible.env.DATABASE_URL!;
const queries = Object.values(SEARCH_QUERIES).flat();
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
console.log(`${options.engine}: ACF imported in ${bible.importSeconds} s; ${pinning.note}`);
try {
  for (const appDir of options["app-dir"]) {
    const server = await startMetered(appDir, { ...bible.env, DATABASE_URL: databaseUrl, TRUST_PROXY: "1", LOG_LEVEL: "warn" });
    try {
      const { cookie } = await createMember(databaseUrl, "Membro Busca");
      const headers = { Cookie: cookie, "Accept-Encoding": "gzip" };
      // The index's first reads and the routes' code, unmeasured.
      await runJobs(
        pinning,
        queries.map((query) => ({
          origin: server.url,
          connections: 1,
          seconds: 10,
          maxRequests: 3,
          request: { paths: [`/biblia/busca?${new URLSearchParams({ q: query, versao: "acf" })}`], headers, ownAddress: true },
        })),
      );
      // The one search over everything, one at a time, and the box as one types.
      const one = await measureOneSearch(pinning, server.url, cookie);
      console.log(`\n${appDir}: one search over the Bible and every kind of content (load average ${load()})`);
      for (const [name, f] of [
        ["/busca", one.page],
        ["/busca/sugestoes", one.suggestions],
      ] as const)
        console.log(
          `  ${name} one at a time: p50 ${f.p50ms} ms, p95 ${f.p95ms} ms, p99 ${f.p99ms} ms, max ${f.maxMs} ms (${f.requests} requests; slowest ${f.slowest}) ${f.problems}`,
        );
      const k = one.keystroke;
      console.log(
        `  keystroke to suggestions shown, CPU ×${k.cpuSlowdown}: p50 ${k.p50ms} ms, p95 ${k.p95ms} ms, max ${k.maxMs} ms over ${k.keystrokes} keystrokes (${k.missed} not shown within 5 s); a query's first suggestion p50 ${k.firstP50ms} ms, max ${k.firstMaxMs} ms`,
      );
      if (options["one-search-only"]) continue;
      const before = load();
      await server.turns();
      const { concurrent, probes } = await measureSearchIsolation(pinning, server.url, headers, queries);
      const turns = await server.turns();
      console.log(`\n${appDir} (load average ${before} → ${load()})`);
      console.log(
        `  event loop turns (CPU ms, idle probes then 10 s of search): p50 ${turns.p50ms}, p99 ${turns.p99ms}, max ${turns.maxMs}; ${turns.over10ms} over 10 ms of ${turns.requests}; ${turns.cpuMs} ms in all`,
      );
      console.log(
        `  50 connections searching: ${concurrent.requestsPerSecond} req/s, p50 ${concurrent.p50ms} ms, p99 ${concurrent.p99ms} ms ${concurrent.problems}`,
      );
      for (const p of probes)
        console.log(
          `  ${p.path}: idle p50 ${p.idleP50ms} / p99 ${p.idleP99ms} ms; under search p50 ${p.underSearchP50ms} / p99 ${p.underSearchP99ms} / max ${p.underSearchMaxMs} ms`,
        );
    } finally {
      await server.stop();
    }
  }
} finally {
  await postgres?.drop();
  await bible.source.close();
}
