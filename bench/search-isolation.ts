import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";
import { startServer } from "#tests/support/server-process.ts";
import { importAcf, prepareBibleBench } from "./bible.ts";
import { choosePinning, runJobs } from "./harness.ts";
import { measureSearchIsolation, SEARCH_QUERIES } from "./search.ts";
import { createMember } from "./seed-members.ts";

/**
 * npm run bench:search -- [--engine sqlite|postgres] [--app-dir DIR …]
 *
 * The bench's "nothing waits behind search" part alone: over the whole ACF, `/healthz` and a
 * cached page asked one at a time, idle and while 50 connections search, pinned as the bench
 * pins. Each --app-dir (a copy of the app holding build/, default the current one) is run in
 * turn on the same database, so two versions are compared under the same load; the load
 * average is printed beside each.
 */
const { values: options } = parseArgs({
  options: { engine: { type: "string", default: "sqlite" }, "app-dir": { type: "string", multiple: true, default: ["."] } },
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
    const server = await startServer(
      { ...bible.env, DATABASE_URL: databaseUrl, TRUST_PROXY: "1", LOG_LEVEL: "warn" },
      "test-results/search-isolation-server.log",
      { commandPrefix: pinning.server, cwd: appDir },
    );
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
      const before = load();
      const { concurrent, probes } = await measureSearchIsolation(pinning, server.url, headers, queries);
      console.log(`\n${appDir} (load average ${before} → ${load()})`);
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
