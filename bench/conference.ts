import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createSession } from "#app/areas/accounts/session.store.server.ts";
import { openDatabase } from "#db/index.ts";
import { startBibleSourceStandIn } from "#tests/support/bible-source-stand-in.ts";
import { freshPostgresDatabase, POSTGRES_ADMIN_URL, postgresVersion, servingRoleUrl } from "#tests/support/fresh-postgres.ts";
import { startServer } from "#tests/support/server-process.ts";
import { sessionCookiePair } from "#tests/support/session-cookie.ts";
import { importAcf } from "./bible.ts";
import { churchPages, kindRequests, measureAlone, measureMix, pollRequest, seedId, type Kind, type Sessions } from "./conference-load.ts";
import { CLUBS_PER_CHURCH, PEOPLE_PER_CLUB, SECRETARY, seedConference, type ConferenceSize } from "./conference-seed.ts";
import { choosePinning, handleInterrupts, snapshotApp, undoOnInterrupt } from "./harness.ts";
import { log } from "./measure.ts";

/**
 * npm run bench:conference [-- --no-build] [-- --keep]
 *
 * Issue 50, point 6: a conference on PostgreSQL (bench/conference-seed.ts: 300 churches, 100 000
 * members, 600 clubs, a year of readings), a production server serving as a role the row-level
 * security binds (like production, decision 0065), pinned to core 0 with the load on core 1
 * (bench/harness.ts). Measures each Sabbath-morning kind alone (rate, p50/p99, the server's CPU
 * per answer), then the mix at once (bench/conference-load.ts MIX, 50 connections) with the
 * PostgreSQL connections in use and PostgreSQL's own CPU, then a church's pages for a visitor
 * and a member. Figures in bench/conference-results.json; docs/scaling.md is written from them.
 *
 * BENCH_SECONDS (20) for the mix and each kind, BENCH_PAGE_SECONDS (5) per church page;
 * BENCH_CHURCHES (300), BENCH_MEMBERS (100 000), BENCH_READING_SHARE (0.3);
 * CONFERENCE_DATABASE_URL: an already seeded database (owner's address) to measure again, kept;
 * --keep: keep the fresh database and print its address.
 */
const { values: options } = parseArgs({
  options: { "no-build": { type: "boolean", default: false }, keep: { type: "boolean", default: false } },
});
const numberFrom = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const size: ConferenceSize = {
  churches: numberFrom("BENCH_CHURCHES", 300),
  members: numberFrom("BENCH_MEMBERS", 100_000),
  readingShare: numberFrom("BENCH_READING_SHARE", 0.3),
};
const SECONDS = numberFrom("BENCH_SECONDS", 20);
const PAGE_SECONDS = numberFrom("BENCH_PAGE_SECONDS", 5);
const CONNECTIONS = 50;
/** Members per church with a session who read (the last of them projects, the first pledges). */
const READERS_PER_CHURCH = 8;
const LOG_DIR = join(tmpdir(), "lampada-bench");
const DATA_DIR = resolve(process.env.BIBLE_DATA_DIR ?? "../../shared/data/bible-source/versions/pt-br");

/** Sessions straight in the database (no password), for readers (members past the clubs, groups and secretary) and club directors. */
async function createSessions(ownerUrl: string): Promise<Sessions> {
  const { db } = openDatabase(ownerUrl);
  const now = new Date();
  const session = async (member: number) => sessionCookiePair(await createSession(db, seedId(`member-${member}`), now));
  try {
    const readers: string[][] = [];
    for (let c = 0; c < size.churches; c++) {
      readers.push(await Promise.all(Array.from({ length: READERS_PER_CHURCH }, (_, k) => session(c + size.churches * (SECRETARY + 1 + k)))));
    }
    const clubs = Array.from({ length: size.churches * CLUBS_PER_CHURCH }, (_, k) => k);
    const directors = await Promise.all(clubs.map((k) => session(Math.floor(k / 2) + size.churches * ((k % 2) * PEOPLE_PER_CLUB))));
    return { readers, directors };
  } finally {
    await db.destroy();
  }
}

/** A fresh database migrated by its owner and seeded, or the one CONFERENCE_DATABASE_URL names. */
async function conferenceDatabase() {
  const reused = process.env.CONFERENCE_DATABASE_URL;
  if (reused) return { url: reused, seed: null, drop: async () => undefined, servingUrl: await servingRoleUrl(reused) };
  const database = await freshPostgresDatabase("lampada_conference");
  const drop = undoOnInterrupt(() => (options.keep ? undefined : database.drop()));
  const servingUrl = await servingRoleUrl(database.url);
  const seed = await seedConference(database.url, size, log);
  log(`seeded in ${seed.seconds} s`);
  console.table(seed.tables);
  return { url: database.url, seed, drop, servingUrl };
}

async function main() {
  if (!options["no-build"]) {
    log("building (npm run build)");
    execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
  }
  mkdirSync(LOG_DIR, { recursive: true });
  handleInterrupts();
  const app = snapshotApp();
  const removeApp = undoOnInterrupt(() => app.remove());
  const pinning = choosePinning();
  log(pinning.note);
  const database = await conferenceDatabase();
  const source = await startBibleSourceStandIn({ root: DATA_DIR });
  try {
    const importAcfSeconds = importAcf(database.url, DATA_DIR, app.dir);
    log(`ACF imported in ${importAcfSeconds} s`);
    const sessions = await createSessions(database.url);
    const server = await startServer(
      { LOG_LEVEL: "warn", TRUST_PROXY: "1", DATABASE_URL: database.servingUrl, BIBLE_SOURCE_URL: source.url },
      join(LOG_DIR, "server-conference.log"),
      { commandPrefix: pinning.server, cwd: app.dir },
    );
    try {
      const requests = kindRequests(server.url, size, sessions);
      const watch = { adminUrl: POSTGRES_ADMIN_URL, database: new URL(database.url).pathname.slice(1) };
      const alone = [];
      for (const kind of Object.keys(requests) as Kind[]) {
        alone.push(await measureAlone(pinning, server, kind, requests[kind], CONNECTIONS, SECONDS, watch));
        log(`${kind} alone: ${JSON.stringify(alone.at(-1))}`);
      }
      const poll = await measureAlone(pinning, server, "projection's revision poll", pollRequest(size, sessions), CONNECTIONS, SECONDS, watch, [304]);
      alone.push(poll);
      log(`poll alone: ${JSON.stringify(poll)}`);
      const mix = await measureMix(pinning, server, requests, watch, CONNECTIONS, SECONDS);
      log(`mix: ${JSON.stringify({ ...mix, rows: undefined })}`);
      const pages = [];
      for (const address of churchPages()) {
        for (const [as, cookie] of [
          ["visitor", undefined],
          ["member", sessions.readers[0]![1]!],
        ] as const) {
          const request = { paths: [address], headers: { "Accept-Encoding": "gzip", ...(cookie ? { Cookie: cookie } : {}) } };
          pages.push({ ...(await measureAlone(pinning, server, `${address} (${as})`, request, CONNECTIONS, PAGE_SECONDS, watch)), as });
          log(`${address} (${as}): ${JSON.stringify(pages.at(-1))}`);
        }
      }
      const results = {
        measuredAt: new Date().toISOString(),
        // Other work on the machine takes turns with the pinned server: the load average says how much there was.
        machine: { cpu: cpus()[0]?.model ?? "unknown", cores: cpus().length, node: process.version, pinning: pinning.note, loadAverage: loadavg() },
        postgres: await postgresVersion(),
        size,
        seed: database.seed,
        importAcfSeconds,
        settings: { connections: CONNECTIONS, seconds: SECONDS, pageSeconds: PAGE_SECONDS, readersPerChurch: READERS_PER_CHURCH },
        alone,
        mix,
        pages,
      };
      writeFileSync("bench/conference-results.json", JSON.stringify(results, null, 2) + "\n");
      console.table(alone);
      console.table(mix.rows);
      console.table(pages);
      log("figures in bench/conference-results.json");
    } finally {
      await server.stop();
    }
  } finally {
    await source.close();
    if (options.keep && database.seed) log(`database kept: ${database.url}`);
    await database.drop();
    await removeApp();
  }
}

await main();
