import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { join, resolve } from "node:path";
import { pino } from "pino";
import { latencies } from "./load.ts";

/**
 * The production app of an app copy (argument: its folder, holding build/), served from this
 * process so the server's own thread can be watched: how much CPU each turn of its event loop
 * took. A request that arrives during a turn waits for the turn's end at least, so the longest
 * turns say how long a health check can wait behind other work, in CPU time, whatever else the
 * machine runs. Started by bench/search-isolation.ts: prints `listening <url>`, then answers
 * `turns` on stdin with the turns since the last `turns` as one JSON line. Its environment gives
 * PORT and a PUBLIC_URL on that port, as a production start needs.
 */
const appDir = resolve(process.argv[2] ?? ".");
const load = (path: string) => import(pathToFileURL(join(appDir, path)).href);
const { loadConfig } = await load("app/platform/config/config.ts");
const { openDatabase } = await load("db/index.ts");
const { migrateToLatest } = await load("db/migrate.ts");
const { createApp } = await load("build/server/index.js");

const config = loadConfig();
const { db, engine } = openDatabase(config.DATABASE_URL);
await migrateToLatest(db);
const app = createApp({ db, engine, config, logger: pino({ level: "warn" }) });

// One sample per timer tick (at most one a millisecond): the thread's CPU time since the last.
let turns: number[] = [];
let last = process.threadCpuUsage();
const tick = () => {
  const now = process.threadCpuUsage();
  turns.push((now.user - last.user + now.system - last.system) / 1000);
  last = now;
  setTimeout(tick, 1);
};
setTimeout(tick, 1);

// On the port of its PUBLIC_URL (bench/search-isolation.ts picks a free one).
const server = app.listen(config.PORT, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
});
createInterface({ input: process.stdin }).on("line", (line) => {
  if (line !== "turns") return;
  const measured = turns.filter((ms) => ms > 0);
  console.log(
    JSON.stringify({
      ...latencies(measured),
      over10ms: measured.filter((ms) => ms > 10).length,
      cpuMs: Math.round(measured.reduce((a, b) => a + b, 0)),
    }),
  );
  turns = [];
});
process.stdin.on("close", () => process.exit(0));
