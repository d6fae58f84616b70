import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import routeConfig from "#app/routes.ts";
import { SESSION_COOKIE } from "#app/areas/accounts/session.store.server.ts";
import { TIME_ZONE_COOKIE } from "#app/platform/site/time-zone.ts";
import { COLOR_THEME_KEY, COLOR_THEMES, THEME_KEY } from "#app/platform/themes/themes.ts";
import { openDatabase } from "#db/index.ts";
import { startBibleSourceStandIn } from "../support/bible-source-stand-in.ts";
import { checkAddressLimits } from "../hostile/address-limits.ts";
import { DatabaseWatch } from "../hostile/database.ts";
import { leadAClub, Members } from "../hostile/members.ts";
import { enumerateRoutes } from "../hostile/routes.ts";
import { runHostile } from "../hostile/run.ts";
import { churchThings, secondChurchElsewhere } from "../support/church-things.ts";
import { startServer } from "../support/server-process.ts";

/**
 * Property-based hostile input. fast-check draws requests from a fixed seed
 * over every route of app/routes.ts (and the forms its pages show, as a visitor and as a
 * member) against a production server of its own on a fresh database; no answer may be a
 * 5xx, a refused request must change no data, user text never comes back as markup, and
 * the server stays up. HOSTILE_RUNS (default 2000), HOSTILE_SEED, HOSTILE_ONLY (request
 * numbers, to reproduce), E2E_ENGINE=postgres (a fresh database on TEST_DATABASE_URL),
 * HOSTILE_VERBOSE=1 (list the forms found). Each distinct failure is printed with the
 * routes, methods and inputs it was seen with, the server's error, and the smallest
 * requests found that fail the same way; reports/hostile.json keeps them too.
 * `npm run test:hostile -- --runs 20000 --seed 7` runs it alone for longer.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 2000);
const SEED = Number(process.env.HOSTILE_SEED ?? 20261111);
const ONLY = process.env.HOSTILE_ONLY ? new Set(process.env.HOSTILE_ONLY.split(",").map(Number)) : undefined;

test("hostile requests to every route never get a 5xx, change nothing when refused, and never echo markup", async () => {
  test.setTimeout(120_000 + RUNS * 200);
  const bibleSource = await startBibleSourceStandIn();
  // The server's log is read to name each 5xx's error; kept outside test-results, which a
  // concurrent Playwright run may empty.
  const serverLog = join(mkdtempSync(join(tmpdir(), "lampada-hostile-")), "server.log");
  const server = await startServer({ TRUST_PROXY: "1", BIBLE_SOURCE_URL: bibleSource.url }, serverLog);
  const { db, engine } = openDatabase(server.databaseUrl);
  try {
    const members = new Members(db);
    await members.create(2);
    // The first member directs a club with a unit and a roster entry, so the club's leader forms
    // (their people, units, reviews) are on its pages for the run, with ids that exist.
    await leadAClub(db, members.id(0));
    // A second church with one of each church thing (decision 0065): the run's pages and forms see a
    // deployment of several churches, and its refusals must change nothing of either.
    const second = await secondChurchElsewhere(db);
    await members.create(1);
    const outsider = members.id(2);
    await churchThings(db, second, { office: outsider, pastor: null, director: outsider, member: outsider, secret: "OUTRA-IGREJA" });
    const result = await runHostile({
      baseUrl: server.url,
      runs: RUNS,
      seed: SEED,
      only: ONLY,
      concurrency: 6,
      routes: enumerateRoutes(routeConfig, "app"),
      cookies: {
        [THEME_KEY]: ["dark", "light"],
        [COLOR_THEME_KEY]: [...COLOR_THEMES],
        [TIME_ZONE_COOKIE]: ["America/Sao_Paulo", "Europe/Lisbon", "Asia/Kathmandu", "UTC"],
      },
      sessionCookieName: SESSION_COOKIE,
      watch: new DatabaseWatch(db, engine),
      members,
      serverExit: () =>
        server.process.signalCode !== null
          ? `signal ${server.process.signalCode}`
          : server.process.exitCode !== null
            ? `exit code ${server.process.exitCode}`
            : null,
      serverLog,
      clientDirectory: "build/client",
      database: engine === "postgres" ? "PostgreSQL" : "SQLite",
      verbose: process.env.HOSTILE_VERBOSE === "1",
      log: (line) => console.log(line),
    });
    console.log(`${result.text}\nServer log: ${serverLog}`);
    mkdirSync("reports", { recursive: true });
    writeFileSync("reports/hostile.json", JSON.stringify({ summary: result.summary, failures: result.groups }, null, 2));
    await test.info().attach("hostile-report.txt", { body: result.text, contentType: "text/plain" });
    expect(result.groups.length, result.text).toBe(0);
    expect(result.summary.requests, "requests tried").toBeGreaterThanOrEqual(ONLY ? ONLY.size : RUNS);
  } finally {
    await db.destroy();
    await server.stop();
    await bibleSource.close();
  }
});

test("address limits: an IPv6 /64 is one client, and a shared Wi-Fi never locks a member out", async () => {
  const server = await startServer({ TRUST_PROXY: "1" }, join(mkdtempSync(join(tmpdir(), "lampada-hostile-")), "server.log"));
  try {
    expect(await checkAddressLimits(server.url)).toEqual([]);
  } finally {
    await server.stop();
  }
});
