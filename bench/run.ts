import { execSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startServer, type RunningServer } from "#tests/support/server-process.ts";
import { chapterBytes, importAcf, measureColdChapters, prepareBibleBench } from "./bible.ts";
import { measureLighthouse } from "./lighthouse.ts";
import { measureRealBrowser } from "./real-browser.ts";
import { choosePinning, handleInterrupts, onAllCores, residentMemory, snapshotApp, undoOnInterrupt, type Pinning } from "./harness.ts";
import {
  elapsed,
  log,
  measureMemberPages,
  MEMBER_CONNECTIONS,
  measureMemory,
  measureRanking,
  measureVisitorPages,
  prepareStaticCopies,
  measureWeights,
  searchOn,
  type BenchSettings,
} from "./measure.ts";
import { freshPostgresDatabase, postgresVersion, type FreshDatabase } from "#tests/support/fresh-postgres.ts";
import { markdownSummary, printTables, type BenchResults } from "./report.ts";
import { createMember } from "./seed-members.ts";
import { soak } from "./soak.ts";

/**
 * npm run bench [-- --no-build] [-- --no-postgres] [-- --no-lighthouse]
 * npm run bench -- --report   (the last run's tables again, from bench/results.json)
 * npm run bench -- --paint-only   (only Lighthouse and the real browser: the first-paint goals, a few minutes)
 * npm run bench -- --soak [--no-postgres]   (issue 17: bench/soak.ts, 5 minutes at 100 connections per engine)
 *
 * Issue 18's method: a production build; the server pinned to core 0 and the load
 * generator (autocannon in processes of its own, bench/load.ts) to core 1 with taskset;
 * 50 connections, gzip, 10 s per route; each visitors' page against a static copy of the
 * same HTML served by the same server in the same run. Then member pages, search and
 * ranking on SQLite and PostgreSQL, first-load bytes, Lighthouse's mobile scores
 * (bench/lighthouse.ts) and the server's memory. Prints
 * tables, writes every figure to bench/results.json and the Performance tables (docs/performance.md)
 * to $TMPDIR/lampada-bench/summary.md, beside the servers' logs (outside the project: an
 * end-to-end run elsewhere empties test-results/).
 *
 * Settings for trying the harness quickly (the figures are taken with the defaults):
 * BENCH_SECONDS (10) per route, BENCH_SHARED_SECONDS (2) per page whose route module an
 * earlier page already measured, BENCH_MEMBERS (100 000), BENCH_AWARDS_PER_MEMBER (10),
 * BENCH_MEMORY_REQUESTS (100 000); BENCH_POSTGRES_URL names the PostgreSQL server
 * (default postgres://postgres@127.0.0.1:5432/test), where a database of its own is
 * created and dropped.
 */
const { values: options } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    "no-postgres": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    /** Print the tables of the last run (bench/results.json) again, measuring nothing. */
    report: { type: "boolean", default: false },
    /** Only the first paint: Lighthouse and the real browser (bench/real-browser.ts); printed, not kept in bench/results.json. */
    "paint-only": { type: "boolean", default: false },
    /** Only the soak (bench/soak.ts), on SQLite and PostgreSQL; figures in bench/soak-results.json. */
    soak: { type: "boolean", default: false },
  },
});
const numberFrom = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const tunables: Omit<BenchSettings, "appDir"> = {
  seconds: numberFrom("BENCH_SECONDS", 10),
  sharedSeconds: numberFrom("BENCH_SHARED_SECONDS", 2),
  connections: 50,
  members: numberFrom("BENCH_MEMBERS", 100_000),
  awardsPerMember: numberFrom("BENCH_AWARDS_PER_MEMBER", 10),
  memoryRequests: numberFrom("BENCH_MEMORY_REQUESTS", 100_000),
};

function serverEnv(databaseUrl: string, sourceUrl: string): Record<string, string> {
  // TRUST_PROXY=1: each search comes from an address of its own (X-Forwarded-For), so the
  // limiter's 60 searches a minute per address never refuses the bench.
  return { LOG_LEVEL: "warn", TRUST_PROXY: "1", DATABASE_URL: databaseUrl, BIBLE_SOURCE_URL: sourceUrl };
}

const LOG_DIR = join(tmpdir(), "lampada-bench");
/** The PostgreSQL server the bench makes its own database on (dropped after). */
const BENCH_POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const loadAverage = () => loadavg().map((n) => Math.round(n * 100) / 100);

function machine(pinning: Pinning): BenchResults["machine"] {
  return {
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    memoryGB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    pinning: pinning.note,
    loadAverageAtStart: loadAverage(),
  };
}

function report(results: BenchResults) {
  printTables(results);
  const summary = markdownSummary(results);
  mkdirSync(LOG_DIR, { recursive: true });
  writeFileSync(join(LOG_DIR, "summary.md"), summary);
  console.log(`\n${summary}`);
}

async function main() {
  if (options.report) return report(JSON.parse(readFileSync("bench/results.json", "utf8")) as BenchResults);
  if (!options["no-build"]) {
    log("building (npm run build)");
    execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
  } else log("using the existing build (--no-build)");
  mkdirSync(LOG_DIR, { recursive: true });
  handleInterrupts();
  const app = snapshotApp();
  const removeApp = undoOnInterrupt(() => app.remove());
  try {
    if (options.soak) await soakAll(app.dir);
    else if (options["paint-only"]) await measurePaint(app.dir);
    else await measureAll({ ...tunables, appDir: app.dir });
  } finally {
    await removeApp();
  }
}

async function measureAll(settings: BenchSettings) {
  const pinning = choosePinning();
  log(pinning.note);
  const results: BenchResults = {
    measuredAt: new Date().toISOString(),
    machine: machine(pinning),
    settings: {
      seconds: settings.seconds,
      sharedSeconds: settings.sharedSeconds,
      connections: settings.connections,
      memberConnections: MEMBER_CONNECTIONS,
    },
    search: {},
    ranking: {},
    rss: [],
  };
  const snapshot = (after: string, server: RunningServer) => {
    const memory = residentMemory(server.process.pid);
    results.rss.push({ after, ...memory });
    return memory;
  };

  const bible = await prepareBibleBench(settings.appDir);
  log(`ACF imported into SQLite in ${bible.importSeconds} s`);
  const env = (databaseUrl: string) => serverEnv(databaseUrl, bible.env.BIBLE_SOURCE_URL!);
  // The static copies are written by a first server; the measuring one starts after, so it
  // serves them precompressed like any built asset.
  const first = await startServer(env(bible.env.DATABASE_URL!), join(LOG_DIR, "server-sqlite-first.log"), { cwd: settings.appDir });
  const visitors = await prepareStaticCopies(first.url, settings.appDir).finally(() => first.stop());
  log(`${visitors.pages.length} visitors' pages with static copies`);
  const server = await startServer(env(bible.env.DATABASE_URL!), join(LOG_DIR, "server-sqlite.log"), {
    commandPrefix: pinning.server,
    cwd: settings.appDir,
  });
  try {
    snapshot("start (SQLite server)", server);
    const coldChapters = await measureColdChapters(server.url);
    results.bible = { importAcfSeconds: bible.importSeconds, coldChapters, bytes: await chapterBytes(server.url, bible.dataDir) };
    log(`cold NVI chapters: ${coldChapters.requestsPerSecond} req/s, p99 ${coldChapters.latencyP99ms} ms`);

    results.visitorPages = await measureVisitorPages(pinning, server, visitors.pages, settings);
    results.memberPagesSkipped = visitors.memberPages;
    visitors.remove();
    snapshot("visitors' pages", server);

    if (!options["no-lighthouse"]) Object.assign(results, await measureFirstPaint(pinning, server.url));

    const member = await createMember(server.databaseUrl, "Membro Bench");
    results.memberPages = await measureMemberPages(pinning, server, member, settings);
    snapshot("member pages", server);

    results.search.sqlite = await searchOn(pinning, server, member.cookie);
    snapshot("search (SQLite)", server);

    results.memory = await measureMemory(
      pinning,
      server,
      visitors.pages.map((p) => p.route),
      settings,
    );
    snapshot(`${results.memory.requests} more visitors' requests`, server);

    results.ranking.sqlite = await measureRanking(pinning, server, server.databaseUrl, settings);
    snapshot("ranking (SQLite)", server);

    results.weights = await measureWeights(server, member.cookie, visitors.memberPages, settings);
    const end = snapshot("the whole bench (SQLite server)", server);
    log(`RSS after the whole bench: ${end?.rssMB} MB (peak ${end?.peakRssMB} MB)`);
  } finally {
    await server.stop();
  }

  if (options["no-postgres"]) results.postgres = { skipped: "--no-postgres" };
  else {
    const database = await freshPostgresDatabase("lampada_bench", BENCH_POSTGRES_URL).catch(
      (error: Error): { unavailable: string } | FreshDatabase => ({
        unavailable: `PostgreSQL at ${BENCH_POSTGRES_URL.replace(/\/\/[^@/]*@/, "//…@")} not usable: ${error.message}`,
      }),
    );
    if ("unavailable" in database) {
      log(database.unavailable);
      results.postgres = { skipped: database.unavailable };
    } else {
      const dropDatabase = undoOnInterrupt(() => database.drop());
      try {
        const version = await postgresVersion(BENCH_POSTGRES_URL);
        const importAcfSeconds = importAcf(database.url, bible.dataDir, settings.appDir);
        results.postgres = { version, importAcfSeconds, note: "PostgreSQL's own processes are not pinned" };
        log(`ACF imported into PostgreSQL ${version} in ${importAcfSeconds} s (PostgreSQL's own processes are not pinned)`);
        const pgServer = await startServer(env(database.url), join(LOG_DIR, "server-postgres.log"), {
          commandPrefix: pinning.server,
          cwd: settings.appDir,
        });
        try {
          snapshot("start (PostgreSQL server)", pgServer);
          const member = await createMember(database.url, "Membro Bench");
          results.search.postgres = await searchOn(pinning, pgServer, member.cookie);
          results.ranking.postgres = await measureRanking(pinning, pgServer, database.url, settings);
          snapshot("the whole bench (PostgreSQL server)", pgServer);
        } finally {
          await pgServer.stop();
        }
      } finally {
        await dropDatabase();
      }
    }
  }
  await bible.source.close();

  results.machine.loadAverageAtEnd = loadAverage();
  results.totalSeconds = elapsed();
  writeFileSync("bench/results.json", JSON.stringify(results, null, 2) + "\n");
  report(results);
  log(`every figure in bench/results.json; the tables for docs/performance.md in ${join(LOG_DIR, "summary.md")}; server logs in ${LOG_DIR}`);
}

/** The soak on SQLite, then on a fresh PostgreSQL database (unless --no-postgres). */
async function soakAll(appDir: string) {
  const pinning = choosePinning();
  log(pinning.note);
  const seconds = numberFrom("SOAK_SECONDS", 300);
  const bible = await prepareBibleBench(appDir);
  const results: Record<string, unknown> = { measuredAt: new Date().toISOString(), machine: machine(pinning) };
  const soakOn = async (engine: string, databaseUrl: string) => {
    const server = await startServer(serverEnv(databaseUrl, bible.env.BIBLE_SOURCE_URL!), join(LOG_DIR, `server-soak-${engine}.log`), {
      commandPrefix: pinning.server,
      cwd: appDir,
    });
    try {
      const members = await Promise.all(["Leitora", "Planejador", "Membro A", "Membro B", "Membro C"].map((name) => createMember(databaseUrl, name)));
      log(`soak on ${engine}`);
      results[engine] = await soak(pinning, server, members, seconds);
    } finally {
      await server.stop();
    }
  };
  await soakOn("sqlite", bible.env.DATABASE_URL!);
  if (!options["no-postgres"]) {
    const database = await freshPostgresDatabase("lampada_soak", BENCH_POSTGRES_URL);
    const dropDatabase = undoOnInterrupt(() => database.drop());
    try {
      importAcf(database.url, bible.dataDir, appDir);
      await soakOn("postgres", database.url);
    } finally {
      await dropDatabase();
    }
  }
  await bible.source.close();
  writeFileSync("bench/soak-results.json", JSON.stringify(results, null, 2) + "\n");
  log("figures in bench/soak-results.json");
}

/** The first paint: Lighthouse, then the same pages in a real Chromium, with Chromium on every core. */
function measureFirstPaint(pinning: Pinning, origin: string) {
  return onAllCores(pinning, async () => ({ lighthouse: await measureLighthouse(origin), realBrowser: await measureRealBrowser(origin) }));
}

/** Issue 28's first-paint goal alone: Lighthouse and the real browser on a server pinned like the full run's. */
async function measurePaint(appDir: string) {
  const pinning = choosePinning();
  log(pinning.note);
  const bible = await prepareBibleBench(appDir);
  const server = await startServer(serverEnv(bible.env.DATABASE_URL!, bible.env.BIBLE_SOURCE_URL!), join(LOG_DIR, "server-paint.log"), {
    commandPrefix: pinning.server,
    cwd: appDir,
  });
  try {
    const { lighthouse, realBrowser } = await measureFirstPaint(pinning, server.url);
    console.log(`\nLoad average: ${loadAverage().join(" ")}`);
    console.table(lighthouse);
    console.table(realBrowser);
  } finally {
    await server.stop();
    await bible.source.close();
  }
}

await main();
